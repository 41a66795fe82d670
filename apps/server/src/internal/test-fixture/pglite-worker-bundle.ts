import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgliteWorkerScript } from '../db/pglite';
import { bundle, pgliteWorkerEntry } from './server-process';

/**
 * The tests' global setup. The tests run the server from its TypeScript sources, but Node starts a worker only
 * from JavaScript, so the database worker is bundled once per run to where openPglite looks for it.
 */
export async function setup(): Promise<void> {
  await bundle(pgliteWorkerEntry, dirname(fileURLToPath(pgliteWorkerScript())));
}
