import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { databaseTypes } from './database-types';
import { paths } from './paths';
import { testDatabaseVariants } from './test-databases';

describe.each(testDatabaseVariants())('the generated Database type on $name', (variant) => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await variant.create());
  });

  afterAll(() => drop());

  it('is what the migrations make (run `pnpm gen:types` after changing one)', async () => {
    const committed = await readFile(paths.databaseTypes, 'utf8');
    expect(await databaseTypes(database)).toBe(committed);
  });

  it('types a function with defaults, options and no arguments as the client calls them', async () => {
    const types = await databaseTypes(database);
    expect(types).toMatch(/add_question: \{\n\s+Args: \{\n\s+set_id: string;\n\s+question: string;/);
    expect(types).toMatch(/question_type\?: string;\n\s+options\?: Json;\n\s+media_url\?: string;/);
    expect(types).toMatch(/media_attribution\?: string;\n\s+\};\n\s+Returns: string;/);
    expect(types).toMatch(/current_user_is_admin: \{\n\s+Args: never;\n\s+Returns: boolean;/);
    expect(types).toMatch(/admin_dashboard_counts: \{\n\s+Args: never;\n\s+Returns: \{\n\s+users: number;/);
  });
});
