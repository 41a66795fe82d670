import { publicLogoUrl, readBackendConfig } from '@quizcoop/api';
import type { ReactNode } from 'react';
import { StrictMode } from 'react';
import type { Navigator, To } from 'react-router';
import { Router, createPath } from 'react-router';
import { DeferredBackendProvider, deferBackend } from '../app/deferredBackend';

const buildTime = {
  supabaseUrl: import.meta.env.VITE_SUPABASE_URL,
  supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY,
};

function backendConfig() {
  // The server writes the configuration into every page it serves; static pages exist only in its builds.
  const config = readBackendConfig(document, buildTime);
  if (!config) throw new Error('The page carries no backend configuration for its islands.');
  return config;
}

const config = backendConfig();

/** The backend of every island on the page: one client, one session, loaded by the first island that needs it. */
export const islandBackend = deferBackend(
  () => import('../app/backend').then(({ createBackend }) => createBackend(config)),
  publicLogoUrl(config),
);

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** A static page's links and redirects load the page they go to: the app's router is not on a static page. */
const pageLoads: Navigator = {
  createHref: hrefOf,
  push: (to) => window.location.assign(hrefOf(to)),
  replace: (to) => window.location.replace(hrefOf(to)),
  go: (delta) => window.history.go(delta),
};

/** What an island renders in: the page's backend, and links that load the page they name. */
export function IslandFrame({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = window.location;
  return (
    <StrictMode>
      <DeferredBackendProvider backend={islandBackend}>
        <Router location={{ pathname, search, hash }} navigator={pageLoads}>
          {children}
        </Router>
      </DeferredBackendProvider>
    </StrictMode>
  );
}
