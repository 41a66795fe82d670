/** The built app's service worker, beside its pages, and the pages it serves: all of the site. */
export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';
