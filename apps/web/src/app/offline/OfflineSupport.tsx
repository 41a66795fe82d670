import { AppNotices } from '@quizcoop/ui';
import type { ReactNode } from 'react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ServiceWorkerUpdates } from './serviceWorkerUpdates';
import { SERVICE_WORKER_URL } from './serviceWorkerScript';
import { registerServiceWorker } from './serviceWorkerUpdates';

function subscribeToConnection(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const noUpdates = () => () => undefined;

/**
 * Registers the service worker that keeps the app working offline (in the built app only: under the dev server
 * it would keep serving stale code), and says when the network is gone or a new version is ready, beside any
 * subscription notice handed in.
 */
export function OfflineSupport({ subscriptionNotice }: { subscriptionNotice?: ReactNode }) {
  const offline = useSyncExternalStore(
    subscribeToConnection,
    () => !navigator.onLine,
    () => false,
  );
  const [updates, setUpdates] = useState<ServiceWorkerUpdates | null>(null);
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return undefined;
    let current = true;
    registerServiceWorker(navigator.serviceWorker, {
      scriptUrl: SERVICE_WORKER_URL,
      reload: () => window.location.reload(),
    }).then(
      (registered) => {
        if (current) setUpdates(registered);
      },
      (error: unknown) => console.error('The app could not be made available offline:', error),
    );
    return () => {
      current = false;
    };
  }, []);
  const updateReady = useSyncExternalStore(
    updates?.subscribe ?? noUpdates,
    () => updates?.updateReady() ?? false,
    () => false,
  );
  return (
    <AppNotices
      offline={offline}
      updateReady={updateReady}
      onReload={() => updates?.applyUpdate()}
      subscriptionNotice={subscriptionNotice}
    />
  );
}
