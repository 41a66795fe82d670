import { useOpenCustomerPortal, useSubscription, useSubscriptionBilling } from '@quizcoop/api/react';
import { Alert, Badge, Button, Spinner, SubscriptionStatusCard } from '@quizcoop/ui';
import { Link, useNavigate } from 'react-router';
import { ProfileSection } from './ProfileSection';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

function premiumUntil(subscriptionEnd: string | null, cancelled: boolean): string {
  if (!subscriptionEnd) return 'Premium with no end date.';
  const end = dateFormat.format(new Date(subscriptionEnd));
  return cancelled
    ? `Premium until ${end}. Your subscription is cancelled and will not renew.`
    : `Premium until ${end}.`;
}

/**
 * The plan, and the way to the payment provider's page to cancel, resume or change the card. A renewal that
 * could not be charged shows the payment issue card, whose 'Update Payment' opens that page too.
 */
export function SubscriptionSection() {
  const navigate = useNavigate();
  const { isPremium, subscriptionEnd, isLoading, error } = useSubscription();
  const billing = useSubscriptionBilling();
  const portal = useOpenCustomerPortal();
  const openPortal = () => portal.mutate();
  const failedAt = isPremium ? billing.data?.paymentFailedAt : null;

  return (
    <ProfileSection id="profile-subscription" title="Subscription">
      {isLoading ? (
        <Spinner label="Checking your subscription" />
      ) : (
        <>
          {failedAt && (
            <SubscriptionStatusCard
              scenario="payment_issue"
              headingLevel={3}
              details={`Your last renewal payment failed on ${dateFormat.format(new Date(failedAt))}.`}
              onUpdatePayment={openPortal}
              onContactSupport={() => void navigate('/report-problem')}
            />
          )}
          <p>
            Your plan:{' '}
            <Badge tone={isPremium ? 'success' : undefined}>{isPremium ? 'Premium' : 'Free'}</Badge>
          </p>
          {isPremium && <p>{premiumUntil(subscriptionEnd, billing.data?.cancelAtPeriodEnd ?? false)}</p>}
          {error && <Alert>{error}</Alert>}
          {!isPremium && (
            <p>
              <Link to="/pricing">Upgrade to Premium</Link> for unlimited Score Scrambles and premium
              questions.
            </p>
          )}
          {billing.data && (
            <div>
              <Button variant="secondary" busy={portal.isPending} busyLabel="Opening..." onClick={openPortal}>
                Manage subscription
              </Button>
            </div>
          )}
          {portal.error && <Alert>{portal.error.message}</Alert>}
        </>
      )}
    </ProfileSection>
  );
}
