import { RUNTIME_CONFIG_ELEMENT_ID } from '@quizcoop/contract';
import { COOKIE_CHOICE_STORED_ATTRIBUTE, NOT_A_TESTING_HOST_ATTRIBUTE } from '@quizcoop/ui';
import { COOKIE_CONSENT_KEY } from '../app/cookies';
import { LOCAL_HOSTS } from '../game/educatorTesting';
import { SESSION_STORED_ATTRIBUTE, SIGNED_OUT_ONLY_ATTRIBUTE } from '../islands/markers';

/**
 * When a complete cookie choice is stored (as readCookieConsent accepts it), marks the document so the cookie
 * banner drawn into the page stays hidden.
 */
export const MARK_STORED_COOKIE_CHOICE_SCRIPT = `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(
  COOKIE_CONSENT_KEY,
)})||"null");if(c&&typeof c==="object"&&typeof c.analytics==="boolean"&&typeof c.preferences==="boolean"&&typeof c.marketing==="boolean")document.documentElement.setAttribute(${JSON.stringify(
  COOKIE_CHOICE_STORED_ATTRIBUTE,
)},"")}catch(e){}`;

/**
 * On a host that is no testing copy (as isEducatorTestingHost decides), marks the document so the
 * educator-testing banner drawn into the page stays hidden.
 */
export const MARK_NOT_A_TESTING_HOST_SCRIPT = `(function(h){h=h.toLowerCase();if(!(${JSON.stringify(
  LOCAL_HOSTS,
)}.indexOf(h)>=0||/^(deploy-)?preview[.-]/.test(h)))document.documentElement.setAttribute(${JSON.stringify(
  NOT_A_TESTING_HOST_ATTRIBUTE,
)},"")})(location.hostname)`;

/**
 * When a session is stored under the backend's key (supabase-js's `sb-<first label of the backend's host>-auth-token`,
 * the backend named by the page's configuration block), marks the document: a static page then hides its
 * 'Sign in' link from the first frame, and shows the account menu once its code has come.
 */
export const MARK_STORED_SESSION_SCRIPT = `try{var u=new URL(JSON.parse(document.getElementById(${JSON.stringify(
  RUNTIME_CONFIG_ELEMENT_ID,
)}).textContent).supabaseUrl);if(localStorage.getItem("sb-"+u.hostname.split(".")[0]+"-auth-token"))document.documentElement.setAttribute(${JSON.stringify(
  SESSION_STORED_ATTRIBUTE,
)},"")}catch(e){}`;

/** The head's style: what only a signed-out visitor sees is hidden from the first frame when a session is stored. */
export const HEAD_STYLE = `html[${SESSION_STORED_ATTRIBUTE}] [${SIGNED_OUT_ONLY_ATTRIBUTE}]{display:none}`;

/**
 * Runs in each prerendered page's head before the page is drawn, with what only the browser knows: whether
 * the visitor has already made a cookie choice, whether this host is a testing copy (the page is drawn
 * with both banners, and the script hides those that do not belong) and whether a session is stored.
 */
export const HEAD_SCRIPT = `${MARK_STORED_COOKIE_CHOICE_SCRIPT};${MARK_NOT_A_TESTING_HOST_SCRIPT};${MARK_STORED_SESSION_SCRIPT}`;
