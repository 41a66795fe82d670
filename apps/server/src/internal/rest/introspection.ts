import type { Queryable } from '../db/database';
import type { Column, ForeignKey, Relation, Routine, RoutineParam, SchemaSnapshot } from './schema';

/** A view's column read from a table's column of the same name. */
interface ViewColumn {
  view: string;
  table: string;
  column: string;
}

interface RawColumn {
  name: string;
  type: string;
  notNull: boolean;
  default: string | null;
  generated: boolean;
  identity: boolean;
}

interface RawSchema {
  relations: {
    name: string;
    kind: string;
    columns: RawColumn[];
    keys: { primary: boolean; columns: string[] }[];
  }[];
  foreignKeys: ForeignKey[];
  viewColumns: ViewColumn[];
  routines: {
    name: string;
    volatility: 'i' | 's' | 'v';
    returnsSet: boolean;
    returnType: string;
    returnTypeKind: string;
    returnRelation: string | null;
    returnRelationColumns: RawColumn[] | null;
    argNames: string[] | null;
    argModes: string[] | null;
    argTypes: string[];
    inputCount: number;
    defaultCount: number;
    variadic: boolean;
    rowArgument: string | null;
    estimatedRows: number;
  }[];
}

const COLUMNS_OF = (relid: string) => `(
  select coalesce(json_agg(json_build_object(
    'name', a.attname,
    'type', format_type(a.atttypid, null),
    'notNull', a.attnotnull,
    'default', pg_get_expr(d.adbin, d.adrelid),
    'generated', a.attgenerated <> '',
    'identity', a.attidentity <> ''
  ) order by a.attnum), '[]')
  from pg_attribute a
  left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
  where a.attrelid = ${relid} and a.attnum > 0 and not a.attisdropped
)`;

const NAMES_OF = (relid: string, attnums: string) => `(
  select json_agg(a.attname order by k.n)
  from unnest(${attnums}) with ordinality k(attnum, n)
  join pg_attribute a on a.attrelid = ${relid} and a.attnum = k.attnum
)`;

// One statement that reads everything the API needs from pg_catalog, built as JSON so both drivers agree.
const INTROSPECTION = `
select json_build_object(
  'relations', (
    select coalesce(json_agg(json_build_object(
      'name', c.relname,
      'kind', case when c.relkind in ('v', 'm') then 'view' else 'table' end,
      'columns', ${COLUMNS_OF('c.oid')},
      'keys', (
        select coalesce(json_agg(json_build_object(
          'primary', i.indisprimary,
          'columns', ${NAMES_OF('c.oid', 'i.indkey::int2[]')}
        )), '[]')
        from pg_index i
        where i.indrelid = c.oid and i.indisunique and i.indpred is null and i.indexprs is null
      )
    ) order by c.relname), '[]')
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')
  ),
  'foreignKeys', (
    select coalesce(json_agg(json_build_object(
      'name', co.conname,
      'from', source.relname,
      'fromColumns', ${NAMES_OF('co.conrelid', 'co.conkey')},
      'to', target.relname,
      'toColumns', ${NAMES_OF('co.confrelid', 'co.confkey')}
    ) order by co.conname), '[]')
    from pg_constraint co
    join pg_class source on source.oid = co.conrelid
    join pg_namespace source_ns on source_ns.oid = source.relnamespace
    join pg_class target on target.oid = co.confrelid
    join pg_namespace target_ns on target_ns.oid = target.relnamespace
    where co.contype = 'f' and source_ns.nspname = $1 and target_ns.nspname = $1
  ),
  'viewColumns', (
    select coalesce(json_agg(json_build_object('view', used.view, 'table', used.table, 'column', used.column)), '[]')
    from (
      select distinct v.relname as view, t.relname as table, a.attname as column
      from pg_class v
      join pg_namespace vn on vn.oid = v.relnamespace
      join pg_rewrite r on r.ev_class = v.oid
      join pg_depend d on d.objid = r.oid and d.classid = 'pg_rewrite'::regclass
        and d.refclassid = 'pg_class'::regclass and d.refobjsubid > 0
      join pg_class t on t.oid = d.refobjid and t.oid <> v.oid
      join pg_namespace tn on tn.oid = t.relnamespace
      join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      join pg_attribute va on va.attrelid = v.oid and va.attname = a.attname and not va.attisdropped
      where vn.nspname = $1 and tn.nspname = $1 and v.relkind in ('v', 'm')
    ) used
  ),
  'routines', (
    select coalesce(json_agg(json_build_object(
      'name', p.proname,
      'volatility', p.provolatile,
      'returnsSet', p.proretset,
      'returnType', format_type(p.prorettype, null),
      'returnTypeKind', t.typtype,
      'returnRelation', case when rel_ns.nspname = $1 and rel.relkind in ('r', 'v', 'm', 'f', 'p')
                          then rel.relname end,
      'returnRelationColumns', case when t.typrelid <> 0 then ${COLUMNS_OF('t.typrelid')} end,
      'argNames', p.proargnames,
      'argModes', p.proargmodes,
      'argTypes', (
        select coalesce(json_agg(format_type(u.type, null) order by u.n), '[]')
        from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(type, n)
      ),
      'inputCount', p.pronargs,
      'defaultCount', p.pronargdefaults,
      'variadic', p.provariadic <> 0,
      'rowArgument', (
        select arg_rel.relname
        from pg_type arg_t
        join pg_class arg_rel on arg_rel.oid = arg_t.typrelid
        join pg_namespace arg_ns on arg_ns.oid = arg_rel.relnamespace
        where p.pronargs = 1 and arg_t.oid = p.proargtypes[0] and arg_ns.nspname = $1
          and arg_rel.relkind in ('r', 'v', 'm', 'f', 'p')
      ),
      'estimatedRows', p.prorows
    ) order by p.proname, p.oid), '[]')
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type t on t.oid = p.prorettype
    left join pg_class rel on rel.oid = t.typrelid
    left join pg_namespace rel_ns on rel_ns.oid = rel.relnamespace
    where n.nspname = $1 and p.prokind = 'f'
  )
)::text as schema`;

