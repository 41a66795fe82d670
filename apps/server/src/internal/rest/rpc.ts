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

/** Types a function's one unnamed parameter may have to take the whole body, as PostgREST allows. */
const BODY_PARAMETER_TYPES: ReadonlySet<string> = new Set(['json', 'jsonb', 'text']);

function takesWholeBody(routine: Routine): boolean {
  const [only, ...rest] = routine.params;
  return only !== undefined && rest.length === 0 && only.name === '' && BODY_PARAMETER_TYPES.has(only.type);
}

function parameterList(routine: Routine): string {
  return routine.params.map((param) => `${param.name} => ${param.type}`).join(', ');
}

/**
 * Picks the function `/rpc/<name>` means for these argument names, as PostgREST does: one whose parameters are
 * all named and cover the arguments, or one whose single unnamed json, jsonb or text parameter takes the whole
 * body (or its default when there is no body). Other unnamed parameters cannot be called.
 */
export function resolveCall(schema: SchemaSnapshot, name: string, args: Record<string, unknown>): RpcCall {
  const routines = schema.routines.get(name);
  const keys = Object.keys(args);
  const named = (routines ?? []).filter(
    (routine) =>
      routine.params.every((param) => param.name !== '') &&
      keys.every((key) => routine.params.some((param) => param.name === key)) &&
      routine.params.every((param) => param.hasDefault || keys.includes(param.name)),
  );
  const wholeBody = (routines ?? []).filter(
    (routine) => takesWholeBody(routine) && (keys.length > 0 || routine.params[0]!.hasDefault),
  );
  const exactlyNamed = named.filter((routine) => routine.params.length === keys.length);
  if (named.length > 1 && wholeBody.length === 0 && exactlyNamed.length === 1) {
    return { routine: exactlyNamed[0]!, args, singleJsonArgument: false };
  }
  const candidates = [...named, ...wholeBody];
  if (candidates.length > 1) {
    throw new ApiError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${candidates
        .map(parameterList)
        .sort()
        .map((parameters) => `${schema.name}.${name}(${parameters})`)
        .join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  const [routine] = candidates;
  if (routine) return { routine, args, singleJsonArgument: wholeBody.includes(routine) && keys.length > 0 };
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
