import type { Queryable } from './db/database';

/**
 * Writes the configured admin identity (QUIZCOOP_ADMIN_EMAIL) into the database's private settings, through
 * the function the migrations provide for it; unset clears it, so the configuration stays the one source.
 * Returns false when the database has no such function yet (a schema without the access migration).
 */
export async function recordAdminIdentity(
  database: Queryable,
  adminEmail: string | undefined,
): Promise<boolean> {
  const { rows } = await database.query<{ present: boolean }>(
    `select to_regprocedure('private.set_admin_identity(text)') is not null as present`,
  );
  if (!rows[0]?.present) return false;
  await database.query('select private.set_admin_identity($1)', [adminEmail ?? '']);
  return true;
}
