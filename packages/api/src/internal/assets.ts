import type { BackendClient } from './client';

/** Spec §7: the logo lives in the public assets bucket. */
export function logoUrl(client: BackendClient): string {
  return client.storage.from('assets').getPublicUrl('logo.png').data.publicUrl;
}
