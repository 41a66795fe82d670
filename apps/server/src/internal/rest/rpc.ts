import { ApiError } from './errors';
import type { Source } from './read';
import type { Routine, SchemaSnapshot } from './schema';
import type { Params } from './sql';
import { ident, qualified } from './sql';

export interface RpcCall {
  routine: Routine;
  /** Arguments by name, or the whole body for a function of one unnamed json/jsonb parameter. */
  args: Record<string, unknown>;
  singleJsonArgument: boolean;
}

function noFunction(
  schema: string,
  name: string,
  keys: string[],
  routines: readonly Routine[] | undefined,
): ApiError {
  const list = keys.join(', ');
  const params = keys.length === 0 ? ' without parameters' : `(${list})`;
  const searched =
    keys.length === 0 ? ' without parameters' : ` with parameter${keys.length > 1 ? 's' : ''} ${list}`;
  // Overloads with unnamed parameters cannot be called by name, so they make no suggestion.
  const overloads = routines
    ?.filter((routine) => routine.params.every((param) => param.name !== ''))
    .map((routine) => `${name}(${routine.params.map((param) => param.name).join(', ')})`);
  return new ApiError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name}${params} in the schema cache`,
    `Searched for the function ${schema}.${name}${searched} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    overloads?.length ? `Perhaps you meant to call the function ${schema}.${overloads[0]}` : null,
  );
}

/** Picks the function `/rpc/<name>` means for these argument names, as PostgREST does. */
export function resolveCall(schema: SchemaSnapshot, name: string, args: Record<string, unknown>): RpcCall {
  const routines = schema.routines.get(name);
  const keys = Object.keys(args);
  const matching = (routines ?? []).filter(
    (routine) =>
      routine.params.every((param) => param.name !== '') &&
      keys.every((key) => routine.params.some((param) => param.name === key)) &&
      routine.params.every((param) => param.hasDefault || keys.includes(param.name)),
  );
  if (matching.length > 1) {
    const exact = matching.filter((routine) => routine.params.length === keys.length);
    if (exact.length === 1) return { routine: exact[0]!, args, singleJsonArgument: false };
    throw new ApiError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${matching
        .map(
          (routine) =>
            `${schema.name}.${name}(${routine.params.map((param) => `${param.name} => ${param.type}`).join(', ')})`,
        )
        .join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  if (matching.length === 1) return { routine: matching[0]!, args, singleJsonArgument: false };
  const single = (routines ?? []).find(
    (routine) =>
      routine.params.length === 1 &&
      routine.params[0]!.name === '' &&
      (routine.params[0]!.type === 'json' || routine.params[0]!.type === 'jsonb'),
  );
  if (single) return { routine: single, args, singleJsonArgument: true };
  throw noFunction(schema.name, name, keys, routines);
}

/** The function call as SQL, with its arguments converted from JSON by PostgreSQL (json_to_record). */
export function callSql(call: RpcCall, params: Params): { from: string; invocation: string } {
  const { routine } = call;
  const fn = qualified(routine.schema, routine.name);
  if (call.singleJsonArgument) {
    return {
      from: '',
      invocation: `${fn}(${params.add(JSON.stringify(call.args))}::${routine.params[0]!.type})`,
    };
  }
  const given = routine.params.filter((param) => param.name in call.args);
  if (given.length === 0) return { from: '', invocation: `${fn}()` };
  const definitions = given.map((param) => `${ident(param.name)} ${param.type}`);
  const from = `json_to_record(${params.add(JSON.stringify(call.args))}::json) as pgrst_args(${definitions.join(', ')})`;
  const named = given.map((param, position) => {
    const variadic = routine.variadic && position === routine.params.length - 1 ? 'variadic ' : '';
    return `${variadic}${ident(param.name)} := pgrst_args.${ident(param.name)}`;
  });
  return { from, invocation: `${fn}(${named.join(', ')})` };
}

/** A function with a composite result reads like a table: select, filters, order, embedding. */
export function routineSource(routine: Routine): Source | undefined {
  if (!routine.returnColumns) return undefined;
  return {
    schema: routine.schema,
    name: routine.name,
    columns: routine.returnColumns,
    relation: routine.returnRelation,
  };
}
