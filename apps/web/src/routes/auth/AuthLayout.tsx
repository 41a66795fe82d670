import { Alert, Card, ControlGroup, TextField, sprinkles } from '@quizcoop/ui';
import type { TextFieldProps } from '@quizcoop/ui';
import type { FormEvent, ReactNode } from 'react';
import { CentredPage } from '../../app/SiteLayout';

export interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The frame of the account screens, under the site header whose logo links home: a card with the heading. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <CentredPage>
      <Card.Root padding="lg" elevation="raised" style={{ width: '100%', maxWidth: '28rem' }}>
        <h1>{title}</h1>
        {subtitle && <Card.Description>{subtitle}</Card.Description>}
        <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', paddingTop: 'md' })}>
          {children}
        </div>
      </Card.Root>
    </CentredPage>
  );
}

/** A form's controls, all disabled together while the form is being sent, so nothing typed then is lost. */
export function FormFields({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <ControlGroup disabled={busy} className={sprinkles({ display: 'grid', gap: 'md' })}>
      {children}
    </ControlGroup>
  );
}

export interface AccountFormProps {
  busy: boolean;
  /** Why the last sending failed, shown above the fields. */
  failure?: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}

/** An account form checked by our own validation messages, not the browser's, and disabled while it is sent. */
export function AccountForm({ busy, failure, onSubmit, children }: AccountFormProps) {
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormFields busy={busy}>
        {failure && <Alert>{failure}</Alert>}
        {children}
      </FormFields>
    </form>
  );
}

/** The required email address of the account forms. */
export function EmailField(
  props: Omit<TextFieldProps, 'label' | 'type' | 'name' | 'autoComplete' | 'required'>,
) {
  return <TextField label="Email" type="email" name="email" autoComplete="email" required {...props} />;
}

/** Sign-in and sign-up's one field for the account's email address or phone number. */
export function ContactField(
  props: Omit<TextFieldProps, 'label' | 'type' | 'name' | 'autoComplete' | 'required' | 'hint'>,
) {
  return (
    <TextField
      label="Email or phone"
      name="email"
      autoComplete="username"
      required
      hint="A phone number starts with + and the country code, such as +44 7700 900123"
      {...props}
    />
  );
}

/** A six-digit code from an email or a text message, with the phone's one-time-code autofill. */
export function CodeField(
  props: Omit<TextFieldProps, 'type' | 'name' | 'autoComplete' | 'inputMode' | 'maxLength' | 'required'>,
) {
  return (
    <TextField
      name="code"
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
      required
      {...props}
    />
  );
}

/** The required username of sign-up and the profile, with the rule it must follow. */
export function UsernameField(
  props: Omit<TextFieldProps, 'label' | 'name' | 'autoComplete' | 'required' | 'hint'>,
) {
  return (
    <TextField
      label="Username"
      name="username"
      autoComplete="username"
      required
      hint="3 to 30 letters, numbers, underscores or hyphens"
      {...props}
    />
  );
}
