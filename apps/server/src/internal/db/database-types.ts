import type { Queryable } from './database';

/**
 * Writes the TypeScript description of a schema that `supabase gen types typescript` writes: every table and
 * view with its row, insert and update shapes and its foreign keys, every function's arguments and result, the
 * enums and composite types. A client typed with it (`new PostgrestClient<Database>(…)`) knows the columns of
 * each `from()` and the arguments of each `rpc()`, so a renamed column fails the app's type check instead of a
 * request in a classroom.
 */

interface TypeRef {
  name: string;
  kind: string;
  schema: string;
  element: string | null;
  elementKind: string | null;
  elementSchema: string | null;
}

interface ColumnRow extends TypeRef {
  relation: string;
  column: string;
  not_null: boolean;
  has_default: boolean;
  identity: string;
  generated: string;
}

interface RelationRow {
  name: string;
  kind: string;
}

interface ForeignKeyRow {
  name: string;
  source: string;
  target: string;
  columns: string[];
  referenced_columns: string[];
  one_to_one: boolean;
}

interface FunctionArgument extends TypeRef {
  argName: string;
  mode: string;
}

interface FunctionRow {
  name: string;
  returns_set: boolean;
  input_count: number;
  default_count: number;
  returns: TypeRef;
  return_relation: string | null;
  args: FunctionArgument[];
}

interface EnumRow {
  name: string;
  labels: string[];
}

// Type descriptions as `kind`, `schema` and, for an array, the same of its element.
const TYPE_FIELDS = (alias: string, elementAlias: string) => `
  ${alias}.typname as name, ${alias}.typtype::text as kind, ${alias}_ns.nspname as schema,
  ${elementAlias}.typname as element, ${elementAlias}.typtype::text as "elementKind",
  ${elementAlias}_ns.nspname as "elementSchema"`;

const TYPE_JOINS = (typeOid: string, alias: string, elementAlias: string) => `
  join pg_catalog.pg_type ${alias} on ${alias}.oid = ${typeOid}
  join pg_catalog.pg_namespace ${alias}_ns on ${alias}_ns.oid = ${alias}.typnamespace
  left join pg_catalog.pg_type ${elementAlias}
    on ${elementAlias}.oid = ${alias}.typelem and ${alias}.typcategory = 'A'
  left join pg_catalog.pg_namespace ${elementAlias}_ns on ${elementAlias}_ns.oid = ${elementAlias}.typnamespace`;

const RELATIONS = `
  select c.relname as name, c.relkind::text as kind
    from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
   where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'c')
   order by c.relname`;

const COLUMNS = `
  select c.relname as relation, a.attname as column, a.attnotnull as not_null, a.atthasdef as has_default,
         a.attidentity::text as identity, a.attgenerated::text as generated, ${TYPE_FIELDS('t', 'e')}
    from pg_catalog.pg_attribute a
    join pg_catalog.pg_class c on c.oid = a.attrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    ${TYPE_JOINS('a.atttypid', 't', 'e')}
   where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'c') and a.attnum > 0 and not a.attisdropped
   order by c.relname, a.attnum`;

const FOREIGN_KEYS = `
  select con.conname as name, source.relname as source, target.relname as target,
         array(select a.attname::text from unnest(con.conkey) with ordinality as k (attnum, ord)
                 join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
                order by k.ord) as columns,
         array(select a.attname::text from unnest(con.confkey) with ordinality as k (attnum, ord)
                 join pg_catalog.pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum
                order by k.ord) as referenced_columns,
         exists (select 1 from pg_catalog.pg_constraint key
                  where key.conrelid = con.conrelid and key.contype in ('p', 'u')
                    and key.conkey @> con.conkey and key.conkey <@ con.conkey) as one_to_one
    from pg_catalog.pg_constraint con
    join pg_catalog.pg_class source on source.oid = con.conrelid
    join pg_catalog.pg_namespace source_ns on source_ns.oid = source.relnamespace
    join pg_catalog.pg_class target on target.oid = con.confrelid
    join pg_catalog.pg_namespace target_ns on target_ns.oid = target.relnamespace
   where con.contype = 'f' and source_ns.nspname = $1 and target_ns.nspname = $1
   order by source.relname, con.conname`;

