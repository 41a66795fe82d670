import { SERVICE_WORKER_SCOPE } from './serviceWorkerScript';

/** The message the service worker takes as leave to replace the running version. */
export const ACTIVATE_UPDATE_MESSAGE = 'activate-update';

/**
 * How long the page waits for the new version to take over before it reloads all the same. The browser switches
 * versions once the running one has stopped, normally within a fraction of a second. But when the page fetches
 * through the running version just as it stops (on the game page, the press on Reload starts the sounds loading),
 * Chromium starts it again and forgets that it was to make way: the new version then waits until the old one has
 * sat idle for half a minute, or for five minutes while DevTools is attached to it. A navigation makes the
 * browser try the switch again, so the reload goes ahead and gives the new version its chance to take over.
 */
export const HANDOVER_TIMEOUT_MS = 3000;

export interface ServiceWorkerUpdates {
  /** A new version is installed and waits for the page to let it take over. */
  updateReady: () => boolean;
  /** Calls the listener whenever updateReady changes; returns a function that stops it. */
  subscribe: (listener: () => void) => () => void;
  /** Lets the waiting version take over, then reloads the page into it. */
  applyUpdate: () => void;
}

interface Options {
  scriptUrl: string;
  reload: () => void;
}

/**
 * Registers the service worker and follows its updates. A new version never takes over by itself, since the
 * page that is open may be a game in progress: it waits until the teacher chooses to reload, or until every
 * tab of the app is closed, as browsers do by default.
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer,
  { scriptUrl, reload }: Options,
): Promise<ServiceWorkerUpdates> {
  const listeners = new Set<() => void>();
  let waiting: ServiceWorker | null = null;
  const setWaiting = (worker: ServiceWorker | null) => {
    waiting = worker;
    listeners.forEach((listener) => listener());
  };

  const registration = await container.register(scriptUrl, { scope: SERVICE_WORKER_SCOPE });
  // Without a controller this is the first version: it takes over at once and is no update.
  const isUpdate = () => container.controller !== null;
  if (registration.waiting && isUpdate()) setWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && isUpdate()) setWaiting(installing);
    });
  });

  return {
    updateReady: () => waiting !== null,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    applyUpdate: () => {
      // The registration's own waiting worker is the newest: another check may have replaced the one seen.
      const next = registration.waiting ?? waiting;
      if (!next) return;
      let switched = false;
      const reloadIntoNewVersion = () => {
        if (switched) return;
        switched = true;
        reload();
      };
      // The page changes hands when the new version activates; either sign of it reloads, whichever comes first.
      container.addEventListener('controllerchange', reloadIntoNewVersion, { once: true });
      next.addEventListener('statechange', () => {
        if (next.state === 'activated') reloadIntoNewVersion();
      });
      // A switch that does not come in time gets a reload all the same. That reload may still be under way when
      // the switch does come (Chromium can hold it, with DevTools attached, when it stops the old version in the
      // middle of answering it), so the switch still reloads again, into the new version.
      setTimeout(() => {
        if (!switched) reload();
      }, HANDOVER_TIMEOUT_MS);
      next.postMessage(ACTIVATE_UPDATE_MESSAGE);
    },
  };
}
