import { publicLogoUrl, readBackendConfig, resolveBackendConfig } from '@quizcoop/api';
import { themeClass } from '@quizcoop/ui';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppFrame } from './app/AppFrame';
import { deferBackend } from './app/deferredBackend';
import { nextTask } from './app/nextTask';
import { createRouter, loadPrerenderedCode } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into.');
document.body.classList.add(themeClass);

const buildTime = {
  supabaseUrl: import.meta.env.VITE_SUPABASE_URL,
  supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY,
};
// The server writes the configuration into the page, so the first screen waits for no request; only the Vite
// dev server, which has no such block, asks the backend for /config.json.
const config =
  readBackendConfig(document, buildTime) ?? (await resolveBackendConfig(buildTime, window.location.origin));
// The backend's code is fetched at once but does not hold up the first paint: the page's shell renders
// without it, and what needs it renders when it arrives.
const backend = deferBackend(
  () => import('./app/backend').then(({ createBackend }) => createBackend(config)),
  publicLogoUrl(config),
);
backend.load().catch((error: unknown) => console.error('The backend code could not be loaded:', error));
// Starting the app is cut into tasks (asking for the backend's code, building the router, asking for the
// page's code), so a visitor pressing a key meanwhile is answered between them.
await nextTask();
const router = createRouter();
await nextTask();
const app = (takingOver: boolean) => (
  <AppFrame backend={backend} navigate={router.navigate} takingOver={takingOver}>
    <RouterProvider router={router} />
  </AppFrame>
);

if (root.hasChildNodes()) {
  // A prerendered page is already on screen. It was rendered with all its code there (the backend's, the
  // page's, the footer's), so the app takes it over once that code is here, rendering exactly what is shown;
  // until then nothing moves.
  // (Not awaited at the top level: the code awaited imports this module, which would then never finish.)
  void Promise.all([backend.load(), loadPrerenderedCode(window.location.pathname)]).then(
    () => takeOver(true),
    () => takeOver(false),
  );
} else {
  startTransition(() => {
    createRoot(root).render(app(false));
  });
}

/**
 * As a transition, the takeover yields to the browser between components instead of holding it at once.
 * Without the code it needs, the app renders the page afresh, as it would a page that was not prerendered.
 */
function takeOver(ready: boolean) {
  startTransition(() => {
    if (ready) hydrateRoot(root!, app(true));
    else createRoot(root!).render(app(false));
  });
}
