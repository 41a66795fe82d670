import { SUBSCRIPTION_EXPIRED_MESSAGE } from '@quizcoop/api';
import { useOpenCustomerPortal, useSubscription, useSubscriptionBilling } from '@quizcoop/api/react';
import { Alert, Badge, Button, Spinner, SubscriptionStatusCard } from '@quizcoop/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ProfileSection } from './ProfileSection';
import { useTakesTooLong } from './useTakesTooLong';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/**
 * Longer than a check with its retries takes on a slow school network, yet short enough that a teacher is not
 * left staring at a spinner.
 */
const SUBSCRIPTION_CHECK_PATIENCE_MS = 15_000;

function premiumUntil(subscriptionEnd: string | null, cancelled: boolean): string {
  if (!subscriptionEnd) return 'Premium with no end date.';
  const end = dateFormat.format(new Date(subscriptionEnd));
  return cancelled
    ? `Premium until ${end}. Your subscription is cancelled and will not renew.`
    : `Premium until ${end}.`;
}

/**
 * The plan, and the way to the payment provider's page to cancel, resume or change the card. Each problem gets
 * its status card: a check that hangs ('Refresh' loads the page again), a check that failed, an unpaid renewal
 * ('Update Payment' opens the provider's page), and a provider's page that would not open.
 */
export function SubscriptionSection() {
  const navigate = useNavigate();
  const subscription = useSubscription();
  const { isPremium, subscriptionEnd, isLoading, error, refresh } = subscription;
  const billing = useSubscriptionBilling();
  const portal = useOpenCustomerPortal();
  const [refreshing, setRefreshing] = useState(false);
  const [continuedWithout, setContinuedWithout] = useState(false);
  const slow = useTakesTooLong(isLoading, SUBSCRIPTION_CHECK_PATIENCE_MS);
  const openPortal = () => portal.mutate();
  const getHelp = () => void navigate('/help');
  const contactSupport = () => void navigate('/report-problem');
  // A check that stalls is still the one a refresh of the query would wait on; a new page asks anew.
  const reloadPage = () => window.location.reload();
  const checkAgain = () => {
    setRefreshing(true);
    void Promise.all([refresh(), billing.refetch()]).finally(() => setRefreshing(false));
  };
  const failedAt = isPremium ? billing.data?.paymentFailedAt : null;

  if (isLoading && !continuedWithout) {
    return (
      <ProfileSection id="profile-subscription" title="Subscription">
        {slow && (
          <SubscriptionStatusCard
            scenario="loading_timeout"
            headingLevel={3}
            onRefresh={reloadPage}
            onContinueWithoutVerification={() => setContinuedWithout(true)}
            onGetHelp={getHelp}
          />
        )}
        <Spinner label="Checking your subscription" />
      </ProfileSection>
    );
  }

  return (
    <ProfileSection id="profile-subscription" title="Subscription">
      {failedAt && (
        <SubscriptionStatusCard
          scenario="payment_issue"
          headingLevel={3}
          details={`Your last renewal payment failed on ${dateFormat.format(new Date(failedAt))}.`}
          onUpdatePayment={openPortal}
          onContactSupport={contactSupport}
        />
      )}
      {error && error !== SUBSCRIPTION_EXPIRED_MESSAGE && (
        <SubscriptionStatusCard
          scenario="sync_error"
          headingLevel={3}
          details={error}
          busy={refreshing}
          onRefresh={checkAgain}
          onTryAgain={checkAgain}
          onGetHelp={getHelp}
        />
      )}
      {portal.error && (
        <SubscriptionStatusCard
          scenario="general_error"
          headingLevel={3}
          details={portal.error.message}
          busy={portal.isPending}
          onTryAgain={openPortal}
          onGetHelp={getHelp}
          onContactSupport={contactSupport}
        />
      )}
      <p>
        Your plan: <Badge tone={isPremium ? 'success' : undefined}>{isPremium ? 'Premium' : 'Free'}</Badge>
      </p>
      {isPremium && <p>{premiumUntil(subscriptionEnd, billing.data?.cancelAtPeriodEnd ?? false)}</p>}
      {error === SUBSCRIPTION_EXPIRED_MESSAGE && <Alert>{error}</Alert>}
      {!isPremium && (
        <p>
          <Link to="/pricing">Upgrade to Premium</Link> for unlimited Score Scrambles and premium questions.
        </p>
      )}
      {billing.data && (
        <div>
          <Button variant="secondary" busy={portal.isPending} busyLabel="Opening..." onClick={openPortal}>
            Manage subscription
          </Button>
        </div>
      )}
    </ProfileSection>
  );
}
