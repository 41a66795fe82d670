import { useIsAdmin, useSession } from '@quizcoop/api/react';
import { Spinner } from '@quizcoop/ui';
import { Navigate, Outlet, useLocation } from 'react-router';

export interface RequireSignInProps {
  /**
   * Draw the page while the session is being checked, for pages whose frame shows no one's data: they can
   * be prerendered and appear at once. Others show a spinner until the check is done.
   */
  drawPageWhileChecking?: boolean;
}

/** Pages that need an account: a visitor with no session goes to /auth, where they can get one. */
export function RequireSignIn({ drawPageWhileChecking = false }: RequireSignInProps) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading')
    return drawPageWhileChecking ? <Outlet /> : <Spinner label="Checking your session" />;
  if (status === 'signed-out') return <Navigate to="/auth" replace state={{ from: location }} />;
  return <Outlet />;
}

/**
 * The admin's pages: anyone else goes to /403, and so does everyone when the admin check fails. The
 * database refuses the admin's data to others anyway; this only spares them a page that cannot load.
 */
export function RequireAdmin() {
  const { isAdmin, isLoading, error } = useIsAdmin();
  if (isLoading) return <Spinner label="Checking your access" />;
  if (error || !isAdmin) return <Navigate to="/403" replace />;
  return <Outlet />;
}
