import type { FunctionStorage } from './context.ts';

/**
 * Uploaded files through Supabase's Storage API as the service role: the API deletes an object's file as well
 * as its storage.objects row, where deleting the row in SQL would leave the file behind (and hosted Supabase
 * refuses that delete).
 */
export function storageApi(supabaseUrl: string, serviceRoleKey: string): FunctionStorage {
  return {
    async removeObjects(bucket, names) {
      if (names.length === 0) return;
      const response = await fetch(`${supabaseUrl}/storage/v1/object/${encodeURIComponent(bucket)}`, {
        method: 'DELETE',
        headers: {
          apikey: serviceRoleKey,
          authorization: `Bearer ${serviceRoleKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ prefixes: names }),
      });
      if (!response.ok) throw new Error(`Storage answered ${response.status}: ${await response.text()}`);
    },
  };
}
