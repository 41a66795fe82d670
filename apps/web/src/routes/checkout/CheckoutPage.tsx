import type { PremiumPlan } from '@quizcoop/contract';
import { PREMIUM_PLANS } from '@quizcoop/contract';
import { useSession, useSubscription } from '@quizcoop/api/react';
import { Button, Card, Notice, sprinkles } from '@quizcoop/ui';
import { Link, useSearchParams } from 'react-router';
import { SitePage } from '../../app/SiteLayout';
import { useStartCheckout } from './useStartCheckout';

function chosenPlan(value: string | null): PremiumPlan {
  return value === 'yearly' ? 'yearly' : 'monthly';
}

/** /checkout?plan=monthly|yearly: the chosen plan, then on to the payment page. */
export function CheckoutPage() {
  const [searchParams] = useSearchParams();
  const offer = PREMIUM_PLANS.find(({ plan }) => plan === chosenPlan(searchParams.get('plan')))!;
  const { status } = useSession();
  const subscription = useSubscription();
  const { start, pendingPlan } = useStartCheckout();

  return (
    <SitePage title="Checkout" intro="Review your plan, then continue to the secure payment page.">
      {subscription.isPremium ? (
        <Notice title="You already have Quiz Coop Premium">
          There is nothing to pay. Manage your subscription from your <Link to="/profile">profile</Link>.
        </Notice>
      ) : (
        <Card.Root as="section" aria-label="Your plan">
          <Card.Title>{offer.name}</Card.Title>
          <Card.Description>
            {offer.price} per {offer.period}. Cancel at any time.
          </Card.Description>
          <Card.Footer className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' })}>
            <Button
              busy={pendingPlan !== null}
              busyLabel="Opening checkout..."
              onClick={() => void start(offer.plan)}
            >
              {status === 'signed-in' ? 'Continue to Payment' : 'Sign in to Continue'}
            </Button>
            <Link to="/pricing">Compare plans</Link>
          </Card.Footer>
        </Card.Root>
      )}
    </SitePage>
  );
}
