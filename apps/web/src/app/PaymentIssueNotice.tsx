import { useSubscriptionBilling } from '@quizcoop/api/react';
import { SubscriptionStatusCard } from '@quizcoop/ui';
import { useLocation, useNavigate } from 'react-router';

/** The page with the full subscription section, where a payment is put right. */
const PROFILE_PATH = '/profile';

export interface PaymentIssueNoticeViewProps {
  /** When the premium teacher's last renewal failed; null while it has not. */
  failedAt: string | null;
}

/**
 * The payment issue card over every page but the profile, which shows its own beside the plan with the failed
 * payment's date: 'Update Payment' leads there, where the provider's page is one button away.
 */
export function PaymentIssueNoticeView({ failedAt }: PaymentIssueNoticeViewProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!failedAt || pathname === PROFILE_PATH) return null;
  return (
    <SubscriptionStatusCard
      scenario="payment_issue"
      onUpdatePayment={() => void navigate(PROFILE_PATH)}
      onContactSupport={() => void navigate('/report-problem')}
    />
  );
}

/** The payment issue card of a premium teacher whose last renewal failed. */
export function FailedRenewalNotice() {
  const billing = useSubscriptionBilling();
  return <PaymentIssueNoticeView failedAt={billing.data?.paymentFailedAt ?? null} />;
}
