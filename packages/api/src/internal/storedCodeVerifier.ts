import type { BackendClient } from './client';
import { authStorageOfClient } from './client';

/** The PKCE verifier of the newest emailed flow this browser started, kept where auth-js keeps it. */
export interface StoredCodeVerifier {
  read: () => Promise<string | undefined>;
  forget: () => Promise<void>;
}

/** RFC 7636's verifier: a recovery flow's, which auth-js stores with a suffix, does not read as one. */
const PKCE_VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

/**
 * The verifier of the client's newest emailed flow, such as its sign-up: sent beside a code typed in this
 * browser, it shows the server the code is typed where the sign-up was made.
 */
export function storedCodeVerifier(client: BackendClient): StoredCodeVerifier {
  const { storage, storageKey } = authStorageOfClient(client);
  // auth-js's own key and format: the verifier as a JSON string beside the session.
  const key = `${storageKey}-code-verifier`;
  return {
    async read() {
      const stored = await storage?.getItem(key);
      if (!stored) return undefined;
      try {
        const verifier: unknown = JSON.parse(stored);
        return typeof verifier === 'string' && PKCE_VERIFIER.test(verifier) ? verifier : undefined;
      } catch {
        return undefined;
      }
    },
    async forget() {
      await storage?.removeItem(key);
    },
  };
}
