import { useSession } from '@quizcoop/api/react';
import { Spinner } from '@quizcoop/ui';
import { Navigate, Outlet, useLocation } from 'react-router';

/** Pages that need an account: a visitor with no session goes to /auth (spec §2). */
export function RequireSignIn() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <Spinner label="Checking your session" />;
  if (status === 'signed-out') return <Navigate to="/auth" replace state={{ from: location }} />;
  return <Outlet />;
}
