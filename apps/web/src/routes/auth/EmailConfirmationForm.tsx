import { ACCOUNT_MESSAGES, AccountError, confirmSignUpWithCode } from '@quizcoop/api';
import { useBackendClient } from '@quizcoop/api/react';
import { Button, Notice } from '@quizcoop/ui';
import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import { AccountForm, CodeField } from './AuthLayout';
import { validateConfirmationCode } from './validation';

export const EMAIL_CONFIRMATION_TEXTS = {
  title: 'Check your email to confirm your account',
  code: 'Confirmation code',
  confirm: 'Confirm and sign in',
} as const;

export interface EmailConfirmationFormProps {
  email: string;
  onSignedIn: () => void;
  /** Shown under the button, such as a way back to the sign-in form. */
  footer?: ReactNode;
}

/**
 * After signing up with an email address: the confirmation email carries a link and the same confirmation as a
 * six-digit code, for a teacher who reads their email on another device or would rather not leave this page.
 */
export function EmailConfirmationForm({ email, onSignedIn, footer }: EmailConfirmationFormProps) {
  const client = useBackendClient();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateConfirmationCode(code);
    setCodeError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await confirmSignUpWithCode(client, email, code);
      onSignedIn();
    } catch (error) {
      // The code is what was refused, so its field says why, where a screen reader reads it with the field.
      setCodeError(error instanceof AccountError ? error.message : ACCOUNT_MESSAGES.unexpected);
      setBusy(false);
    }
  };

  return (
    <AccountForm busy={busy} onSubmit={submit}>
      <Notice title={EMAIL_CONFIRMATION_TEXTS.title} aside="Can't find it? Check your spam or junk folder.">
        We sent a confirmation link and a 6-digit code to {email}. Follow the link, or type the code here to
        start playing.
      </Notice>
      <CodeField
        label={EMAIL_CONFIRMATION_TEXTS.code}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={codeError}
      />
      <Button type="submit" fullWidth busy={busy} busyLabel="Please wait...">
        {EMAIL_CONFIRMATION_TEXTS.confirm}
      </Button>
      {footer}
    </AccountForm>
  );
}
