import { createBackendClient, readBackendConfig, resolveBackendConfig } from '@quizcoop/api';
import { BackendProvider } from '@quizcoop/api/react';
import { themeClass } from '@quizcoop/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { SessionEvents } from './app/SessionEvents';
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
const client = createBackendClient(config);
const router = createRouter();

createRoot(root).render(
  <StrictMode>
    <BackendProvider client={client}>
      <SessionEvents navigate={router.navigate} />
      <RouterProvider router={router} />
    </BackendProvider>
  </StrictMode>,
);
