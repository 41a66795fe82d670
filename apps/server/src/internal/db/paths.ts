import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the folder above this module that holds supabase/config.toml, from src or from dist. */
function findRepositoryRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(folder, 'supabase', 'config.toml'))) {
    const parent = dirname(folder);
    if (parent === folder)
      throw new Error('Cannot find the supabase/ folder above the server; run it from the repository.');
    folder = parent;
  }
  return folder;
}

const root = findRepositoryRoot();

export const paths = {
  root,
  platform: join(root, 'apps', 'server', 'platform'),
  migrations: join(root, 'supabase', 'migrations'),
  seed: join(root, 'supabase', 'seed.sql'),
  storageSeed: join(root, 'supabase', 'storage'),
  functions: join(root, 'supabase', 'functions'),
  /** The `Database` type generated from the migrations, where the API package compiles against it. */
  databaseTypes: join(root, 'packages', 'api', 'src', 'internal', 'database.types.ts'),
};
