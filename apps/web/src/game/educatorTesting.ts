/** The teacher's own machine, by name and by address. */
export const LOCAL_HOSTS: readonly string[] = ['localhost', '127.0.0.1'];

/**
 * The educator-testing banner shows on the teacher's own machine and on preview deployments, whose
 * hosts are named `preview…` or `deploy-preview-…` by the hosting services we deploy to.
 */
export function isEducatorTestingHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return LOCAL_HOSTS.includes(host) || /^(deploy-)?preview[.-]/.test(host);
}
