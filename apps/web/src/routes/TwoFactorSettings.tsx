import type { TwoFactorSetup } from '@quizcoop/api';
import {
  AccountError,
  ACCOUNT_MESSAGES,
  confirmTwoFactorCode,
  startTwoFactorSetup,
  turnOffTwoFactor,
} from '@quizcoop/api';
import { useBackendClient, useTwoFactorStatus } from '@quizcoop/api/react';
import { Alert, Badge, Button, Spinner, sprinkles } from '@quizcoop/ui';
import { toast } from '../app/siteToasts';
import { useState } from 'react';
import { SecondFactorForm } from './auth/SecondFactorForm';

const TWO_FACTOR_TEXTS = {
  off: 'Two-factor authentication is off. Turn it on and signing in will also ask for a six-digit code from an authenticator app on your phone, so your password alone is not enough.',
  on: 'Two-factor authentication is on. Signing in asks for a code from your authenticator app.',
  turnOn: 'Turn on two-factor authentication',
  turnOff: 'Turn off two-factor authentication',
  scan: 'Scan this QR code with your authenticator app.',
  qrAlt: 'QR code that adds Quiz Coop to your authenticator app',
  manual: 'Cannot scan it? Add an account in the app by hand with this setup key:',
  confirm: 'Then enter the six-digit code the app shows, to check it works.',
  confirmButton: 'Confirm and turn on',
  cancel: 'Cancel',
  codeFirst: 'To turn it off, first enter a code from your authenticator app.',
  turnedOn: 'Two-factor authentication is on',
  turnedOff: 'Two-factor authentication is off',
} as const;

const messageOf = (error: unknown) =>
  error instanceof AccountError ? error.message : ACCOUNT_MESSAGES.unexpected;

/** The profile's two-factor part: turn the authenticator app on (QR code, key, first code) or off. */
export function TwoFactorSettings() {
  const client = useBackendClient();
  const status = useTwoFactorStatus();
  const [setup, setSetup] = useState<TwoFactorSetup>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await work();
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  if (status.isPending) return <Spinner label="Checking two-factor authentication" />;
  if (status.error) return <Alert>{messageOf(status.error)}</Alert>;
  const { factorId, needsCode } = status.data;

  if (setup) {
    return (
      <ol className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}>
        <li>
          <p>{TWO_FACTOR_TEXTS.scan}</p>
          <img src={setup.qrCode} alt={TWO_FACTOR_TEXTS.qrAlt} width={200} height={200} />
          <p>{TWO_FACTOR_TEXTS.manual}</p>
          <p>
            <code data-testid="two-factor-secret" style={{ overflowWrap: 'anywhere' }}>
              {setup.secret}
            </code>
          </p>
        </li>
        <li>
          <p>{TWO_FACTOR_TEXTS.confirm}</p>
          <SecondFactorForm
            submitLabel={TWO_FACTOR_TEXTS.confirmButton}
            verify={(code) => confirmTwoFactorCode(client, setup.factorId, code)}
            onVerified={() => {
              setSetup(undefined);
              toast.success(TWO_FACTOR_TEXTS.turnedOn);
            }}
            footer={
              <Button variant="ghost" onClick={() => setSetup(undefined)}>
                {TWO_FACTOR_TEXTS.cancel}
              </Button>
            }
          />
        </li>
      </ol>
    );
  }

  if (!factorId) {
    return (
      <>
        {failure && <Alert>{failure}</Alert>}
        <p>
          <Badge>Off</Badge> {TWO_FACTOR_TEXTS.off}
        </p>
        <div>
          <Button
            busy={busy}
            busyLabel="Please wait..."
            onClick={() => void run(async () => setSetup(await startTwoFactorSetup(client)))}
          >
            {TWO_FACTOR_TEXTS.turnOn}
          </Button>
        </div>
      </>
    );
  }

  return (
    <>
      {failure && <Alert>{failure}</Alert>}
      <p>
        <Badge tone="success">On</Badge> {TWO_FACTOR_TEXTS.on}
      </p>
      {needsCode ? (
        <>
          <p>{TWO_FACTOR_TEXTS.codeFirst}</p>
          <SecondFactorForm
            verify={(code) => confirmTwoFactorCode(client, factorId, code)}
            onVerified={() => undefined}
          />
        </>
      ) : (
        <div>
          <Button
            variant="danger"
            busy={busy}
            busyLabel="Please wait..."
            onClick={() =>
              void run(async () => {
                await turnOffTwoFactor(client, factorId);
                toast.success(TWO_FACTOR_TEXTS.turnedOff);
              })
            }
          >
            {TWO_FACTOR_TEXTS.turnOff}
          </Button>
        </div>
      )}
    </>
  );
}
