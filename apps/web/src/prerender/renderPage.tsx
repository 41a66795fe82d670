import { createBackendClient, publicLogoUrl } from '@quizcoop/api';
import type { CreateDataPageRenderer } from '@quizcoop/contract';
import { PRERENDER_BACKEND_URL_PLACEHOLDER } from '@quizcoop/contract';
import { createQueryClient } from '@quizcoop/api/react';
import { dehydrate } from '@tanstack/react-query';
import { themeClass } from '@quizcoop/ui';
import { prerender } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { backendFor } from '../app/backend';
import { AppFrame } from '../app/AppFrame';
import { deferBackend } from '../app/deferredBackend';
import { queryStateBlock } from '../app/queryState';
import { STATIC_PAGE_PATHS } from '../islands/markers';
import { StaticPageProvider } from '../islands/staticPage';
import { routes } from '../router';
import { INFO_PATHS } from '../routes/info/infoPaths';
import { composePage, stylesheetClasses } from './composePage';
import { DATA_PAGE_PATHS, fetchPageData } from './pageData';

export { HEAD_SCRIPT, HEAD_STYLE } from './headScript';
export { STATIC_PAGE_PATHS } from '../islands/markers';
export { ROOT_ELEMENT, composePage, stylesheetClasses } from './composePage';
export { DATA_PAGE_PATHS } from './pageData';

/**
 * The backend URL written into prerendered pages. The server serves them to many host names, so it puts each
 * request's backend URL in place of this one; the `.invalid` name can never be a real address.
 */
export const PRERENDER_BACKEND_URL = import.meta.env.VITE_SUPABASE_URL ?? PRERENDER_BACKEND_URL_PLACEHOLDER;

const PRERENDER_CONFIG = { supabaseUrl: PRERENDER_BACKEND_URL, supabaseAnonKey: 'prerender' };

/** The class the page's body carries: the theme's colours, spacing and type, drawn before any script runs. */
export const BODY_CLASS = themeClass;

/**
 * The pages a first visit sees before any data: the same for every visitor, so they can be rendered ahead.
 * Their fields are drawn disabled until the app has taken the page over, so nothing typed before is lost.
 * The data pages are among them: the server sends that page when it cannot render one with its data.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  '/',
  '/auth',
  '/game',
  '/pricing',
  '/questions',
  ...DATA_PAGE_PATHS,
  ...INFO_PATHS,
];

/**
 * The markup of a page as a first visit renders it (a static page's, STATIC_PAGE_PATHS, with its islands as
 * the islands' script finds them): the backend's code is there and the session is still being
 * checked; no query has answered, unless the query cache given holds its answer. The browser paints it at once;
 * the app then takes it over (hydrates it) without changing what is on screen.
 */
export async function renderPage(path: string, queryClient = createQueryClient()): Promise<string> {
  const backend = deferBackend(
    async () => backendFor(createBackendClient(PRERENDER_CONFIG), queryClient),
    publicLogoUrl(PRERENDER_CONFIG),
  );
  await backend.load();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, PRERENDER_BACKEND_URL)));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered a redirect.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (
    <AppFrame backend={backend} navigate={() => undefined} takingOver>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppFrame>
  );
  const { prelude } = await prerender(
    STATIC_PAGE_PATHS.includes(path) ? <StaticPageProvider>{page}</StaticPageProvider> : page,
    // React moves a large finished boundary out of line, behind an inline script that puts it back; the strict
    // content policy runs no inline script, so every page is written whole and in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/**
 * For the server: renders a page of DATA_PAGE_PATHS with the data every visitor sees there, fetched from the
 * server as the app would fetch it, into a whole page that carries that data for the app's takeover. Like
 * the prerendered pages, it names PRERENDER_BACKEND_URL for the server to replace.
 */
export const createDataPageRenderer: CreateDataPageRenderer = ({ frame, stylesheets, dataUrl, anonKey }) => {
  const sheets = stylesheetClasses(stylesheets);
  const dataClient = createBackendClient({ supabaseUrl: dataUrl, supabaseAnonKey: anonKey });
  return async (path: string): Promise<string> => {
    const queryClient = createQueryClient();
    await fetchPageData(path, dataClient, queryClient);
    const markup = await renderPage(path, queryClient);
    return composePage(frame, markup, sheets, queryStateBlock(dehydrate(queryClient)));
  };
};
