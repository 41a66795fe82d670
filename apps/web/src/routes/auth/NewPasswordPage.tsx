import { AccountError, ACCOUNT_MESSAGES, updatePassword } from '@quizcoop/api';
import { useBackendClient, useSession } from '@quizcoop/api/react';
import { Alert, Button, PasswordField, Spinner, sprinkles, toast } from '@quizcoop/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout, FormFields } from './AuthLayout';
import type { ResetPasswordState } from './ResetPasswordPage';
import type { FieldErrors, NewPasswordValues } from './validation';
import { isResetLinkExpired, validateNewPassword } from './validation';

export const PASSWORD_UPDATED_TOAST = 'Your password has been updated';

/** An email link that failed comes back with GoTrue's error in the query (PKCE) or the fragment. */
function linkFailed(searchParams: URLSearchParams): boolean {
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  return searchParams.has('error') || searchParams.has('error_code') || fragment.has('error');
}

const expiredLanding = (
  <Navigate to="/auth/reset-password" replace state={{ expired: true } satisfies ResetPasswordState} />
);

/**
 * Spec §2 "New-password screen": reached from a reset link (its code is exchanged by supabase-js as the page
 * loads), an email query, or the PASSWORD_RECOVERY event. Setting the password leaves the person signed in.
 */
export function NewPasswordPage() {
  const [searchParams] = useSearchParams();
  const { status } = useSession();
  const [openedAt] = useState(Date.now);

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
      <NewPasswordForm />
    </AuthLayout>
  );
}

function NewPasswordForm() {
  const client = useBackendClient();
  const navigate = useNavigate();
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof NewPasswordValues>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await updatePassword(client, values.password);
      toast.success(PASSWORD_UPDATED_TOAST);
      void navigate('/game');
    } catch (error) {
      setFailure(error instanceof AccountError ? error.message : ACCOUNT_MESSAGES.passwordUpdateFailed);
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormFields busy={busy}>
        {failure && <Alert>{failure}</Alert>}
        <PasswordField
          label="New password"
          name="new-password"
          autoComplete="new-password"
          required
          showStrength
          value={values.password}
          onChange={(event) => setValues((current) => ({ ...current, password: event.target.value }))}
          error={errors.password}
        />
        <PasswordField
          label="Confirm new password"
          name="confirm-password"
          autoComplete="new-password"
          required
          value={values.confirmation}
          onChange={(event) => setValues((current) => ({ ...current, confirmation: event.target.value }))}
          error={errors.confirmation}
        />
        <Button type="submit" fullWidth busy={busy} busyLabel="Please wait...">
          Update Password
        </Button>
      </FormFields>
    </form>
  );
}