function toColumns(raw: RawColumn[]): Map<string, Column> {
  return new Map(raw.map((column) => [column.name, { ...column }]));
}

function toRoutine(schema: string, raw: RawSchema['routines'][number]): Routine {
  const modes = raw.argModes ?? raw.argTypes.map(() => 'i');
  const names = raw.argNames ?? [];
  const inputs: RoutineParam[] = [];
  const outputs: Column[] = [];
  modes.forEach((mode, position) => {
    const name = names[position] ?? '';
    const type = raw.argTypes[position] ?? 'unknown';
    if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push({ name, type, hasDefault: false });
    if (mode === 'o' || mode === 'b' || mode === 't') {
      outputs.push({ name, type, notNull: false, default: null, generated: false, identity: false });
    }
  });
  inputs.forEach((param, position) => {
    param.hasDefault = position >= raw.inputCount - raw.defaultCount;
  });
  const composite = raw.returnTypeKind === 'c' && raw.returnRelationColumns !== null;
  return {
    schema,
    name: raw.name,
    params: inputs,
    volatility: raw.volatility === 'i' ? 'immutable' : raw.volatility === 's' ? 'stable' : 'volatile',
    returnsSet: raw.returnsSet,
    returnsVoid: raw.returnType === 'void',
    returnType: raw.returnType,
    returnColumns: composite
      ? toColumns(raw.returnRelationColumns!)
      : raw.returnType === 'record' && outputs.length > 0
        ? toColumns(outputs)
        : undefined,
    returnRelation: raw.returnRelation ?? undefined,
    variadic: raw.variadic,
    rowArgument: raw.rowArgument ?? undefined,
    estimatedRows: raw.estimatedRows,
  };
}

/** Reads the exposed schema's tables, views, keys, foreign keys and functions from pg_catalog. */
export async function introspect(database: Queryable, schema: string): Promise<SchemaSnapshot> {
  const { rows } = await database.query<{ schema: string }>(INTROSPECTION, [schema]);
  const raw = JSON.parse(rows[0]!.schema) as RawSchema;
  const relations = new Map<string, Relation>(
    raw.relations.map((relation) => [
      relation.name,
      {
        schema,
        name: relation.name,
        kind: relation.kind === 'view' ? 'view' : 'table',
        columns: toColumns(relation.columns),
        primaryKey: relation.keys.find((key) => key.primary)?.columns ?? [],
        uniqueKeys: relation.keys.map((key) => key.columns),
      },
    ]),
  );
  const routines = new Map<string, Routine[]>();
  for (const routine of raw.routines) {
    const list = routines.get(routine.name) ?? [];
    list.push(toRoutine(schema, routine));
    routines.set(routine.name, list);
  }
  const foreignKeys = [...raw.foreignKeys, ...viewForeignKeys(raw.foreignKeys, raw.viewColumns)];
  return { name: schema, relations, foreignKeys, routines };
}

/**
 * The foreign keys views inherit from the tables they read, as PostgREST infers them: a view that shows all of a
 * key's columns under their own names stands for that table on that side of the key.
 */
function viewForeignKeys(keys: readonly ForeignKey[], viewColumns: readonly ViewColumn[]): ForeignKey[] {
  const viewsShowing = (table: string, columns: readonly string[]): string[] => {
    const views = new Set(viewColumns.filter((used) => used.table === table).map((used) => used.view));
    return [...views].filter((view) =>
      columns.every((column) =>
        viewColumns.some((used) => used.view === view && used.table === table && used.column === column),
      ),
    );
  };
  const derived: ForeignKey[] = [];
  for (const key of keys) {
    const sources = [key.from, ...viewsShowing(key.from, key.fromColumns)];
    const targets = [key.to, ...viewsShowing(key.to, key.toColumns)];
    for (const from of sources) {
      for (const to of targets) {
        if (from !== key.from || to !== key.to) derived.push({ ...key, from, to });
      }
    }
  }
  return derived;
}