const FUNCTIONS = `
  select p.proname as name, p.proretset as returns_set, p.pronargs::int as input_count,
         p.pronargdefaults::int as default_count,
         json_build_object('name', r.typname, 'kind', r.typtype::text, 'schema', r_ns.nspname,
                           'element', re.typname, 'elementKind', re.typtype::text,
                           'elementSchema', re_ns.nspname) as returns,
         return_relation.relname as return_relation,
         (select coalesce(json_agg(json_build_object(
                   'argName', coalesce(p.proargnames[arg.ord], ''),
                   'mode', coalesce(p.proargmodes[arg.ord]::text, 'i'),
                   'name', t.typname, 'kind', t.typtype::text, 'schema', t_ns.nspname,
                   'element', e.typname, 'elementKind', e.typtype::text, 'elementSchema', e_ns.nspname
                 ) order by arg.ord), '[]'::json)
            from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as arg (type_oid, ord)
            ${TYPE_JOINS('arg.type_oid', 't', 'e')}) as args
    from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on n.oid = p.pronamespace
    ${TYPE_JOINS('p.prorettype', 'r', 're')}
    left join pg_catalog.pg_class return_relation on return_relation.oid = r.typrelid
   where n.nspname = $1 and p.prokind = 'f'
   order by p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid)`;

const ENUMS = `
  select t.typname as name, array(select e.enumlabel::text from pg_catalog.pg_enum e
                                   where e.enumtypid = t.oid order by e.enumsortorder) as labels
    from pg_catalog.pg_type t join pg_catalog.pg_namespace n on n.oid = t.typnamespace
   where n.nspname = $1 and t.typtype = 'e'
   order by t.typname`;

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const STRING_TYPES = new Set([
  'text',
  'varchar',
  'bpchar',
  'char',
  'name',
  'citext',
  'uuid',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'bytea',
  'inet',
  'cidr',
  'macaddr',
]);

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name));

function scalarType(name: string, kind: string, typeSchema: string, schema: string): string {
  if (kind === 'e' && typeSchema === schema) return `Database[${quote(schema)}]['Enums'][${quote(name)}]`;
  if (kind === 'c' && typeSchema === schema) {
    return `Database[${quote(schema)}]['CompositeTypes'][${quote(name)}]`;
  }
  if (name === 'bool') return 'boolean';
  if (name === 'json' || name === 'jsonb') return 'Json';
  if (name === 'void') return 'undefined';
  if (NUMBER_TYPES.has(name)) return 'number';
  if (STRING_TYPES.has(name)) return 'string';
  return 'unknown';
}

function tsType(type: TypeRef, schema: string): string {
  if (type.element !== null) {
    return `${scalarType(type.element, type.elementKind ?? '', type.elementSchema ?? '', schema)}[]`;
  }
  return scalarType(type.name, type.kind, type.schema, schema);
}

/** Writes an object type's fields, one a line, at an indentation. */
function objectType(fields: readonly string[], indent: string): string {
  if (fields.length === 0) return '{\n' + `${indent}  [_ in never]: never;\n` + `${indent}}`;
  return `{\n${fields.map((field) => `${indent}  ${field};\n`).join('')}${indent}}`;
}

function columnShapes(columns: readonly ColumnRow[], schema: string, isView: boolean) {
  const row: string[] = [];
  const insert: string[] = [];
  const update: string[] = [];
  for (const column of columns) {
    const type = tsType(column, schema);
    // A view's columns are nullable whatever its tables say, as PostgreSQL reports them.
    const nullable = isView || !column.not_null;
    const rowType = nullable ? `${type} | null` : type;
    row.push(`${key(column.column)}: ${rowType}`);
    if (column.generated === 's' || column.identity === 'a') {
      insert.push(`${key(column.column)}?: never`);
      update.push(`${key(column.column)}?: never`);
      continue;
    }
    const optional = nullable || column.has_default || column.identity === 'd';
    insert.push(`${key(column.column)}${optional ? '?' : ''}: ${rowType}`);
    update.push(`${key(column.column)}?: ${rowType}`);
  }
  return { row, insert, update };
}

function relationshipsType(foreignKeys: readonly ForeignKeyRow[], indent: string): string {
  if (foreignKeys.length === 0) return '[]';
  const list = (names: readonly string[]) => `[${names.map(quote).join(', ')}]`;
  const entries = foreignKeys.map((foreignKey) =>
    [
      `${indent}  {`,
      `${indent}    foreignKeyName: ${quote(foreignKey.name)};`,
      `${indent}    columns: ${list(foreignKey.columns)};`,
      `${indent}    isOneToOne: ${foreignKey.one_to_one};`,
      `${indent}    referencedRelation: ${quote(foreignKey.target)};`,
      `${indent}    referencedColumns: ${list(foreignKey.referenced_columns)};`,
      `${indent}  },`,
    ].join('\n'),
  );
  return `[\n${entries.join('\n')}\n${indent}]`;
}

