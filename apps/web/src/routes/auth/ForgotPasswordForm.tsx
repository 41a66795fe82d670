import { ACCOUNT_MESSAGES, AccountError, requestPasswordReset } from '@quizcoop/api';
import { useBackendClient } from '@quizcoop/api/react';
import { Button, Notice } from '@quizcoop/ui';
import { toast } from '../../app/siteToasts';
import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import { AccountForm, EmailField } from './AuthLayout';
import { validateEmail } from './validation';

const RESET_SENT_TOAST = 'Password reset link sent to your email. Please check your inbox.';

export interface ForgotPasswordFormProps {
  defaultEmail?: string;
  /** Links under the button, such as 'Already have an account? Sign in'. */
  footer?: ReactNode;
}

/** Asks for a reset link (the forgot_password mode), on /auth and on /auth/reset-password. */
export function ForgotPasswordForm({ defaultEmail = '', footer }: ForgotPasswordFormProps) {
  const client = useBackendClient();
  const [email, setEmail] = useState(defaultEmail);
  const [emailError, setEmailError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateEmail(email);
    setEmailError(invalid);
    if (invalid) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await requestPasswordReset(client, email, { origin: window.location.origin });
      setSent(true);
      toast.success(RESET_SENT_TOAST);
    } catch (error) {
      const message = error instanceof AccountError ? error.message : ACCOUNT_MESSAGES.resetFailed;
      setFailure(message);
      if (message === ACCOUNT_MESSAGES.resetFailed) toast.error(ACCOUNT_MESSAGES.resetFailedToast);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountForm busy={busy} failure={failure} onSubmit={submit}>
      {sent && (
        <Notice title="Password reset link sent" aside="Can't find it? Check your spam or junk folder.">
          If an account uses {email.trim()}, an email with a link to choose a new password is on its way.
        </Notice>
      )}
      <EmailField value={email} onChange={(event) => setEmail(event.target.value)} error={emailError} />
      <Button type="submit" fullWidth busy={busy} busyLabel="Please wait...">
        Reset Password
      </Button>
      {footer}
    </AccountForm>
  );
}
