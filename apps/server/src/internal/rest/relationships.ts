import { ApiError } from './errors';
import type { Relation, Relationship, SchemaSnapshot } from './schema';

function sameColumns(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((column) => b.includes(column));
}

function isUnique(relation: Relation | undefined, columns: readonly string[]): boolean {
  return relation?.uniqueKeys.some((key) => sameColumns(key, columns)) ?? false;
}

/** Every relationship from `source` through one foreign key, in either direction. */
function relationshipsOf(schema: SchemaSnapshot, source: string): Relationship[] {
  const found: Relationship[] = [];
  for (const key of schema.foreignKeys) {
    if (key.from === source) {
      found.push({
        cardinality: isUnique(schema.relations.get(key.from), key.fromColumns) ? 'one-to-one' : 'many-to-one',
        constraint: key.name,
        source,
        target: key.to,
        sourceColumns: key.fromColumns,
        targetColumns: key.toColumns,
      });
    }
    if (key.to === source) {
      found.push({
        cardinality: isUnique(schema.relations.get(key.from), key.fromColumns) ? 'one-to-one' : 'one-to-many',
        constraint: key.name,
        source,
        target: key.from,
        sourceColumns: key.toColumns,
        targetColumns: key.fromColumns,
      });
    }
  }
  return found;
}

function describe(relationship: Relationship): Record<string, string> {
  // PostgREST names the embedding side first, whichever side holds the foreign key.
  const { source, target, sourceColumns, targetColumns } = relationship;
  return {
    cardinality: relationship.cardinality,
    embedding: `${source} with ${target}`,
    relationship: `${relationship.constraint} using ${source}(${sourceColumns.join(', ')}) and ${target}(${targetColumns.join(', ')})`,
  };
}

/**
 * The one relationship `select=…,name!hint(…)` means from `source`: `name` is a table or view, a foreign key
 * column of `source`, or a constraint name; the hint (a constraint or a column of either side) picks
 * among several. None is PGRST200, several PGRST201, as PostgREST answers.
 */
/** Many-to-many relationships from `source` to `target`: tables with a foreign key to each of them. */
function junctionsBetween(schema: SchemaSnapshot, source: string, target: string): Relationship[] {
  const found: Relationship[] = [];
  for (const toSource of schema.foreignKeys) {
    if (toSource.to !== source || toSource.from === source || toSource.from === target) continue;
    for (const toTarget of schema.foreignKeys) {
      if (toTarget.from !== toSource.from || toTarget.to !== target || toTarget === toSource) continue;
      found.push({
        cardinality: 'one-to-many',
        constraint: `${toSource.name}, ${toTarget.name}`,
        source,
        target,
        sourceColumns: toSource.toColumns,
        targetColumns: toTarget.toColumns,
        junction: {
          table: toSource.from,
          sourceColumns: toSource.fromColumns,
          targetColumns: toTarget.fromColumns,
        },
      });
    }
  }
  return found;
}

export function findRelationship(
  schema: SchemaSnapshot,
  source: string,
  name: string,
  hint: string | undefined,
): Relationship {
  const all = relationshipsOf(schema, source);
  let candidates = all.filter((relationship) => relationship.target === name);
  // A table embedding itself by name means its children, as PostgREST reads it; the parent needs the column.
  if (name === source && hint === undefined && candidates.length === 2) {
    const [first, second] = candidates;
    if (first!.constraint === second!.constraint) {
      candidates = candidates.filter((relationship) => relationship.cardinality === 'one-to-many');
    }
  }
  if (candidates.length === 0 && schema.relations.has(name)) {
    candidates = junctionsBetween(schema, source, name);
    if (hint !== undefined) {
      candidates = candidates.filter((relationship) => relationship.junction!.table === hint);
      if (candidates.length === 1) return candidates[0]!;
    }
  }
  if (candidates.length === 0) {
    candidates = all.filter(
      (relationship) =>
        relationship.constraint === name ||
        (relationship.cardinality !== 'one-to-many' &&
          relationship.sourceColumns.length === 1 &&
          relationship.sourceColumns[0] === name),
    );
    // A key named by its column or constraint means its own table, not the views that inherit it.
    const direct = candidates.filter(
      (relationship) => schema.relations.get(relationship.target)?.kind === 'table',
    );
    if (direct.length > 0) candidates = direct;
  }
  if (hint !== undefined) {
    candidates = candidates.filter(
      (relationship) =>
        relationship.constraint === hint ||
        relationship.sourceColumns.includes(hint) ||
        relationship.targetColumns.includes(hint),
    );
  }
  if (candidates.length === 1) return candidates[0]!;
  if (candidates.length === 0) {
    throw new ApiError(
      400,
      'PGRST200',
      `Could not find a relationship between '${source}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${source}' and '${name}'${
        hint === undefined ? '' : ` using the hint '${hint}'`
      } in the schema '${schema.name}', but no matches were found.`,
    );
  }
  throw new ApiError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${source}' and '${name}'`,
    candidates.map(describe),
    `Try changing '${name}' to one of the following: ${candidates
      .map((relationship) => `'${name}!${relationship.constraint}'`)
      .join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}

/**
 * The function `name` taking a row of `source` and returning rows of a table or view, as PostgREST embeds
 * computed relationships; undefined when there is none.
 */
export function computedRelationship(
  schema: SchemaSnapshot,
  source: string,
  name: string,
): Relationship | undefined {
  const routine = schema.routines
    .get(name)
    ?.find((candidate) => candidate.rowArgument === source && candidate.returnRelation !== undefined);
  if (!routine) return undefined;
  const toMany = routine.returnsSet && routine.estimatedRows !== 1;
  return {
    cardinality: toMany ? 'one-to-many' : 'many-to-one',
    function: routine.name,
    constraint: routine.name,
    source,
    target: routine.returnRelation!,
    sourceColumns: [],
    targetColumns: [],
  };
}

/** The scalar functions taking a row of `relation`: its computed fields, by name, with their result types. */
export function computedFieldsOf(schema: SchemaSnapshot, relation: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const [name, routines] of schema.routines) {
    const routine = routines.find(
      (candidate) =>
        candidate.rowArgument === relation && !candidate.returnsSet && candidate.returnColumns === undefined,
    );
    if (routine) fields.set(name, routine.returnType);
  }
  return fields;
}
