import type { Queryable } from './database';

export type RequestRole = 'anon' | 'authenticated' | 'service_role';

/**
 * Becomes the caller inside the current transaction, exactly as PostgREST does: the role from the verified
 * JWT and its claims, local to the transaction, so row-level security decides what the statement may touch.
 * A statement timeout, when given, holds for the rest of the transaction.
 */
export async function actAs(
  tx: Queryable,
  role: RequestRole,
  claims: Record<string, unknown>,
  statementTimeoutMs?: number,
): Promise<void> {
  const settings = [role, JSON.stringify(claims)];
  let sql = `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`;
  if (statementTimeoutMs !== undefined) {
    sql += `, set_config('statement_timeout', $3, true)`;
    settings.push(String(statementTimeoutMs));
  }
  await tx.query(sql, settings);
}
