import type { BackendClient } from './client';
import { invokeFunction } from './functions';

/** Everything Quiz Coop keeps about the signed-in person, as the export-account-data function answers it. */
export type AccountDataExport = Record<string, unknown> & { exported_at: string };

export function exportAccountData(client: BackendClient): Promise<AccountDataExport> {
  return invokeFunction<AccountDataExport>(client, 'export-account-data');
}

/**
 * Deletes the signed-in person's account, their rows and their uploaded pictures, then ends the session here
 * (the server has already ended it; this clears what the browser kept).
 */
export async function deleteAccount(client: BackendClient): Promise<void> {
  const auth = await client.auth();
  await invokeFunction(client, 'delete-account', { confirm: 'DELETE' });
  await auth.signOut({ scope: 'local' });
}
