import { SUBSCRIPTION_EXPIRED_MESSAGE } from '@quizcoop/api';
import type { PremiumPlanOffer } from '@quizcoop/contract';
import { PREMIUM_PLANS } from '@quizcoop/contract';
import { useSubscription } from '@quizcoop/api/react';
import { FREE_SCRAMBLE_LIMIT, MAX_PLAYERS } from '@quizcoop/engine/rules';
import { Alert, Badge, Button, Card, Notice, SubscriptionStatusCard, sprinkles } from '@quizcoop/ui';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SitePage } from '../../app/SitePage';
import { useStartCheckout } from './useStartCheckout';
import { ISLANDS, PLAN_ATTRIBUTE, islandAttributes } from '../../islands/markers';

const freeFeatures = [
  `Games for 1 to ${MAX_PLAYERS} players or teams, each with its own question set`,
  'Create, edit and share your own question sets',
  'Play and star sets from the public library',
  `${FREE_SCRAMBLE_LIMIT} Score Scrambles per play session`,
];

const premiumFeatures = [
  'Everything in Free',
  'Unlimited games and Score Scrambles',
  'Premium questions in the library',
  'Copy public question sets to adapt them for your class',
];

const gridClass = sprinkles({ display: 'grid', gridColumns: { mobile: 1, medium: 3 }, gap: 'md' });

function PlanCard({
  title,
  price,
  features,
  action,
}: {
  title: string;
  price: string;
  features: readonly string[];
  action?: ReactNode;
}) {
  return (
    <Card.Root as="article" aria-label={title}>
      <Card.Title>{title}</Card.Title>
      <p>
        <strong>{price}</strong>
      </p>
      <ul>
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {action && <Card.Footer>{action}</Card.Footer>}
    </Card.Root>
  );
}

function priceText({ price, period }: PremiumPlanOffer): string {
  return `${price} per ${period}`;
}

/** /pricing: free against premium, monthly and yearly; 'Upgrade' opens the checkout. */
export function PricingPage() {
  return (
    <div {...islandAttributes(ISLANDS.pricing)}>
      <Pricing />
    </div>
  );
}

/** The pricing page's content, which its island on the static page renders for a signed-in teacher. */
export function Pricing() {
  const subscription = useSubscription();
  const { start, pendingPlan } = useStartCheckout();
  const navigate = useNavigate();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    void subscription.refresh().finally(() => setRefreshing(false));
  };

  return (
    <SitePage
      title="Pricing"
      intro="Quiz Coop is free for every classroom. Premium removes the limits and opens the premium library."
    >
      {subscription.error === SUBSCRIPTION_EXPIRED_MESSAGE && (
        <Alert title="Your premium subscription has ended">{subscription.error}</Alert>
      )}
      {subscription.error !== null && subscription.error !== SUBSCRIPTION_EXPIRED_MESSAGE && (
        <SubscriptionStatusCard
          scenario="sync_error"
          details={subscription.error}
          busy={refreshing}
          onRefresh={refresh}
          onTryAgain={refresh}
          onGetHelp={() => void navigate('/help')}
        />
      )}
      {subscription.isPremium && (
        <Notice title="You have Quiz Coop Premium">
          Thank you for supporting Quiz Coop. Manage your subscription from your{' '}
          <Link to="/profile">profile</Link>.
        </Notice>
      )}
      <div className={gridClass}>
        <PlanCard title="Free" price="$0" features={freeFeatures} />
        {PREMIUM_PLANS.map((offer) => (
          <PlanCard
            key={offer.plan}
            title={offer.name}
            price={priceText(offer)}
            features={premiumFeatures}
            action={
              subscription.isPremium ? (
                <Badge tone="success">Your plan includes this</Badge>
              ) : (
                <Button
                  busy={pendingPlan === offer.plan}
                  busyLabel="Opening checkout..."
                  disabled={pendingPlan !== null}
                  aria-label={`Upgrade to ${offer.name}`}
                  {...{ [PLAN_ATTRIBUTE]: offer.plan }}
                  onClick={() => void start(offer.plan)}
                >
                  Upgrade
                </Button>
              )
            }
          />
        ))}
      </div>
      <p>
        Prices are in US dollars. Cancel at any time; premium then lasts until the end of the period you paid
        for. Questions about paying as a school? <Link to="/support">Contact us</Link>.
      </p>
    </SitePage>
  );
}
