import { ACCOUNT_MESSAGES } from '@quizcoop/api';
import { Alert } from '@quizcoop/ui';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { AuthLayout } from './AuthLayout';
import { AUTH_TEXTS } from './AuthPage';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { isResetLinkExpired } from './validation';

/** How the new-password screen and old-style links say that a reset link no longer works. */
export interface ResetPasswordState {
  expired?: boolean;
}

/**
 * /auth/reset-password asks for a reset link, and is where expired links land, told why, to ask again.
 * /reset-password/{token} is an older link shape: an expired one lands here, a fresh one goes on to
 * /auth/new-password with its token as the code.
 */
export function ResetPasswordPage() {
  const { token } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const [openedAt] = useState(Date.now);
  const expired =
    (location.state as ResetPasswordState | null)?.expired === true ||
    isResetLinkExpired(searchParams.get('t'), openedAt);
  const freshTokenLink = token !== undefined && !expired;

  useEffect(() => {
    // A full load, so supabase-js finishes the PKCE flow with the code as it does for any email link.
    if (freshTokenLink) window.location.replace(`/auth/new-password?code=${encodeURIComponent(token)}`);
  }, [freshTokenLink, token]);

  if (token !== undefined && expired) {
    return (
      <Navigate to="/auth/reset-password" replace state={{ expired: true } satisfies ResetPasswordState} />
    );
  }
  const { title, subtitle } = AUTH_TEXTS.forgot_password;
  return (
    <AuthLayout title={title} subtitle={subtitle}>
      {expired && <Alert>{ACCOUNT_MESSAGES.resetLinkExpired}</Alert>}
      {!freshTokenLink && (
        <ForgotPasswordForm
          defaultEmail={searchParams.get('email') ?? ''}
          footer={<Link to="/auth">Already have an account? Sign in</Link>}
        />
      )}
    </AuthLayout>
  );
}
