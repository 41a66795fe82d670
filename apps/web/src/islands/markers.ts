import { INFO_PATHS } from '../routes/info/infoPaths';

// What the static pages and the islands' script agree on. No React here: the islands' script loads none
// until an island needs it.

/**
 * The pages that are mostly text: prerendered as static pages that run none of the app. Only their islands
 * (the header's account area, the newsletter form, the cookie banner and settings, the landing page's Start
 * Playing, the pricing plans) come to life, each with as little code as it needs, when it is needed.
 */
export const STATIC_PAGE_PATHS: readonly string[] = ['/', '/pricing', ...INFO_PATHS];

/** The attribute naming an island of a static page, by which the islands' script finds it. */
export const ISLAND_ATTRIBUTE = 'data-island';

/** The islands of the static pages. */
export const ISLANDS = {
  account: 'account',
  newsletter: 'newsletter',
  cookieBanner: 'cookie-banner',
  cookieSettings: 'cookie-settings',
  startPlaying: 'start-playing',
  pricing: 'pricing',
} as const;

export type IslandName = (typeof ISLANDS)[keyof typeof ISLANDS];

/** `{ 'data-island': name }`, to spread on the element that is the island. */
export function islandAttributes(name: IslandName): { [ISLAND_ATTRIBUTE]: IslandName } {
  return { [ISLAND_ATTRIBUTE]: name };
}

/** On each of the pricing page's 'Upgrade' buttons: the plan it buys. */
export const PLAN_ATTRIBUTE = 'data-plan';

/** Set on the document by the head script when a session is stored in this browser. */
export const SESSION_STORED_ATTRIBUTE = 'data-session-stored';

/** Marks what only a signed-out visitor sees; hidden from the first frame when a session is stored. */
export const SIGNED_OUT_ONLY_ATTRIBUTE = 'data-signed-out-only';
