import {
  ACCOUNT_MESSAGES,
  AccountError,
  currentSession,
  signIn,
  signOut,
  signUp,
  twoFactorStatus,
  verifySecondFactor,
} from '@quizcoop/api';
import { useBackendClient } from '@quizcoop/api/react';
import { Button, Checkbox, PasswordField } from '@quizcoop/ui';
import { toast } from '../../app/siteToasts';
import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AccountForm, AuthLayout, ContactField, UsernameField } from './AuthLayout';
import { EmailConfirmationForm } from './EmailConfirmationForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { PhoneConfirmationForm } from './PhoneConfirmationForm';
import { SecondFactorForm } from './SecondFactorForm';
import { SIGN_IN_CODE_TEXTS, SignInCodeForm } from './SignInCodeForm';
import { httpsRedirectTarget } from './secureOrigin';
import type { FieldErrors, SignUpValues } from './validation';
import { contactOf, looksLikePhone, validateSignIn, validateSignUp } from './validation';

type AuthMode = 'sign_in' | 'sign_up' | 'forgot_password';

/** After a sign-up that needs confirmation, the screen returns to sign-in after 3 s: time to read the toast. */
const RETURN_TO_SIGN_IN_MS = 3000;

export const AUTH_TEXTS = {
  sign_in: { title: 'Sign in to Quiz Coop', subtitle: 'Sign in to continue' },
  sign_up: { title: 'Create a Quiz Coop account', subtitle: 'Join the Quiz Coop community' },
  forgot_password: { title: 'Reset your password', subtitle: "We'll send you a reset link" },
  second_factor: {
    title: 'Two-factor authentication',
    subtitle: 'Enter the six-digit code your authenticator app shows for Quiz Coop',
  },
} as const;

const SIGN_UP_TOASTS = {
  confirmationRequired: 'Account created! Please check your email to confirm your account before signing in.',
  signedIn: 'Account created successfully!',
  phoneConfirmationRequired: 'Account created! Enter the code we texted you to confirm your number.',
} as const;

const SESSION_CHECK_FAILED = 'Authentication error occurred';

function modeOf(value: string | null): AuthMode {
  return value === 'sign_up' || value === 'forgot_password' ? value : 'sign_in';
}

