import { ACCOUNT_MESSAGES, AccountError, requestEmailChange } from '@quizcoop/api';
import { useBackendClient } from '@quizcoop/api/react';
import { Button, Notice, TextField } from '@quizcoop/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { AccountForm } from './AuthLayout';
import { validateEmail } from './validation';

const EMAIL_CHANGE_TEXTS = {
  sameAddress: 'This is already your email address.',
  waitingTitle: 'Confirm the change from both addresses',
  waiting: (current: string, next: string) =>
    `We have sent a link to ${current} and a link to ${next}. Your email address changes to ${next} only once both links have been followed, in any order.`,
  spamHint: "Can't find them? Check your spam or junk folder. The links work once, for 10 minutes.",
} as const;

export interface EmailChangeFormProps {
  currentEmail: string;
  /** An address already asked for and waiting for its confirmations. */
  pendingEmail?: string;
}

/**
 * Asks to move the account to another address. The server keeps the current address until the link to it and
 * the link to the new address have both been followed, and the form says so.
 */
export function EmailChangeForm({ currentEmail, pendingEmail }: EmailChangeFormProps) {
  const client = useBackendClient();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [requested, setRequested] = useState(pendingEmail);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid =
      validateEmail(email) ??
      (email.trim().toLowerCase() === currentEmail.toLowerCase()
        ? EMAIL_CHANGE_TEXTS.sameAddress
        : undefined);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    setFailure(undefined);
    try {
      setRequested(await requestEmailChange(client, email, { origin: window.location.origin }));
      setEmail('');
    } catch (caught) {
      setFailure(caught instanceof AccountError ? caught.message : ACCOUNT_MESSAGES.unexpected);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountForm busy={busy} failure={failure} onSubmit={submit}>
      {requested && (
        <Notice title={EMAIL_CHANGE_TEXTS.waitingTitle} aside={EMAIL_CHANGE_TEXTS.spamHint}>
          {EMAIL_CHANGE_TEXTS.waiting(currentEmail, requested)}
        </Notice>
      )}
      <TextField
        label="New email address"
        type="email"
        name="new-email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
      />
      <div>
        <Button type="submit" busy={busy} busyLabel="Please wait...">
          Change email
        </Button>
      </div>
    </AccountForm>
  );
}
