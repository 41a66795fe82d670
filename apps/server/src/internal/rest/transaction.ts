import type { RestLimits } from '../config-limits';
import type { Database, Transaction } from '../db/database';
import { callerSettings } from '../db/request-role';
import type { TransactionSettings } from '../db/settings';
import { ApiError } from './errors';
import type { Preferences } from './headers';
import { checkedResult } from './limits';
import type { RestRequest } from './rest-request';
import type { Params } from './sql';
import type { SizedResult, StatementResult } from './statement';

/**
 * Runs a request's work in one transaction as the caller's role, under the request's statement timeout, so
 * row-level security decides what it sees and changes; `tx=rollback` and `max-affected` end it in a rollback.
 */
export function runStatement(
  database: Database,
  request: RestRequest,
  readOnly: boolean,
  work: (tx: Transaction) => Promise<StatementResult>,
  options: { limitsAffected?: boolean } = {},
): Promise<StatementResult> {
  const { prefer } = request;
  const settings = requestSettings(request);
  return database
    .transaction(
      async (tx) => {
        const result = await work(tx);
        if (options.limitsAffected) checkAffected(prefer, result.page);
        // Throwing is how a transaction ends in a rollback; the answer travels out with it.
        if (prefer.rollback) throw new RolledBack(result);
        return result;
      },
      { readOnly, settings },
    )
    .catch((error: unknown) => {
      if (error instanceof RolledBack) return error.result;
      throw error;
    });
}

/** The caller's role and claims, and the request's statement timeout. */
function requestSettings({ caller, limits }: RestRequest): TransactionSettings {
  return callerSettings(caller.role, caller.claims, {
    statement_timeout: String(limits.statementTimeoutMs),
    // A request can make a statement look costly enough for PostgreSQL to compile it first, which takes far
    // longer than running any statement the limits allow.
    jit: 'off',
  });
}

/**
 * A read that is one statement, in a read-only transaction of its own as the caller's role, sent in one round
 * trip where the database allows. A read-only transaction changes nothing, so `tx=rollback` asks nothing more.
 */
export async function runRead(
  database: Database,
  request: RestRequest,
  sql: string,
  params: Params,
  options: { limitsAffected?: boolean } = {},
): Promise<StatementResult> {
  const { rows } = await database.readOnce<SizedResult>(sql, params.values, requestSettings(request));
  const result = checkedResult(rows[0]!, request.limits);
  if (options.limitsAffected) checkAffected(request.prefer, result.page);
  return result;
}

function checkAffected(prefer: Preferences, rows: number): void {
  if (prefer.maxAffected !== undefined && rows > prefer.maxAffected) {
    throw new ApiError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${rows} rows`,
    );
  }
}

/** Carries a `tx=rollback` request's answer out of the transaction it rolls back. */
class RolledBack {
  constructor(readonly result: StatementResult) {}
}

/**
 * Runs a statement for its one result row. Reads and function calls come back in the same few shapes, so their
 * plans are kept; a write's shape follows its body's rows and columns, and is planned each time.
 */
export async function one(
  tx: Transaction,
  sql: string,
  params: Params,
  limits: RestLimits,
  { reused }: { reused: boolean },
): Promise<StatementResult> {
  const { rows } = reused
    ? await tx.prepared<SizedResult>(sql, params.values)
    : await tx.query<SizedResult>(sql, params.values);
  return checkedResult(rows[0]!, limits);
}
