import { NOT_A_TESTING_HOST_ATTRIBUTE } from '@quizcoop/ui';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * Spec §2: the educator-testing banner shows on the teacher's own machine and on preview deployments, whose
 * hosts are named `preview…` or `deploy-preview-…` by the hosting services we deploy to.
 */
export function isEducatorTestingHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return LOCAL_HOSTS.has(host) || /^(deploy-)?preview[.-]/.test(host);
}

/**
 * A script for a prerendered page's head, run before the page is drawn: on a host that is no testing copy (as
 * isEducatorTestingHost decides) it marks the document, so the banner drawn into the page stays hidden.
 */
export const MARK_NOT_A_TESTING_HOST_SCRIPT = `(function(h){h=h.toLowerCase();if(!(${JSON.stringify([
  ...LOCAL_HOSTS,
])}.indexOf(h)>=0||/^(deploy-)?preview[.-]/.test(h)))document.documentElement.setAttribute(${JSON.stringify(
  NOT_A_TESTING_HOST_ATTRIBUTE,
)},"")})(location.hostname)`;
