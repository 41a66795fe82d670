import type { RouteObject } from 'react-router';
import { createBrowserRouter } from 'react-router';
import { SiteLayout } from './app/SiteLayout';
import { RequireAdmin, RequireSignIn } from './app/guards';
import { AdminPage } from './routes/AdminPage';
import { AuthPage } from './routes/auth/AuthPage';
import { NewPasswordPage } from './routes/auth/NewPasswordPage';
import { ResetPasswordPage } from './routes/auth/ResetPasswordPage';
import { CheckoutCancelPage } from './routes/checkout/CheckoutCancelPage';
import { CheckoutPage } from './routes/checkout/CheckoutPage';
import { CheckoutSuccessPage } from './routes/checkout/CheckoutSuccessPage';
import { PricingPage } from './routes/checkout/PricingPage';
import { GamePage } from './routes/game/GamePage';
import { InfoPage } from './routes/info/InfoPage';
import { INFO_PATHS } from './routes/info/infoPages';
import { LandingPage } from './routes/LandingPage';
import { AssignPage } from './routes/library/AssignPage';
import { LibraryPage } from './routes/library/LibraryPage';
import { ProfilePage } from './routes/ProfilePage';
import { AddQuestionsPage } from './routes/questions/AddQuestionsPage';
import { EditQuestionSetPage } from './routes/questions/EditQuestionSetPage';
import { NewQuestionSetPage } from './routes/questions/NewQuestionSetPage';
import { QuestionSetsPage } from './routes/questions/QuestionSetsPage';
import { ConfirmNewsletterPage } from './routes/site/ConfirmNewsletterPage';
import { ForbiddenPage } from './routes/site/ForbiddenPage';
import { NotFoundPage } from './routes/site/NotFoundPage';
import { ReportProblemPage } from './routes/site/ReportProblemPage';
import { RouteErrorPage } from './routes/site/RouteErrorPage';

/** Spec §2's route table. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/auth', element: <AuthPage /> },
      { path: '/auth/confirm', element: <AuthPage /> },
      { path: '/auth/reset-password', element: <ResetPasswordPage /> },
      { path: '/reset-password/:token', element: <ResetPasswordPage /> },
      { path: '/auth/new-password', element: <NewPasswordPage /> },
      { path: '/game', element: <GamePage /> },
      ...INFO_PATHS.map((path) => ({ path, element: <InfoPage /> })),
      { path: '/403', element: <ForbiddenPage /> },
      { path: '/report-problem', element: <ReportProblemPage /> },
      { path: '/confirm-newsletter', element: <ConfirmNewsletterPage /> },
      { path: '/pricing', element: <PricingPage /> },
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/checkout/cancel', element: <CheckoutCancelPage /> },
      {
        element: <RequireSignIn />,
        children: [
          { path: '/checkout/success', element: <CheckoutSuccessPage /> },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/assign-question-sets', element: <AssignPage /> },
          { path: '/library', element: <LibraryPage /> },
          { path: '/public-library', element: <LibraryPage /> },
          { path: '/questions', element: <QuestionSetsPage /> },
          { path: '/questions/new', element: <NewQuestionSetPage /> },
          { path: '/questions/:id/add', element: <AddQuestionsPage /> },
          { path: '/questions/:id/edit', element: <EditQuestionSetPage /> },
          { element: <RequireAdmin />, children: [{ path: '/admin', element: <AdminPage /> }] },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
