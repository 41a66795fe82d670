import { useSubscription } from '@quizcoop/api/react';
import { Notice, Spinner, SubscriptionStatusCard, buttonClassName, sprinkles } from '@quizcoop/ui';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SitePage } from '../../app/SiteLayout';

function formatEnd(end: string | null): string {
  if (end === null) return 'with no end date';
  return `until ${new Date(end).toLocaleDateString(undefined, { dateStyle: 'long' })}`;
}

/**
 * /checkout/success: back from paying. The subscription is asked afresh (the cache still says free), then
 * premium shows; if the server does not confirm it yet, the teacher can try again or contact support.
 */
export function CheckoutSuccessPage() {
  const subscription = useSubscription();
  const navigate = useNavigate();
  const { refresh } = subscription;
  const [checking, setChecking] = useState(true);

  useEffect(() => {
    let current = true;
    void refresh().finally(() => {
      if (current) setChecking(false);
    });
    return () => {
      current = false;
    };
  }, [refresh]);

  const retry = () => {
    setChecking(true);
    void refresh().finally(() => setChecking(false));
  };

  let status;
  if (checking || subscription.isLoading) {
    status = <Spinner label="Confirming your subscription..." />;
  } else if (subscription.isPremium) {
    status = (
      <Notice title="Welcome to Quiz Coop Premium!">
        Your premium subscription is active {formatEnd(subscription.subscriptionEnd)}. Unlimited Score
        Scrambles, premium questions and copying public sets are yours.
      </Notice>
    );
  } else {
    status = (
      <SubscriptionStatusCard
        scenario="verification_failed"
        details={subscription.error ?? undefined}
        busy={checking}
        onTryAgain={retry}
        onContactSupport={() => void navigate('/report-problem')}
        onContinueWithoutVerification={() => void navigate('/game')}
      />
    );
  }

  return (
    <SitePage title="Checkout complete">
      {status}
      <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' })}>
        <Link to="/game" className={buttonClassName()}>
          Start Playing
        </Link>
        <Link to="/library" className={buttonClassName({ variant: 'secondary' })}>
          Browse the Library
        </Link>
      </div>
    </SitePage>
  );
}
