// Writes the API package's `Database` type from the migrations: `pnpm gen:types` after changing one. A test
// of this package fails while the committed file differs from what the migrations make.
import { writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { databaseTypes } from './internal/db/database-types';
import { defaultSources, migrate } from './internal/db/migrate';
import { paths } from './internal/db/paths';
import { openPglite } from './internal/db/pglite';

const database = await openPglite();
try {
  // The seed adds rows, never types, so a fresh schema is all the description needs.
  await migrate(database, { ...defaultSources, seed: undefined });
  await writeFile(paths.databaseTypes, await databaseTypes(database));
  console.log(`Wrote ${relative(paths.root, paths.databaseTypes)}.`);
} finally {
  await database.close();
}
