import { publicLogoUrl, readBackendConfig, resolveBackendConfig } from '@quizcoop/api';
import { themeClass } from '@quizcoop/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { DeferredBackendProvider, WithBackend, deferBackend } from './app/deferredBackend';
import { createRouter } from './router';

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
const router = createRouter();

createRoot(root).render(
  <StrictMode>
    <DeferredBackendProvider backend={backend}>
      <WithBackend>{({ SessionEvents }) => <SessionEvents navigate={router.navigate} />}</WithBackend>
      <RouterProvider router={router} />
    </DeferredBackendProvider>
  </StrictMode>,
);
