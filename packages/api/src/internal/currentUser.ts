import type { BackendClient } from './client';

/** The signed-in user's id from the stored session (no request), or null for a visitor. */
export async function currentUserId(client: BackendClient): Promise<string | null> {
  if (!client.mayHaveSession()) return null;
  const { data } = await (await client.auth()).getSession();
  return data.session?.user.id ?? null;
}
