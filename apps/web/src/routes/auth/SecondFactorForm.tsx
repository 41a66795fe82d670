import { ACCOUNT_MESSAGES, AccountError, TWO_FACTOR_MESSAGES } from '@quizcoop/api';
import { Button, TextField } from '@quizcoop/ui';
import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import { AccountForm } from './AuthLayout';

const SECOND_FACTOR_TEXTS = {
  codeLabel: 'Six-digit code',
  codeHint: 'From your authenticator app, for example Google Authenticator or 1Password',
  submit: 'Verify code',
} as const;

export interface SecondFactorFormProps {
  /** Checks the code with the server; throws an AccountError whose message says what went wrong. */
  verify: (code: string) => Promise<void>;
  onVerified: () => void;
  submitLabel?: string;
  /** Shown under the button, such as a way to cancel. */
  footer?: ReactNode;
}

/** Asks for the six-digit code of the authenticator app, and says plainly when it was not right. */
export function SecondFactorForm({ verify, onVerified, submitLabel, footer }: SecondFactorFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setError(TWO_FACTOR_MESSAGES.codeFormat);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await verify(digits);
      onVerified();
    } catch (caught) {
      setError(caught instanceof AccountError ? caught.message : ACCOUNT_MESSAGES.unexpected);
      setCode('');
      setBusy(false);
    }
  };

  return (
    <AccountForm busy={busy} onSubmit={submit}>
      <TextField
        label={SECOND_FACTOR_TEXTS.codeLabel}
        name="one-time-code"
        hint={SECOND_FACTOR_TEXTS.codeHint}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={7}
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <Button type="submit" busy={busy} busyLabel="Please wait...">
        {submitLabel ?? SECOND_FACTOR_TEXTS.submit}
      </Button>
      {footer}
    </AccountForm>
  );
}
