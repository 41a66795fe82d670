import type { ComponentType } from 'react';
import { useEffect, useState } from 'react';
import { takeHandedOverNotice } from './handedOverNotice';
import { loadOnce } from './loadOnce';
import { useIsHydrated } from './useIsHydrated';
import { whenSettled } from './whenIdle';

interface ToasterModule {
  /** The Toaster, with the app's notices beside it. */
  Overlay: ComponentType;
  toast: Record<ToastKind, (message: string, options?: ToastOptions) => unknown>;
}

type ToastKind = 'success' | 'info' | 'warning' | 'error';

interface ToastOptions {
  /** Toasts with the same id show once. */
  id?: string;
  /** A second line under the message. */
  description?: string;
  /** How long the toast stays, in milliseconds. */
  duration?: number;
  /** A button on the toast (Undo). */
  action?: { label: string; onClick: () => void };
}

let mountedToasters = 0;
const waitingToasts: ((module: ToasterModule) => void)[] = [];
const toasterListeners = new Set<(module: ToasterModule) => void>();

/** The Toaster's code; once it arrives, the Toaster mounts. */
const toaster = loadOnce<ToasterModule>(() =>
  import('./overlay').then((module) => {
    toasterListeners.forEach((listener) => listener(module));
    return module;
  }),
);

export const loadToaster = toaster.load;

function show(kind: ToastKind, message: string, options?: ToastOptions): void {
  const showIn = (module: ToasterModule) => module.toast[kind](message, options);
  const loaded = toaster.current();
  if (loaded && mountedToasters > 0) {
    showIn(loaded);
    return;
  }
  waitingToasts.push(showIn);
  loadToaster().catch((error: unknown) => console.error('The toasts could not be loaded:', error, message));
}

/** Shows a toast in the site's Toaster, loading it first if needed; toasts asked for meanwhile wait for it. */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
};

function MountedToaster({ module }: { module: ToasterModule }) {
  useEffect(() => {
    mountedToasters += 1;
    waitingToasts.splice(0).forEach((showIn) => showIn(module));
    return () => {
      mountedToasters -= 1;
    };
  }, [module]);
  return <module.Overlay />;
}

/**
 * The app's one Toaster, with the notices of a lost network and of a new version. It draws nothing until it has
 * something to say (all of it floats over the page, so nothing shifts), which lets its code load when a toast
 * is first asked for or once the page has settled, never beside the first screen.
 */
export function SiteToaster() {
  // A prerendered page has no Toaster, whether or not its code had arrived while it was rendered.
  const hydrated = useIsHydrated();
  const [arrived, setModule] = useState<ToasterModule | null>(null);
  const module = arrived ?? (hydrated ? (toaster.current() ?? null) : null);
  useEffect(() => {
    // A static page the visitor came from may have left a notice to say here.
    const notice = takeHandedOverNotice();
    if (notice !== null) toast.info(notice);
    toasterListeners.add(setModule);
    // The notices (and the service worker they register) wait until the first screen has settled.
    const cancel = whenSettled(() => {
      loadToaster().catch(() => undefined);
    });
    return () => {
      toasterListeners.delete(setModule);
      cancel();
    };
  }, []);
  return module ? <MountedToaster module={module} /> : null;
}
