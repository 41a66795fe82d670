import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../../testing';
import { startTestServer, testDatabaseKinds } from '../../testing';
import type { SignedIn } from '../functions/test-clients';
import { signedUpClient } from '../functions/test-clients';

const png = () => new Blob([new Uint8Array(32).fill(5)], { type: 'image/png' });

describe.each(testDatabaseKinds())('files of deleted storage objects on %s', (kind) => {
  let server: TestServer;
  let owner: SignedIn;

  beforeAll(async () => {
    server = await startTestServer({ database: kind, emailConfirm: false });
    owner = await signedUpClient(server, `files-${kind}@quizcoop.test`);
  });
  afterAll(() => server?.close());

  async function uploaded(name: string): Promise<string> {
    const path = `${owner.userId}/${name}`;
    const { error } = await owner.client.storage.from('question-media').upload(path, png());
    expect(error).toBeNull();
    expect(existsSync(fileOf(path))).toBe(true);
    return path;
  }

  const fileOf = (path: string) => join(server.storageFolder, 'question-media', ...path.split('/'));

  const notesLeft = async () =>
    (await server.database.query('select 1 from quizcoop_shared.removed_objects')).rows.length;

  it('removes the file of a row deleted by SQL rather than through the storage API', async () => {
    const path = await uploaded('by-sql.png');
    await server.database.query('delete from storage.objects where bucket_id = $1 and name = $2', [
      'question-media',
      path,
    ]);
    await vi.waitFor(() => expect(existsSync(fileOf(path))).toBe(false), { timeout: 5000 });
    await vi.waitFor(async () => expect(await notesLeft()).toBe(0));
  });

  it('keeps the file of a name that has an object again by the time it is swept', async () => {
    const path = await uploaded('again.png');
    await server.database.transaction(async (tx) => {
      const { rows } = await tx.query<{ metadata: unknown }>(
        'delete from storage.objects where bucket_id = $1 and name = $2 returning metadata',
        ['question-media', path],
      );
      await tx.query('insert into storage.objects (bucket_id, name, metadata) values ($1, $2, $3)', [
        'question-media',
        path,
        rows[0]!.metadata,
      ]);
    });
    await vi.waitFor(async () => expect(await notesLeft()).toBe(0));
    expect(existsSync(fileOf(path))).toBe(true);
  });
});
