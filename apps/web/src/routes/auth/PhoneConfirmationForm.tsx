import { ACCOUNT_MESSAGES, AccountError, signInWithCode } from '@quizcoop/api';
import { useBackendClient } from '@quizcoop/api/react';
import { Button, Notice } from '@quizcoop/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { AccountForm, CodeField } from './AuthLayout';
import { validateConfirmationCode, VALIDATION_MESSAGES } from './validation';

const PHONE_CONFIRMATION_TEXTS = {
  title: 'Check your phone to confirm your number',
  code: 'Confirmation code',
  confirm: 'Confirm and sign in',
} as const;

export interface PhoneConfirmationFormProps {
  phone: string;
  onSignedIn: () => void;
}

/** After signing up with a phone number: the code texted to it proves the number and signs in. */
export function PhoneConfirmationForm({ phone, onSignedIn }: PhoneConfirmationFormProps) {
  const client = useBackendClient();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateConfirmationCode(code, VALIDATION_MESSAGES.textedCode);
    setCodeError(invalid);
    if (invalid) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await signInWithCode(client, { phone }, code);
      onSignedIn();
    } catch (error) {
      setFailure(error instanceof AccountError ? error.message : ACCOUNT_MESSAGES.unexpected);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountForm busy={busy} failure={failure} onSubmit={submit}>
      <Notice title={PHONE_CONFIRMATION_TEXTS.title}>
        We texted a 6-digit code to {phone}. Type it here to confirm the number and start playing.
      </Notice>
      <CodeField
        label={PHONE_CONFIRMATION_TEXTS.code}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={codeError}
      />
      <Button type="submit" fullWidth busy={busy} busyLabel="Please wait...">
        {PHONE_CONFIRMATION_TEXTS.confirm}
      </Button>
    </AccountForm>
  );
}
