import { ACCOUNT_MESSAGES, AccountError, sendSignInCode, signInWithCode } from '@quizcoop/api';
import { useBackendClient } from '@quizcoop/api/react';
import { Button, Notice } from '@quizcoop/ui';
import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import { AccountForm, CodeField, EmailField } from './AuthLayout';
import { validateConfirmationCode, validateEmail } from './validation';

export const SIGN_IN_CODE_TEXTS = {
  send: 'Email me a sign-in link/code',
  sent: 'Check your email',
  code: 'Sign-in code',
  signIn: 'Sign in with the code',
  otherAddress: 'Use another email address',
} as const;

export interface SignInCodeFormProps {
  defaultEmail?: string;
  onSignedIn: () => void;
  /** Links under the form, such as a way back to signing in with the password. */
  footer?: ReactNode;
}

function messageOf(error: unknown): string {
  return error instanceof AccountError ? error.message : ACCOUNT_MESSAGES.unexpected;
}

/**
 * Signing in without the password: one email carries a link that signs this browser in and the same sign-in as
 * a six-digit code, for when the email is read on another device.
 */
export function SignInCodeForm({ defaultEmail = '', onSignedIn, footer }: SignInCodeFormProps) {
  const client = useBackendClient();
  const [email, setEmail] = useState(defaultEmail);
  const [sentTo, setSentTo] = useState<string>();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const run = async (attempt: () => Promise<void>) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await attempt();
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateEmail(email);
    setFieldError(invalid);
    if (invalid) return;
    await run(async () => {
      await sendSignInCode(client, email, { origin: window.location.origin });
      setSentTo(email.trim());
    });
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateConfirmationCode(code);
    setFieldError(invalid);
    if (invalid || sentTo === undefined) return;
    await run(async () => {
      await signInWithCode(client, { email: sentTo }, code);
      onSignedIn();
    });
  };

  if (sentTo === undefined) {
    return (
      <AccountForm busy={busy} failure={failure} onSubmit={send}>
        <EmailField value={email} onChange={(event) => setEmail(event.target.value)} error={fieldError} />
        <Button type="submit" fullWidth busy={busy} busyLabel="Please wait...">
          {SIGN_IN_CODE_TEXTS.send}
        </Button>
        {footer}
      </AccountForm>
    );
  }

  return (
    <AccountForm busy={busy} failure={failure} onSubmit={verify}>
      <Notice title={SIGN_IN_CODE_TEXTS.sent} aside="Can't find it? Check your spam or junk folder.">
        If an account uses {sentTo}, an email with a sign-in link and a 6-digit code is on its way. Follow the
        link, or type the code here.
      </Notice>
      <CodeField
        label={SIGN_IN_CODE_TEXTS.code}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={fieldError}
      />
      <Button type="submit" fullWidth busy={busy} busyLabel="Please wait...">
        {SIGN_IN_CODE_TEXTS.signIn}
      </Button>
      <Button
        type="button"
        variant="ghost"
        fullWidth
        onClick={() => {
          setSentTo(undefined);
          setCode('');
          setFieldError(undefined);
        }}
      >
        {SIGN_IN_CODE_TEXTS.otherAddress}
      </Button>
      {footer}
    </AccountForm>
  );
}
