import type { Queryable } from './database';
import type { TransactionSettings } from './settings';
import { settingsStatement } from './settings';

export type RequestRole = 'anon' | 'authenticated' | 'service_role';

/**
 * The settings that make a transaction act as the caller, exactly as PostgREST does: the role from the verified
 * JWT and its claims, so row-level security decides what the statement may touch. Further settings, when
 * given, hold for the rest of the transaction too.
 */
export function callerSettings(
  role: RequestRole,
  claims: Record<string, unknown>,
  settings: TransactionSettings = {},
): TransactionSettings {
  return { ...settings, role, 'request.jwt.claims': JSON.stringify(claims) };
}

/** Becomes the caller inside the current transaction, its settings local to that transaction. */
export async function actAs(
  tx: Queryable,
  role: RequestRole,
  claims: Record<string, unknown>,
  settings: TransactionSettings = {},
): Promise<void> {
  const statement = settingsStatement(callerSettings(role, claims, settings));
  await tx.query(statement.sql, statement.params);
}
