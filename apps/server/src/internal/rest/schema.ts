import type { Queryable } from '../db/database';
import { tableNotFound } from './errors';
import { introspect } from './introspection';

/** The schema the API exposes unless configured otherwise, as on hosted Supabase by default. */
export const DEFAULT_EXPOSED_SCHEMAS: readonly string[] = ['public'];

export interface Column {
  name: string;
  /** PostgreSQL's own spelling of the type without modifiers (`numeric`, not `numeric(6,2)`): catalog text. */
  type: string;
  notNull: boolean;
  /** The default expression from the catalog (never user text), or null. */
  default: string | null;
  generated: boolean;
  identity: boolean;
}

export interface Relation {
  /** The exposed schema it belongs to. */
  schema: string;
  name: string;
  kind: 'table' | 'view';
  columns: ReadonlyMap<string, Column>;
  primaryKey: readonly string[];
  uniqueKeys: readonly (readonly string[])[];
}

export interface ForeignKey {
  name: string;
  from: string;
  fromColumns: string[];
  to: string;
  toColumns: string[];
}

/**
 * How rows of `source` reach rows of `target`: target.targetColumns[i] = source.sourceColumns[i].
 * To-one relationships embed an object, one-to-many an array.
 */
export interface Relationship {
  cardinality: 'many-to-one' | 'one-to-one' | 'one-to-many';
  /** A computed relationship: the function that takes a source row and returns the target's rows. */
  function?: string;
  /**
   * A many-to-many relationship through a junction table with foreign keys to both sides: junction.sourceColumns
   * reference source.sourceColumns and junction.targetColumns reference target.targetColumns.
   */
  junction?: { table: string; sourceColumns: string[]; targetColumns: string[] };
  constraint: string;
  source: string;
  target: string;
  sourceColumns: string[];
  targetColumns: string[];
}

export interface RoutineParam {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface Routine {
  /** The exposed schema it belongs to. */
  schema: string;
  name: string;
  /** Input parameters in order; unnamed ones have the name ''. */
  params: RoutineParam[];
  volatility: 'immutable' | 'stable' | 'volatile';
  returnsSet: boolean;
  returnsVoid: boolean;
  returnType: string;
  /** Columns of a composite result (a table's row type or OUT/TABLE parameters); undefined for scalars. */
  returnColumns: ReadonlyMap<string, Column> | undefined;
  /** The public table or view whose row type the function returns, which makes embedding possible. */
  returnRelation: string | undefined;
  variadic: boolean;
  /**
   * The table or view whose row type is the function's one parameter: such a function is a computed field of
   * that relation (a scalar result) or a computed relationship (a table's rows).
   */
  rowArgument: string | undefined;
  /** The planner's row estimate: a set-returning function declared ROWS 1 embeds one object, not an array. */
  estimatedRows: number;
}

export interface SchemaSnapshot {
  /** The PostgreSQL schema this snapshot describes. */
  name: string;
  relations: ReadonlyMap<string, Relation>;
  foreignKeys: readonly ForeignKey[];
  routines: ReadonlyMap<string, readonly Routine[]>;
}

export function relationOf(schema: SchemaSnapshot, name: string): Relation {
  const relation = schema.relations.get(name);
  if (!relation) throw tableNotFound(name);
  return relation;
}

/**
 * The exposed schemas as last read from the database, each read on first use; call reload() after a migration
 * changes tables or functions.
 */
export class SchemaCache {
  private readonly current = new Map<string, Promise<SchemaSnapshot>>();

  constructor(private readonly database: Queryable) {}

  get(schema: string = DEFAULT_EXPOSED_SCHEMAS[0]!): Promise<SchemaSnapshot> {
    let snapshot = this.current.get(schema);
    if (!snapshot) {
      const loading = introspect(this.database, schema);
      loading.catch(() => {
        if (this.current.get(schema) === loading) this.current.delete(schema);
      });
      this.current.set(schema, loading);
      snapshot = loading;
    }
    return snapshot;
  }

  reload(schema?: string): Promise<SchemaSnapshot> {
    this.current.clear();
    return this.get(schema);
  }
}
