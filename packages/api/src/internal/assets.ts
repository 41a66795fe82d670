import type { BackendClient } from './client';
import type { BackendConfig } from './config';

const LOGO_BUCKET = 'assets';
const LOGO_PATH = 'logo.png';

/** The logo lives in the public assets bucket, so any page may show it without signing a URL. */
export function logoUrl(client: BackendClient): string {
  return publicLogoUrl(client);
}

/**
 * The same address as `logoUrl`, worked out from the configuration alone: a page can show the logo in its
 * first paint, before the backend client's code has arrived, and without the storage client's code.
 */
export function publicLogoUrl(config: Pick<BackendConfig, 'supabaseUrl'>): string {
  const base = `${config.supabaseUrl.replace(/\/+$/, '')}/`;
  return new URL(`storage/v1/object/public/${LOGO_BUCKET}/${LOGO_PATH}`, base).href;
}
