import type { RouteObject } from 'react-router';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { Spinner } from '@quizcoop/ui';
import { prefetchOf, lazyPage } from './app/lazyPage';
import { RoutePrefetch } from './app/RoutePrefetch';
import { SiteLayout, loadSiteFooter } from './app/SiteLayout';
import { WithBackend } from './app/deferredBackend';
import { INFO_PATHS } from './routes/info/infoPaths';
import { LandingPage } from './routes/LandingPage';
import { RouteErrorPage } from './routes/site/RouteErrorPage';

// The landing page and the small site pages come with the app; every other page loads when it is visited.
const authPage = lazyPage(
  () => import('./routes/auth/AuthPage'),
  (m) => m.AuthPage,
);
const resetPasswordPage = lazyPage(
  () => import('./routes/auth/ResetPasswordPage'),
  (m) => m.ResetPasswordPage,
);
const infoPage = lazyPage(
  () => import('./routes/info/InfoPage'),
  (m) => m.InfoPage,
);
const libraryPage = lazyPage(
  () => import('./routes/library/LibraryPage'),
  (m) => m.LibraryPage,
);

export const routes: RouteObject[] = [
  {
    element: (
      <>
        <SiteLayout />
        <RoutePrefetch prefetch={prefetchRoute} likelyNext={likelyNextPaths} />
      </>
    ),
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/auth', ...authPage },
      { path: '/auth/confirm', ...authPage },
      { path: '/auth/reset-password', ...resetPasswordPage },
      { path: '/reset-password/:token', ...resetPasswordPage },
      {
        path: '/auth/new-password',
        ...lazyPage(
          () => import('./routes/auth/NewPasswordPage'),
          (m) => m.NewPasswordPage,
        ),
      },
      {
        path: '/game',
        ...lazyPage(
          () => import('./routes/game/GamePage'),
          (m) => m.GamePage,
        ),
      },
      ...INFO_PATHS.map((path) => ({ path, ...infoPage })),
      {
        path: '/403',
        ...lazyPage(
          () => import('./routes/site/ForbiddenPage'),
          (m) => m.ForbiddenPage,
        ),
      },
      {
        path: '/report-problem',
        ...lazyPage(
          () => import('./routes/site/ReportProblemPage'),
          (m) => m.ReportProblemPage,
        ),
      },
      {
        path: '/confirm-newsletter',
        ...lazyPage(
          () => import('./routes/site/ConfirmNewsletterPage'),
          (m) => m.ConfirmNewsletterPage,
        ),
      },
      {
        path: '/pricing',
        ...lazyPage(
          () => import('./routes/checkout/PricingPage'),
          (m) => m.PricingPage,
        ),
      },
      {
        path: '/checkout',
        ...lazyPage(
          () => import('./routes/checkout/CheckoutPage'),
          (m) => m.CheckoutPage,
        ),
      },
      {
        path: '/checkout/cancel',
        ...lazyPage(
          () => import('./routes/checkout/CheckoutCancelPage'),
          (m) => m.CheckoutCancelPage,
        ),
      },
      {
        // The library and the teacher's list of sets show a frame of their own until the data arrives.
        element: (
          <WithBackend fallback={<Spinner label="Checking your session" />}>
            {(backend) => <backend.RequireSignIn drawPageWhileChecking />}
          </WithBackend>
        ),
        children: [
          { path: '/library', ...libraryPage },
          { path: '/public-library', ...libraryPage },
          {
            path: '/questions',
            ...lazyPage(
              () => import('./routes/questions/QuestionSetsPage'),
              (m) => m.QuestionSetsPage,
            ),
          },
        ],
      },
      {
        element: (
          <WithBackend fallback={<Spinner label="Checking your session" />}>
            {(backend) => <backend.RequireSignIn />}
          </WithBackend>
        ),
        children: [
          {
            path: '/checkout/success',
            ...lazyPage(
              () => import('./routes/checkout/CheckoutSuccessPage'),
              (m) => m.CheckoutSuccessPage,
            ),
          },
          {
            path: '/profile',
            ...lazyPage(
              () => import('./routes/ProfilePage'),
              (m) => m.ProfilePage,
            ),
          },
          {
            path: '/reports/*',
            ...lazyPage(
              () => import('./reports/keptGamesFeature'),
              (m) => m.ReportsRoutes,
            ),
          },
          {
            path: '/assign-question-sets',
            ...lazyPage(
              () => import('./routes/library/AssignPage'),
              (m) => m.AssignPage,
            ),
          },
          {
            path: '/questions/new',
            ...lazyPage(
              () => import('./routes/questions/NewQuestionSetPage'),
              (m) => m.NewQuestionSetPage,
            ),
          },
          {
            path: '/questions/:id/add',
            ...lazyPage(
              () => import('./routes/questions/AddQuestionsPage'),
              (m) => m.AddQuestionsPage,
            ),
          },
          {
            path: '/questions/:id/import',
            ...lazyPage(
              () => import('./routes/questions/ImportQuestionsPage'),
              (m) => m.ImportQuestionsPage,
            ),
          },
          {
            path: '/questions/:id/edit',
            ...lazyPage(
              () => import('./routes/questions/EditQuestionSetPage'),
              (m) => m.EditQuestionSetPage,
            ),
          },
          {
            element: (
              <WithBackend fallback={<Spinner label="Checking your access" />}>
                {(backend) => <backend.RequireAdmin />}
              </WithBackend>
            ),
            children: [
              {
                path: '/admin',
                ...lazyPage(
                  () => import('./routes/AdminPage'),
                  (m) => m.AdminPage,
                ),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        ...lazyPage(
          () => import('./routes/site/NotFoundPage'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

/** Where people usually go next from a page: fetched ahead while the page is idle. */
const LIKELY_NEXT: Readonly<Record<string, readonly string[]>> = {
  '/': ['/auth', '/game'],
  '/auth': ['/game'],
  '/game': ['/library'],
  '/pricing': ['/checkout'],
  '/questions': ['/questions/new'],
};

function likelyNextPaths(pathname: string): readonly string[] {
  return LIKELY_NEXT[pathname] ?? [];
}

/** Loads the code of every lazily loaded page on the way to this path. */
async function loadRoute(pathname: string): Promise<void> {
  await Promise.all((matchRoutes(routes, pathname) ?? []).map((match) => prefetchOf(match.route.handle)?.()));
}

/** All the code a path's prerendered page was drawn with, besides the backend's: its page's and the footer's. */
export async function loadPrerenderedCode(pathname: string): Promise<void> {
  await Promise.all([loadRoute(pathname), loadSiteFooter()]);
}

/** Fetches a path's page code ahead of a visit; a failure waits for the visit, which tries again. */
function prefetchRoute(pathname: string): void {
  loadRoute(pathname).catch(() => undefined);
}

export function createRouter() {
  return createBrowserRouter(routes);
}
