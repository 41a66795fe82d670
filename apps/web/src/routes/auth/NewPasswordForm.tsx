import {
  ACCOUNT_MESSAGES,
  AccountError,
  ReauthenticationRequiredError,
  sendReauthenticationCode,
  updatePassword,
} from '@quizcoop/api';
import { useBackendClient } from '@quizcoop/api/react';
import { Button, Notice, PasswordField, TextField } from '@quizcoop/ui';
import { toast } from '../../app/siteToasts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { AccountForm } from './AuthLayout';
import type { FieldErrors, NewPasswordValues } from './validation';
import { validateConfirmationCode, validateNewPassword } from './validation';

const PASSWORD_UPDATED_TOAST = 'Your password has been updated';

const CONFIRMATION_CODE_TEXTS = {
  title: 'Enter the code we emailed you',
  explanation:
    'For your security, a password change from a session that was not signed into just now needs a confirmation code. We have sent a 6-digit code to your email address; it works once, for 10 minutes.',
  resent: 'A new code is on its way to your email address.',
} as const;

const emptyValues: NewPasswordValues = { password: '', confirmation: '' };

export interface NewPasswordFormProps {
  submitLabel: string;
  /** Marks both fields as required for assistive technology. */
  required?: boolean;
  /** Stretches the button across the account screens' card. */
  fullWidth?: boolean;
  /** Leaves the form once the password is set; without it the form empties for another change. */
  onUpdated?: () => void;
}

/**
 * Sets a new password for the signed-in person: on the new-password screen and on the profile. When the server
 * asks for proof that the person is the account's owner, the form has a code emailed and asks for it, then
 * sends the password again with the code.
 */
export function NewPasswordForm({ submitLabel, required, fullWidth, onUpdated }: NewPasswordFormProps) {
  const client = useBackendClient();
  const [values, setValues] = useState<NewPasswordValues>(emptyValues);
  const [errors, setErrors] = useState<FieldErrors<keyof NewPasswordValues>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  /** The emailed code, once the server has asked for one. */
  const [code, setCode] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const [resent, setResent] = useState(false);

  const askForCode = async () => {
    try {
      await sendReauthenticationCode(client);
      setCode((current) => current ?? '');
      return true;
    } catch (error) {
      setFailure(error instanceof AccountError ? error.message : ACCOUNT_MESSAGES.unexpected);
      return false;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword(values);
    setErrors(found);
    const invalidCode = code === undefined ? undefined : validateConfirmationCode(code);
    setCodeError(invalidCode);
    if (Object.keys(found).length > 0 || invalidCode) return;
    setBusy(true);
    setFailure(undefined);
    setResent(false);
    try {
      await updatePassword(client, values.password, code);
    } catch (error) {
      if (error instanceof ReauthenticationRequiredError) await askForCode();
      else setFailure(error instanceof AccountError ? error.message : ACCOUNT_MESSAGES.passwordUpdateFailed);
      setBusy(false);
      return;
    }
    toast.success(PASSWORD_UPDATED_TOAST);
    if (onUpdated) {
      // The form stays disabled while the person is taken away from it.
      onUpdated();
      return;
    }
    setValues(emptyValues);
    setCode(undefined);
    setBusy(false);
  };

  const resend = async () => {
    setBusy(true);
    setFailure(undefined);
    setResent(await askForCode());
    setBusy(false);
  };

  const button = (
    <Button type="submit" fullWidth={fullWidth} busy={busy} busyLabel="Please wait...">
      {submitLabel}
    </Button>
  );

  return (
    <AccountForm busy={busy} failure={failure} onSubmit={submit}>
      <PasswordField
        label="New password"
        name="new-password"
        autoComplete="new-password"
        required={required}
        showStrength
        value={values.password}
        onChange={(event) => setValues((current) => ({ ...current, password: event.target.value }))}
        error={errors.password}
      />
      <PasswordField
        label="Confirm new password"
        name="confirm-password"
        autoComplete="new-password"
        required={required}
        value={values.confirmation}
        onChange={(event) => setValues((current) => ({ ...current, confirmation: event.target.value }))}
        error={errors.confirmation}
      />
      {code !== undefined && (
        <>
          <Notice
            title={CONFIRMATION_CODE_TEXTS.title}
            aside={resent ? CONFIRMATION_CODE_TEXTS.resent : undefined}
          >
            {CONFIRMATION_CODE_TEXTS.explanation}
          </Notice>
          <TextField
            label="Confirmation code"
            name="confirmation-code"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            hint="The 6 digits from the email"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={codeError}
          />
          <div>
            <Button variant="secondary" type="button" onClick={() => void resend()}>
              Send a new code
            </Button>
          </div>
        </>
      )}
      {/* The form's grid would stretch a lone button; its own row keeps it at its natural width. */}
      {fullWidth ? button : <div>{button}</div>}
    </AccountForm>
  );
}
