import { deleteAccount, exportAccountData, refreshSession } from '@quizcoop/api';
import { useBackendClient, useProfile, useSession, useUpdateProfile } from '@quizcoop/api/react';
import type { Profile } from '@quizcoop/api';
import { Alert, AlertDialog, Button, Checkbox, Notice, Spinner, sprinkles } from '@quizcoop/ui';
import { toast } from '../app/siteToasts';
import type { FormEvent } from 'react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FormFields, UsernameField } from './auth/AuthLayout';
import { EmailChangeForm } from './auth/EmailChangeForm';
import { NewPasswordForm } from './auth/NewPasswordForm';
import { ProfileSection } from './ProfileSection';
import { SubscriptionSection } from './SubscriptionSection';
import { TwoFactorSettings } from './TwoFactorSettings';
import { validateUsername } from './auth/validation';
import { downloadFile } from '../app/downloadFile';

/** Keeping games is the kept games' code, which the profile fetches as it opens. */
const GameKeepingChoices = lazy(async () => ({
  default: (await import('../reports/keptGamesFeature')).GameKeepingChoices,
}));

export { FailedRenewalNotice } from '../app/PaymentIssueNotice';

const PROFILE_TEXTS = {
  saved: 'Your profile has been saved',
  exportFailed: 'Your data could not be downloaded. Please try again.',
  deleted: 'Your account has been deleted',
  deleteFailed: 'Your account could not be deleted. Please try again.',
} as const;

/** What the profile says when an email-change link brings the person back to it. */
const EMAIL_LINK_TEXTS = {
  halfConfirmedTitle: 'One of the two addresses has confirmed',
  halfConfirmed: 'Confirmation link accepted. Please proceed to confirm link sent to the other email.',
  changedTitle: 'Your email address has been changed',
  changed: 'Sign in with your new address from now on.',
  failed: 'This email change link is invalid or has expired. You can ask for the change again below.',
} as const;

/** The auth service's word, in the link's query or fragment, that one of the two confirmations arrived. */
const OTHER_ADDRESS_PENDING =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

type EmailLinkOutcome = 'half-confirmed' | 'changed' | 'failed';

function emailLinkOutcome(search: string, hash: string): EmailLinkOutcome | undefined {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  if ((query.get('message') ?? fragment.get('message')) === OTHER_ADDRESS_PENDING) return 'half-confirmed';
  if (query.has('error_code') || fragment.has('error_code')) return 'failed';
  if (query.has('code') || fragment.get('type') === 'email_change') return 'changed';
  return undefined;
}

/** /profile: the teacher's details, password, subscription, and their data to take away or delete. */
export function ProfilePage() {
  const { session } = useSession();
  const profile = useProfile();
  return (
    <main className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', padding: 'lg' })}>
      <h1>My Profile</h1>
      {profile.isPending && <Spinner label="Loading your profile" />}
      {profile.error && <Alert>{profile.error.message}</Alert>}
      {profile.isSuccess && (
        <DetailsSection email={session?.user.email ?? ''} profile={profile.data} key={profile.data?.id} />
      )}
      <EmailSection email={session?.user.email ?? ''} pendingEmail={session?.user.new_email} />
      <PasswordSection />
      <ProfileSection id="profile-two-factor" title="Two-factor authentication">
        <TwoFactorSettings />
      </ProfileSection>
      <SubscriptionSection />
      <ProfileSection id="profile-game-keeping" title="Kept games">
        <Suspense fallback={<Spinner label="Loading your choice of keeping games" />}>
          <GameKeepingChoices />
        </Suspense>
      </ProfileSection>
      <DataSection />
    </main>
  );
}

function DetailsSection({ email, profile }: { email: string; profile: Profile | null }) {
  const update = useUpdateProfile();
  const [username, setUsername] = useState(profile?.username ?? '');
  const [emailOptIn, setEmailOptIn] = useState(profile?.email_opt_in ?? false);
  const [usernameError, setUsernameError] = useState<string>();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateUsername(username);
    setUsernameError(invalid);
    if (invalid) return;
    update.mutate(
      { username, email_opt_in: emailOptIn },
      { onSuccess: () => toast.success(PROFILE_TEXTS.saved) },
    );
  };

  return (
    <ProfileSection id="profile-details" title="Account details">
      <p>
        Signed in as <strong>{email}</strong>
      </p>
      <form noValidate onSubmit={save}>
        <FormFields busy={update.isPending}>
          {update.error && <Alert>{update.error.message}</Alert>}
          <UsernameField
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            error={usernameError}
          />
          <Checkbox
            label="Email me Quiz Coop news and teaching tips"
            checked={emailOptIn}
            onCheckedChange={(checked) => setEmailOptIn(checked === true)}
          />
          <div>
            <Button type="submit" busy={update.isPending} busyLabel="Please wait...">
              Save changes
            </Button>
          </div>
        </FormFields>
      </form>
    </ProfileSection>
  );
}

