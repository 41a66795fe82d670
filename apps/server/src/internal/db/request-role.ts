import type { Queryable } from './database';

export type RequestRole = 'anon' | 'authenticated' | 'service_role';

/**
 * Becomes the caller inside the current transaction, exactly as PostgREST does: the role from the verified
 * JWT and its claims, local to the transaction, so row-level security decides what the statement may touch.
 */
export async function actAs(
  tx: Queryable,
  role: RequestRole,
  claims: Record<string, unknown>,
): Promise<void> {
  await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
    role,
    JSON.stringify(claims),
  ]);
}
