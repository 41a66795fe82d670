import { useSubscription } from '@quizcoop/api/react';
import { Suspense, lazy } from 'react';
import { useBackend } from './deferredBackend';
import { OfflineSupport } from './offline/OfflineSupport';

// The payment issue card shares the profile's code (the status card and the billing record), so it comes with
// the profile's chunk: a chunk of its own would be one more file named in the first code of every page.
const FailedRenewalNotice = lazy(() =>
  import('../routes/ProfilePage').then((module) => ({ default: module.FailedRenewalNotice })),
);

/** Only a premium teacher can have a renewal fail, so only their pages load the card. */
function PremiumPaymentIssue() {
  const { isPremium } = useSubscription();
  return isPremium ? (
    <Suspense fallback={null}>
      <FailedRenewalNotice />
    </Suspense>
  ) : null;
}

function PaymentIssueNotice() {
  const backend = useBackend();
  return backend ? (
    <backend.BackendScope>
      <PremiumPaymentIssue />
    </backend.BackendScope>
  ) : null;
}

/** The notices over every page: a failed renewal, a lost network and a new version. */
export function SiteNotices() {
  return <OfflineSupport subscriptionNotice={<PaymentIssueNotice />} />;
}
