import type { RuntimeConfig } from '@quizcoop/contract';
import { RUNTIME_CONFIG_ELEMENT_ID, RUNTIME_CONFIG_PATH } from '@quizcoop/contract';

/**
 * Where the browser finds its backend: written into the page by the embedded server, from its /config.json, or
 * from hosted Supabase's values at build time.
 */
export type BackendConfig = RuntimeConfig;

export class BackendConfigError extends Error {
  override name = 'BackendConfigError';
}

/** Validates a backend configuration, naming the field that is wrong so a misconfigured deployment says why. */
export function parseBackendConfig(value: unknown): BackendConfig {
  if (typeof value !== 'object' || value === null) {
    throw new BackendConfigError(
      'The backend configuration must be an object with supabaseUrl and supabaseAnonKey.',
    );
  }
  const { supabaseUrl, supabaseAnonKey } = value as Record<string, unknown>;
  if (typeof supabaseUrl !== 'string' || !URL.canParse(supabaseUrl)) {
    throw new BackendConfigError('supabaseUrl must be an absolute URL, such as http://localhost:3000.');
  }
  const protocol = new URL(supabaseUrl).protocol;
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new BackendConfigError('supabaseUrl must use http or https.');
  }
  if (typeof supabaseAnonKey !== 'string' || supabaseAnonKey.split('.').length !== 3) {
    throw new BackendConfigError('supabaseAnonKey must be the anon key, a JSON Web Token.');
  }
  return { supabaseUrl: supabaseUrl.replace(/\/+$/, ''), supabaseAnonKey };
}

export interface BuildTimeBackendConfig {
  supabaseUrl?: string | undefined;
  supabaseAnonKey?: string | undefined;
}

/** The part of a document the configuration is read from. */
export interface ConfigPage {
  getElementById(id: string): { textContent: string | null } | null;
}

/**
 * The backend configuration as far as it is known without a request: the block the embedded server wrote into
 * the page, else values baked in at build time; null when there is neither (the Vite dev server), and the
 * caller falls back to `resolveBackendConfig`.
 */
export function readBackendConfig(page: ConfigPage, buildTime: BuildTimeBackendConfig): BackendConfig | null {
  const text = page.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (text) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (cause) {
      throw new BackendConfigError('The backend configuration in the page is not valid JSON.', { cause });
    }
    return parseBackendConfig(value);
  }
  if (buildTime.supabaseUrl || buildTime.supabaseAnonKey) return parseBackendConfig(buildTime);
  return null;
}

/**
 * Finds the backend: values baked in at build time (hosted Supabase) win; otherwise the embedded server that
 * served the page says where it is in its /config.json.
 */
export async function resolveBackendConfig(
  buildTime: BuildTimeBackendConfig,
  origin: string,
  fetchImpl: typeof fetch = fetch,
): Promise<BackendConfig> {
  if (buildTime.supabaseUrl || buildTime.supabaseAnonKey) return parseBackendConfig(buildTime);
  const url = new URL(RUNTIME_CONFIG_PATH, origin);
  let response: Response;
  try {
    response = await fetchImpl(url);
  } catch (cause) {
    throw new BackendConfigError(`The backend configuration could not be fetched from ${url.href}.`, {
      cause,
    });
  }
  if (!response.ok) {
    throw new BackendConfigError(`The backend configuration at ${url.href} answered ${response.status}.`);
  }
  return parseBackendConfig(await response.json());
}
