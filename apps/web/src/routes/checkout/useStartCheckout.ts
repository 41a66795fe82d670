import type { PremiumPlan } from '@quizcoop/contract';
import { SITE_MESSAGES, createCheckout, currentSession } from '@quizcoop/api';
import { useBackendClient, useSession } from '@quizcoop/api/react';
import { toast } from '../../app/siteToasts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SIGN_IN_NEEDED_NOTICE } from '../../app/handedOverNotice';

interface StartCheckout {
  /** Opens the payment page for a plan; a visitor is asked to sign in first. */
  start: (plan: PremiumPlan) => Promise<void>;
  /** The plan whose checkout is being opened, while it is. */
  pendingPlan: PremiumPlan | null;
}

/** 'Upgrade': create-checkout makes the payment page, and the browser goes there. */
export function useStartCheckout(): StartCheckout {
  const client = useBackendClient();
  const { status } = useSession();
  const navigate = useNavigate();
  const [pendingPlan, setPendingPlan] = useState<PremiumPlan | null>(null);

  // A press can come while the kept session is still being read (the pricing page's plans come alive on that
  // press): only a visitor who has no session once it is read is sent to sign in.
  const isSignedIn = async () =>
    status === 'signed-in' || (await currentSession(client).then(Boolean, () => false));

  const start = async (plan: PremiumPlan) => {
    if (!(await isSignedIn())) {
      toast.info(SIGN_IN_NEEDED_NOTICE);
      await navigate('/auth', { state: { from: `/checkout?plan=${plan}` } });
      return;
    }
    setPendingPlan(plan);
    try {
      window.location.assign(await createCheckout(client, plan));
    } catch (error) {
      console.error('The checkout could not be opened:', error);
      toast.error(SITE_MESSAGES.checkoutFailed);
      setPendingPlan(null);
    }
  };
  return { start, pendingPlan };
}
