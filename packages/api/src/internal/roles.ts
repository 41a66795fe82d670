import type { BackendClient } from './client';

/**
 * An admin has an admin row in user_roles and is the one configured admin identity. The database
 * checks both (private.is_admin), so the answer cannot be forged in the browser.
 */
export async function isAdmin(client: BackendClient): Promise<boolean> {
  const { data, error } = await client.rpc('current_user_is_admin');
  if (error) throw new Error(`The admin check failed: ${error.message}`, { cause: error });
  return data === true;
}
