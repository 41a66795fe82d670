import { ACCOUNT_MESSAGES, AccountError, updatePassword } from '@quizcoop/api';
import { useBackendClient } from '@quizcoop/api/react';
import { Button, PasswordField, toast } from '@quizcoop/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { AccountForm } from './AuthLayout';
import type { FieldErrors, NewPasswordValues } from './validation';
import { validateNewPassword } from './validation';

export const PASSWORD_UPDATED_TOAST = 'Your password has been updated';

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

/** Sets a new password for the signed-in person: on the new-password screen and on the profile. */
export function NewPasswordForm({ submitLabel, required, fullWidth, onUpdated }: NewPasswordFormProps) {
  const client = useBackendClient();
  const [values, setValues] = useState<NewPasswordValues>(emptyValues);
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
    } catch (error) {
      setFailure(error instanceof AccountError ? error.message : ACCOUNT_MESSAGES.passwordUpdateFailed);
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
      {/* The form's grid would stretch a lone button; its own row keeps it at its natural width. */}
      {fullWidth ? button : <div>{button}</div>}
    </AccountForm>
  );
}