function functionType(fn: FunctionRow, schema: string, indent: string): string {
  const inputs = fn.args.filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v');
  const outputs = fn.args.filter((arg) => arg.mode === 'o' || arg.mode === 'b' || arg.mode === 't');
  const firstDefault = fn.input_count - fn.default_count;
  const args = inputs
    .map((arg, position) => ({ arg, optional: position >= firstDefault }))
    .filter(({ arg }) => arg.argName !== '')
    .map(({ arg, optional }) => `${key(arg.argName)}${optional ? '?' : ''}: ${tsType(arg, schema)}`);
  let returns: string;
  if (outputs.length > 0) {
    returns = objectType(
      outputs.map((arg) => `${key(arg.argName)}: ${tsType(arg, schema)}`),
      `${indent}  `,
    );
  } else if (fn.return_relation !== null && fn.returns.schema === schema && fn.returns.kind === 'c') {
    returns = `Database[${quote(schema)}]['Tables'][${quote(fn.return_relation)}]['Row']`;
  } else {
    returns = tsType(fn.returns, schema);
  }
  if (fn.returns_set) returns = `${returns}[]`;
  const argsType = args.length === 0 ? 'never' : objectType(args, `${indent}  `);
  return `{\n${indent}  Args: ${argsType};\n${indent}  Returns: ${returns};\n${indent}}`;
}

/** The TypeScript source of the `Database` type for a schema (by default the one the API exposes). */
export async function databaseTypes(db: Queryable, schema = 'public'): Promise<string> {
  const [relations, columns, foreignKeys, functions, enums] = await Promise.all([
    db.query<RelationRow>(RELATIONS, [schema]),
    db.query<ColumnRow>(COLUMNS, [schema]),
    db.query<ForeignKeyRow>(FOREIGN_KEYS, [schema]),
    db.query<FunctionRow>(FUNCTIONS, [schema]),
    db.query<EnumRow>(ENUMS, [schema]),
  ]);
  const columnsOf = (relation: string) => columns.rows.filter((column) => column.relation === relation);
  const keysOf = (relation: string) =>
    foreignKeys.rows.filter((foreignKey) => foreignKey.source === relation);
  const indent = '      ';

  const tables = relations.rows
    .filter((relation) => relation.kind === 'r' || relation.kind === 'p')
    .map((relation) => {
      const shapes = columnShapes(columnsOf(relation.name), schema, false);
      return [
        `${key(relation.name)}: {`,
        `  Row: ${objectType(shapes.row, `${indent}  `)};`,
        `  Insert: ${objectType(shapes.insert, `${indent}  `)};`,
        `  Update: ${objectType(shapes.update, `${indent}  `)};`,
        `  Relationships: ${relationshipsType(keysOf(relation.name), `${indent}  `)};`,
        `}`,
      ].join(`\n${indent}`);
    });
  const views = relations.rows
    .filter((relation) => relation.kind === 'v' || relation.kind === 'm')
    .map((relation) => {
      const shapes = columnShapes(columnsOf(relation.name), schema, true);
      return [
        `${key(relation.name)}: {`,
        `  Row: ${objectType(shapes.row, `${indent}  `)};`,
        `  Relationships: ${relationshipsType(keysOf(relation.name), `${indent}  `)};`,
        `}`,
      ].join(`\n${indent}`);
    });
  const composites = relations.rows
    .filter((relation) => relation.kind === 'c')
    .map((relation) => {
      const shapes = columnShapes(columnsOf(relation.name), schema, true);
      return `${key(relation.name)}: ${objectType(shapes.row, indent)}`;
    });
  const overloadsByName = new Map<string, FunctionRow[]>();
  for (const fn of functions.rows) {
    overloadsByName.set(fn.name, [...(overloadsByName.get(fn.name) ?? []), fn]);
  }
  // Laid out as Prettier lays out a union of object types, so the generated file passes the format check.
  const functionTypes = [...overloadsByName].map(([name, overloads]) =>
    overloads.length === 1
      ? `${key(name)}: ${functionType(overloads[0]!, schema, indent)}`
      : `${key(name)}:${overloads
          .map((fn) => `\n${indent}  | ${functionType(fn, schema, `${indent}    `)}`)
          .join('')}`,
  );
  const enumTypes = enums.rows.map(
    (enumRow) => `${key(enumRow.name)}: ${enumRow.labels.map(quote).join(' | ') || 'never'}`,
  );

  const section = (name: string, entries: string[]) =>
    entries.length === 0
      ? `    ${name}: {\n      [_ in never]: never;\n    };`
      : `    ${name}: {\n${entries.map((entry) => `${indent}${entry};\n`).join('')}    };`;

  return [
    '// Generated from supabase/migrations by `pnpm gen:types`; edit a migration, never this file.',
    '',
    'export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];',
    '',
    'export type Database = {',
    `  ${key(schema)}: {`,
    section('Tables', tables),
    section('Views', views),
    section('Functions', functionTypes),
    section('Enums', enumTypes),
    section('CompositeTypes', composites),
    '  };',
    '};',
    '',
  ].join('\n');
}
