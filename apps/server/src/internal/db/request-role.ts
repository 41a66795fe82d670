import type { Queryable } from './database';

export type RequestRole = 'anon' | 'authenticated' | 'service_role';

/**
 * Becomes the caller inside the current transaction, exactly as PostgREST does: the role from the verified
 * JWT and its claims, local to the transaction, so row-level security decides what the statement may touch.
 * Further settings, when given, hold for the rest of the transaction too.
 */
export async function actAs(
  tx: Queryable,
  role: RequestRole,
  claims: Record<string, unknown>,
  settings: Readonly<Record<string, string>> = {},
): Promise<void> {
  const values = [role, JSON.stringify(claims)];
  const assignments = [`set_config('role', $1, true)`, `set_config('request.jwt.claims', $2, true)`];
  for (const [name, value] of Object.entries(settings)) {
    values.push(name, value);
    assignments.push(`set_config($${values.length - 1}, $${values.length}, true)`);
  }
  await tx.query(`select ${assignments.join(', ')}`, values);
}
