/**
 * How the web app names what it keeps of a person in the browser, so that the browser tests and the benches
 * that look for those entries read the same names. Each entry's key names its owner, and the browser records
 * whose entries it holds.
 */

/** Where the browser records whose personal entries it holds: a user id, or the signed-out visitor. */
export const BROWSER_OWNER_KEY = 'quizcoop.browserOwner';

/** The owner of what a signed-out visitor keeps. */
export const SIGNED_OUT_OWNER = 'signed-out';

/** What every personal entry's key begins with. */
export const PERSONAL_ENTRY_PREFIX = 'quizcoop.person:';

/** The key of the entry `name` kept for `owner`. */
export function personalEntryKey(owner: string, name: string): string {
  return `${PERSONAL_ENTRY_PREFIX}${owner}:${name}`;
}