function isRecoveryFragment(hash: string): boolean {
  return new URLSearchParams(hash.replace(/^#/, '')).get('type') === 'recovery';
}

const modeLink = (mode: AuthMode) => `/auth${mode === 'sign_in' ? '' : `?mode=${mode}`}`;

/** The auth screen: sign in, sign up and forgot password. */
export function AuthPage() {
  const client = useBackendClient();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { search, hash } = useLocation();
  const mode = modeOf(searchParams.get('mode'));
  const [checking, setChecking] = useState(true);
  // Signed in with the password, while the account also has an authenticator app: its code comes next.
  const [owesCode, setOwesCode] = useState(false);
  const [confirmationSentAt, setConfirmationSentAt] = useState<number>();
  // Signing in with an emailed link or code instead of the password, starting from the address typed so far.
  const [codeSignIn, setCodeSignIn] = useState<{ email: string }>();

  useEffect(() => {
    if (confirmationSentAt === undefined) return;
    const timer = setTimeout(() => setSearchParams({}, { replace: true }), RETURN_TO_SIGN_IN_MS);
    return () => clearTimeout(timer);
  }, [confirmationSentAt, setSearchParams]);

  useEffect(() => {
    const secure = httpsRedirectTarget(window.location);
    if (secure) {
      window.location.replace(secure);
      return;
    }
    // An email link's code or recovery fragment belongs to the new-password screen, which keeps it.
    if (searchParams.has('code') || isRecoveryFragment(hash)) {
      void navigate(`/auth/new-password${search}${hash}`, { replace: true });
      return;
    }
    let active = true;
    currentSession(client)
      .then(async (session) => {
        const needsCode = session ? (await twoFactorStatus(client)).needsCode : false;
        if (!active) return;
        if (needsCode) setOwesCode(true);
        if (session && !needsCode) void navigate('/game', { replace: true });
        else setChecking(false);
      })
      .catch(() => {
        if (!active) return;
        toast.error(SESSION_CHECK_FAILED);
        setChecking(false);
      });
    return () => {
      active = false;
    };
  }, [client, navigate, searchParams, search, hash]);

  // Either way of signing in is only the first step for an account that also has an authenticator app.
  const continueSignedIn = async () => {
    if ((await twoFactorStatus(client)).needsCode) setOwesCode(true);
    else void navigate('/game');
  };

  if (owesCode) {
    const startOver = async () => {
      await signOut(client).catch(() => undefined);
      setOwesCode(false);
    };
    return (
      <AuthLayout title={AUTH_TEXTS.second_factor.title} subtitle={AUTH_TEXTS.second_factor.subtitle}>
        <SecondFactorForm
          verify={(code) => verifySecondFactor(client, code)}
          onVerified={() => void navigate('/game')}
          footer={
            <Button variant="ghost" onClick={() => void startOver()}>
              Sign in with another account
            </Button>
          }
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={AUTH_TEXTS[mode].title} subtitle={AUTH_TEXTS[mode].subtitle}>
      {mode === 'forgot_password' ? (
        <ForgotPasswordForm
          key="forgot"
          footer={<Link to={modeLink('sign_in')}>Already have an account? Sign in</Link>}
        />
      ) : mode === 'sign_in' && codeSignIn ? (
        <SignInCodeForm
          key="code"
          defaultEmail={codeSignIn.email}
          onSignedIn={() => void continueSignedIn()}
          footer={
            <Button type="button" variant="ghost" fullWidth onClick={() => setCodeSignIn(undefined)}>
              Sign in with a password instead
            </Button>
          }
        />
      ) : (
        <CredentialsForm
          key="credentials"
          mode={mode}
          checkingSession={checking}
          onSignedIn={() => void continueSignedIn()}
          onConfirmationSent={() => setConfirmationSentAt(Date.now())}
          onUseCode={(typed) => setCodeSignIn({ email: looksLikePhone(typed) ? '' : typed })}
        />
      )}
    </AuthLayout>
  );
}

interface CredentialsFormProps {
  mode: 'sign_in' | 'sign_up';
  /**
   * The visitor's session is still being checked: the form is drawn but disabled, so the screen that follows
   * takes the same place and nothing typed is thrown away when the check sends a signed-in visitor on.
   */
  checkingSession: boolean;
  onSignedIn: () => void;
  onConfirmationSent: () => void;
  /** Leaves the password behind for an emailed sign-in link or code; gets what the field holds. */
  onUseCode: (typed: string) => void;
}

const emptyValues: SignUpValues = { email: '', password: '', username: '', termsAccepted: false };

function CredentialsForm({
  mode,
  checkingSession,
  onSignedIn,
  onConfirmationSent,
  onUseCode,
}: CredentialsFormProps) {
  const client = useBackendClient();
  const [values, setValues] = useState<SignUpValues>(emptyValues);
  const [errors, setErrors] = useState<FieldErrors<keyof SignUpValues>>({});
  const [failure, setFailure] = useState<string>();
  // The address a confirmation email went to, while its code may still be typed here.
  const [emailToConfirm, setEmailToConfirm] = useState<string>();
  const [phoneToConfirm, setPhoneToConfirm] = useState<string>();
  const [busy, setBusy] = useState(false);
  const signingUp = mode === 'sign_up';

  const change = <Field extends keyof SignUpValues>(field: Field, value: SignUpValues[Field]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = signingUp ? validateSignUp(values) : validateSignIn(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(undefined);
    const contact = contactOf(values.email);
    try {
      if (!signingUp) {
        await signIn(client, { ...contact, password: values.password });
        onSignedIn();
        return;
      }
      const { password, username, termsAccepted } = values;
      const outcome = await signUp(
        client,
        { ...contact, password, username, termsAccepted, emailOptIn: false, referralSource: null },
        { origin: window.location.origin },
      );
      if (outcome.status === 'signed-in') {
        toast.success(SIGN_UP_TOASTS.signedIn);
        onSignedIn();
        return;
      }
      if ('phone' in contact) {
        toast.success(SIGN_UP_TOASTS.phoneConfirmationRequired);
        setPhoneToConfirm(contact.phone);
        return;
      }
      setEmailToConfirm(contact.email);
      toast.success(SIGN_UP_TOASTS.confirmationRequired);
      onConfirmationSent();
    } catch (error) {
      const known = error instanceof AccountError ? error : undefined;
      setFailure(known?.message ?? ACCOUNT_MESSAGES.unexpected);
      if (known?.warning) toast.warning(known.warning);
    } finally {
      setBusy(false);
    }
  };

  if (phoneToConfirm) return <PhoneConfirmationForm phone={phoneToConfirm} onSignedIn={onSignedIn} />;
  if (emailToConfirm) {
    return (
      <EmailConfirmationForm
        email={emailToConfirm}
        onSignedIn={onSignedIn}
        footer={
          <Button type="button" variant="ghost" fullWidth onClick={() => setEmailToConfirm(undefined)}>
            Sign in with a password instead
          </Button>
        }
      />
    );
  }

  return (
    <AccountForm busy={busy || checkingSession} failure={failure} onSubmit={submit}>
      <ContactField
        value={values.email}
        onChange={(event) => change('email', event.target.value)}
        error={errors.email}
      />
      {signingUp && (
        <UsernameField
          value={values.username}
          onChange={(event) => change('username', event.target.value)}
          error={errors.username}
        />
      )}
      <PasswordField
        label="Password"
        name="password"
        autoComplete={signingUp ? 'new-password' : 'current-password'}
        required
        showStrength
        value={values.password}
        onChange={(event) => change('password', event.target.value)}
        error={errors.password}
      />
      {signingUp && (
        <Checkbox
          checked={values.termsAccepted}
          onCheckedChange={(checked) => change('termsAccepted', checked === true)}
          error={errors.termsAccepted}
          label={
            <>
              I agree to the <Link to="/terms">Terms of Service</Link> and{' '}
              <Link to="/privacy">Privacy Policy</Link>
            </>
          }
        />
      )}
      {!signingUp && <Link to={modeLink('forgot_password')}>Forgot password?</Link>}
      <Button
        type="submit"
        fullWidth
        busy={busy || checkingSession}
        busyLabel={checkingSession ? 'Checking your session' : 'Please wait...'}
      >
        {signingUp ? 'Sign up' : 'Sign in'}
      </Button>
      {!signingUp && (
        <Button type="button" variant="secondary" fullWidth onClick={() => onUseCode(values.email)}>
          {SIGN_IN_CODE_TEXTS.send}
        </Button>
      )}
      {signingUp ? (
        <Link to={modeLink('sign_in')}>Already have an account? Sign in</Link>
      ) : (
        <Link to={modeLink('sign_up')}>Don&apos;t have an account? Sign up</Link>
      )}
    </AccountForm>
  );
}
