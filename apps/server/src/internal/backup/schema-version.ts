import type { MigrationSources } from '../db/migrate';
import { sqlFiles } from '../db/migrate';
import type { SchemaVersion } from './format';

/** The platform files and migration versions this version of the server can apply. */
export async function knownSchema(sources: MigrationSources): Promise<SchemaVersion> {
  return {
    platform: await sqlFiles(sources.platform),
    migrations: (await sqlFiles(sources.migrations)).map((file) => file.split('_')[0]!),
  };
}

/** What `schema` has that this version does not know: it was made by a newer version. */
export async function unknownParts(schema: SchemaVersion, sources: MigrationSources): Promise<string[]> {
  const known = await knownSchema(sources);
  return [
    ...schema.migrations
      .filter((version) => !known.migrations.includes(version))
      .map((v) => `migration ${v}`),
    ...schema.platform
      .filter((name) => !known.platform.includes(name))
      .map((name) => `platform change ${name}`),
  ];
}

/** What this version would apply to `schema`: it is older data to upgrade. */
export async function pendingParts(schema: SchemaVersion, sources: MigrationSources): Promise<string[]> {
  const known = await knownSchema(sources);
  return [
    ...known.platform.filter((name) => !schema.platform.includes(name)),
    ...known.migrations.filter((version) => !schema.migrations.includes(version)),
  ];
}
