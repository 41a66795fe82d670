import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../db/paths';
import { FUNCTIONS } from './registry';

describe('the function registry', () => {
  it('mounts every function of supabase/functions, and nothing else', async () => {
    const folders = (await readdir(paths.functions, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
      .map((entry) => entry.name)
      .sort();
    expect(Object.keys(FUNCTIONS).sort()).toEqual(folders);
  });

  it('gives each function a Deno entry that serves the same handler', async () => {
    for (const name of Object.keys(FUNCTIONS)) {
      const entry = join(paths.functions, name, 'index.ts');
      expect(existsSync(entry), entry).toBe(true);
      const source = await readFile(entry, 'utf8');
      expect(source, entry).toContain("import { handler } from './handler.ts';");
      expect(source, entry).toContain('serveFunction(handler);');
    }
  });

  it('verifies tokens for every function but the payments webhook, as config.toml deploys them', async () => {
    const config = await readFile(join(paths.root, 'supabase', 'config.toml'), 'utf8');
    for (const [name, entry] of Object.entries(FUNCTIONS)) {
      const unverified = new RegExp(`\\[functions\\.${name}\\]\\s*\\nverify_jwt = false`).test(config);
      expect(entry.verifyJwt, name).toBe(!unverified);
    }
  });
});
