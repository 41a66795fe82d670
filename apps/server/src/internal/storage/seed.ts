import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type { Database } from '../db/database';
import { actAs } from '../db/request-role';
import type { FileStore } from './file-store';
import { describeBody, SERVICE_ROLE } from './objects';

const SEED_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.mp3': 'audio/mpeg',
};

async function filesUnder(folder: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(path)));
    else if (entry.isFile() && !entry.name.startsWith('.')) found.push(path);
  }
  return found;
}

interface SeedObject {
  name: string;
  staged: string;
  metadata: string;
}

/**
 * Puts the files shipped in supabase/storage/<bucket>/ into the file store and storage.objects, for every
 * bucket the migrations created. Objects already present (row and file) are left alone, so it runs on every
 * start: a new database gets the library's pictures, the logo and the sounds; one that lost some gets them
 * back. Returns the objects (`bucket/name`) it added.
 */
export async function seedStorage(database: Database, files: FileStore, source: string): Promise<string[]> {
  if (!existsSync(source)) return [];
  const added: string[] = [];
  const folders = (await readdir(source, { withFileTypes: true })).filter((entry) => entry.isDirectory());
  for (const { name: bucket } of folders) {
    const { rows } = await database.query<{ name: string | null }>(
      'select o.name from storage.buckets b left join storage.objects o on o.bucket_id = b.id where b.id = $1',
      [bucket],
    );
    if (rows.length === 0) continue;
    const recorded = new Set(rows.map((row) => row.name));
    const missing: SeedObject[] = [];
    try {
      for (const path of await filesUnder(join(source, bucket))) {
        const name = relative(join(source, bucket), path).split(sep).join('/');
        if (recorded.has(name) && (await files.exists(bucket, name))) continue;
        const bytes = await readFile(path);
        const type = SEED_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
        missing.push({
          name,
          staged: await files.stage(bytes),
          metadata: JSON.stringify(describeBody(bytes, type, 'max-age=3600')),
        });
      }
      if (missing.length === 0) continue;
      await database.transaction(async (tx) => {
        await actAs(tx, SERVICE_ROLE.role, SERVICE_ROLE.claims);
        await tx.query(
          `insert into storage.objects (bucket_id, name, metadata, version)
           select $1, name, metadata::jsonb, gen_random_uuid()::text
             from unnest($2::text[], $3::text[]) as seeded (name, metadata)
           on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()`,
          [bucket, missing.map((object) => object.name), missing.map((object) => object.metadata)],
        );
      });
      for (const object of missing) {
        await files.publish(object.staged, bucket, object.name);
        added.push(`${bucket}/${object.name}`);
      }
    } finally {
      for (const object of missing) await files.discard(object.staged);
    }
  }
  return added;
}
