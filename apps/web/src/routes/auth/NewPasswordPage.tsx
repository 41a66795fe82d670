import { useSession } from '@quizcoop/api/react';
import { Spinner, sprinkles } from '@quizcoop/ui';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from './AuthLayout';
import { NewPasswordForm } from './NewPasswordForm';
import type { ResetPasswordState } from './ResetPasswordPage';
import { isResetLinkExpired } from './validation';

/** An email link that failed comes back with GoTrue's error in the query (PKCE) or the fragment. */
function linkFailed(searchParams: URLSearchParams): boolean {
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  return searchParams.has('error') || searchParams.has('error_code') || fragment.has('error');
}

const expiredLanding = (
  <Navigate to="/auth/reset-password" replace state={{ expired: true } satisfies ResetPasswordState} />
);

/**
 * The new-password screen: reached from a reset link (its code is exchanged by supabase-js as the page
 * loads), an email query, or the PASSWORD_RECOVERY event. Setting the password leaves the person signed in.
 */
export function NewPasswordPage() {
  const [searchParams] = useSearchParams();
  const { status } = useSession();
  const [openedAt] = useState(Date.now);
  const navigate = useNavigate();

  if (linkFailed(searchParams) || isResetLinkExpired(searchParams.get('t'), openedAt)) return expiredLanding;
  if (status === 'loading') {
    return (
      <AuthLayout title="Set a new password">
        <div className={sprinkles({ display: 'flex', justifyContent: 'center', padding: 'lg' })}>
          <Spinner label="Checking your reset link" size="lg" />
        </div>
      </AuthLayout>
    );
  }
  if (status === 'signed-out') {
    // A code that did not give a session was used, expired or opened in another browser.
    if (searchParams.has('code')) return expiredLanding;
    const email = searchParams.get('email');
    return (
      <Navigate to={`/auth/reset-password${email ? `?${new URLSearchParams({ email })}` : ''}`} replace />
    );
  }
  return (
    <AuthLayout title="Set a new password" subtitle="Choose a new password for your account">
      <NewPasswordForm
        submitLabel="Update Password"
        required
        fullWidth
        onUpdated={() => void navigate('/game')}
      />
    </AuthLayout>
  );
}
