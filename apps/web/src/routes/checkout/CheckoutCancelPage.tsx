import { buttonClassName, sprinkles } from '@quizcoop/ui';
import { Link } from 'react-router';
import { SitePage } from '../../app/SiteLayout';

/** /checkout/cancel: the payment page was left without paying. */
export function CheckoutCancelPage() {
  return (
    <SitePage
      title="Checkout cancelled"
      intro="No payment was taken and nothing has changed on your account."
    >
      <p>You can keep using Quiz Coop for free, or upgrade whenever you are ready.</p>
      <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' })}>
        <Link to="/pricing" className={buttonClassName()}>
          Back to Pricing
        </Link>
        <Link to="/game" className={buttonClassName({ variant: 'secondary' })}>
          Play a Game
        </Link>
      </div>
    </SitePage>
  );
}
