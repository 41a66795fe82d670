import { publicLogoUrl } from '@quizcoop/api';
import { themeClass } from '@quizcoop/ui';
import { prerender } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { createBackend } from '../app/backend';
import { AppFrame } from '../app/AppFrame';
import { deferBackend } from '../app/deferredBackend';
import { routes } from '../router';
import { INFO_PATHS } from '../routes/info/infoPaths';

export { HEAD_SCRIPT } from './headScript';

/**
 * The backend URL written into prerendered pages. The server serves them to many host names, so it puts each
 * request's backend URL in place of this one; the `.invalid` name can never be a real address.
 */
export const PRERENDER_BACKEND_URL = import.meta.env.VITE_SUPABASE_URL ?? 'https://backend.quizcoop.invalid';

/** The class the page's body carries: the theme's colours, spacing and type, drawn before any script runs. */
export const BODY_CLASS = themeClass;

/**
 * The pages a first visit sees before any data: the same for every visitor, so they can be rendered ahead.
 * Their fields are drawn disabled until the app has taken the page over, so nothing typed before is lost.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  '/',
  '/auth',
  '/game',
  '/pricing',
  '/questions',
  ...INFO_PATHS,
];

/**
 * The markup of a page as a first visit renders it before any data has arrived: the backend's code is there,
 * the session is still being checked and no query has answered. The browser paints it at once; the app then
 * takes it over (hydrates it) without changing what is on screen.
 */
export async function renderPage(path: string): Promise<string> {
  const config = { supabaseUrl: PRERENDER_BACKEND_URL, supabaseAnonKey: 'prerender' };
  const backend = deferBackend(async () => createBackend(config), publicLogoUrl(config));
  await backend.load();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, PRERENDER_BACKEND_URL)));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered a redirect.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <AppFrame backend={backend} navigate={() => undefined} takingOver>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppFrame>,
  );
  return new Response(prelude).text();
}
