const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Passwords never travel in the clear: the auth screen over plain http moves to https, except on this machine, where a teacher trying
 * Quiz Coop out has no certificate. Answers the https address, or null to stay.
 */
export function httpsRedirectTarget(
  location: Pick<Location, 'protocol' | 'hostname' | 'href'>,
): string | null {
  if (location.protocol !== 'http:' || LOOPBACK_HOSTS.has(location.hostname)) return null;
  return `https:${location.href.slice('http:'.length)}`;
}
