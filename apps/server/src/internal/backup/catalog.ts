import type { Queryable } from '../db/database';
import type { SchemaVersion, SequenceRecord, TableRecord } from './format';

// Schemas PostgreSQL and its extensions own: never the server's data.
const SYSTEM_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;
const NOT_FROM_EXTENSION = (column: string) =>
  `not exists (select 1 from pg_depend d where d.objid = ${column} and d.deptype = 'e')`;

interface TableRow {
  oid: number;
  schema: string;
  name: string;
}

/**
 * Every table holding the server's data (public, auth, storage, the server's own schemas, the migration
 * records), each after the tables its foreign keys point at, so rows can go back in the order they come out.
 */
export async function dataTables(db: Queryable): Promise<TableRecord[]> {
  const tables = (
    await db.query<TableRow>(
      `select c.oid::int as oid, n.nspname as schema, c.relname as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and not c.relispartition and ${SYSTEM_SCHEMAS}
          and ${NOT_FROM_EXTENSION('c.oid')}
        order by n.nspname, c.relname`,
    )
  ).rows;
  const references = (
    await db.query<{ from: number; to: number }>(
      `select conrelid::int as "from", confrelid::int as "to" from pg_constraint
        where contype = 'f' and conrelid <> confrelid`,
    )
  ).rows;
  const dependsOn = new Map<number, number[]>();
  for (const { from, to } of references) dependsOn.set(from, [...(dependsOn.get(from) ?? []), to]);
  const byOid = new Map(tables.map((table) => [table.oid, table]));
  const ordered: TableRecord[] = [];
  const placed = new Set<number>();
  const visiting = new Set<number>();
  const place = (oid: number) => {
    const table = byOid.get(oid);
    if (!table || placed.has(oid) || visiting.has(oid)) return;
    visiting.add(oid);
    for (const target of dependsOn.get(oid) ?? []) place(target);
    placed.add(oid);
    ordered.push({ schema: table.schema, name: table.name });
  };
  for (const table of tables) place(table.oid);
  return ordered;
}

export function qualifiedName({ schema, name }: TableRecord): string {
  return `${quoteIdentifier(schema)}.${quoteIdentifier(name)}`;
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The columns a row can be written to: generated ones are computed again on the way in. */
export async function writableColumns(
  db: Queryable,
  table: TableRecord,
): Promise<{ columns: string[]; identityAlways: boolean }> {
  const { rows } = await db.query<{ name: string; identity: string }>(
    `select a.attname as name, a.attidentity::text as identity from pg_attribute a
      where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by a.attnum`,
    [qualifiedName(table)],
  );
  return { columns: rows.map((row) => row.name), identityAlways: rows.some((row) => row.identity === 'a') };
}

export async function dataSequences(db: Queryable): Promise<SequenceRecord[]> {
  const { rows } = await db.query<{ name: string; value: string; called: boolean }>(
    `select format('%I.%I', s.schemaname, s.sequencename) as name,
            coalesce(s.last_value, s.start_value)::text as value, s.last_value is not null as called
       from pg_sequences s join pg_namespace n on n.nspname = s.schemaname
      where ${SYSTEM_SCHEMAS} and ${NOT_FROM_EXTENSION(`format('%I.%I', s.schemaname, s.sequencename)::regclass`)}
      order by 1`,
  );
  return rows;
}

/** The platform files and migrations a database has applied; empty for a database the server never set up. */
export async function appliedSchema(db: Queryable): Promise<SchemaVersion> {
  const { rows } = await db.query<{ platform: boolean; migrations: boolean }>(
    `select to_regclass('quizcoop_platform.applied') is not null as platform,
            to_regclass('supabase_migrations.schema_migrations') is not null as migrations`,
  );
  const tracked = rows[0]!;
  const platform = tracked.platform
    ? (await db.query<{ name: string }>('select name from quizcoop_platform.applied order by name')).rows
    : [];
  const migrations = tracked.migrations
    ? (
        await db.query<{ version: string }>(
          'select version from supabase_migrations.schema_migrations order by version',
        )
      ).rows
    : [];
  return { platform: platform.map((row) => row.name), migrations: migrations.map((row) => row.version) };
}