/** Changing the address, and what an email-change link that led back here did. */
function EmailSection({ email, pendingEmail }: { email: string; pendingEmail?: string }) {
  const client = useBackendClient();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const [outcome] = useState(() => emailLinkOutcome(search, hash));

  useEffect(() => {
    if (!outcome) return;
    // The link's parameters are spent: a reload should not announce the outcome again.
    void navigate('/profile', { replace: true });
    // The session still carries the old address until it is renewed.
    if (outcome === 'changed') refreshSession(client).catch(() => undefined);
  }, [outcome, client, navigate]);

  return (
    <ProfileSection id="profile-email" title="Email address">
      {outcome === 'half-confirmed' && (
        <Notice title={EMAIL_LINK_TEXTS.halfConfirmedTitle}>{EMAIL_LINK_TEXTS.halfConfirmed}</Notice>
      )}
      {outcome === 'changed' && (
        <Notice title={EMAIL_LINK_TEXTS.changedTitle}>{EMAIL_LINK_TEXTS.changed}</Notice>
      )}
      {outcome === 'failed' && <Alert>{EMAIL_LINK_TEXTS.failed}</Alert>}
      <p>
        Your address now: <strong>{email}</strong>
      </p>
      <p>
        To change it, confirm from both your current address and the new one: we email a link to each, and the
        address changes only once both have been followed.
      </p>
      <EmailChangeForm
        currentEmail={email}
        pendingEmail={outcome === 'changed' ? undefined : pendingEmail}
        key={email}
      />
    </ProfileSection>
  );
}

function PasswordSection() {
  return (
    <ProfileSection id="profile-password" title="Change password">
      <NewPasswordForm submitLabel="Change password" />
    </ProfileSection>
  );
}

function DataSection() {
  const client = useBackendClient();
  const navigate = useNavigate();
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setExporting(true);
    try {
      downloadFile(
        JSON.stringify(await exportAccountData(client), null, 2),
        'quiz-coop-my-data.json',
        'application/json',
      );
    } catch {
      toast.error(PROFILE_TEXTS.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteAccount(client);
      toast.success(PROFILE_TEXTS.deleted);
      void navigate('/auth', { replace: true });
    } catch {
      toast.error(PROFILE_TEXTS.deleteFailed);
      setDeleting(false);
    }
  };

  return (
    <ProfileSection id="profile-data" title="Your data">
      <p>
        Download everything Quiz Coop keeps about you as a JSON file: your account, profile, question sets,
        stars, subscription, problem reports and kept games.
      </p>
      <div>
        <Button variant="secondary" busy={exporting} busyLabel="Preparing..." onClick={() => void download()}>
          Download my data
        </Button>
      </div>
      <p>
        Deleting your account removes your profile, your question sets, your stars, your kept games and your
        uploaded pictures for good. It cannot be undone.
      </p>
      <AlertDialog.Root>
        <AlertDialog.Trigger asChild>
          <Button variant="danger" busy={deleting} busyLabel="Deleting...">
            Delete my account
          </Button>
        </AlertDialog.Trigger>
        <AlertDialog.Content tone="danger">
          <AlertDialog.Title>Delete your account?</AlertDialog.Title>
          <AlertDialog.Description>
            Your profile, question sets, stars, kept games and uploaded pictures will be removed for good.
            This cannot be undone.
          </AlertDialog.Description>
          <AlertDialog.Actions>
            <AlertDialog.Cancel>Keep my account</AlertDialog.Cancel>
            <AlertDialog.Action variant="danger" onClick={() => void remove()}>
              Delete my account
            </AlertDialog.Action>
          </AlertDialog.Actions>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </ProfileSection>
  );
}
