/** The subscription problems a status card explains. */
export type SubscriptionScenario =
  | 'verification_failed'
  | 'sync_error'
  | 'payment_issue'
  | 'general_error'
  | 'loading_timeout';

/** The six ways out a status card can offer. */
export type SubscriptionAction =
  | 'tryAgain'
  | 'refresh'
  | 'contactSupport'
  | 'getHelp'
  | 'updatePayment'
  | 'continueWithoutVerification';

export const subscriptionActionLabels: Record<SubscriptionAction, string> = {
  tryAgain: 'Try Again',
  refresh: 'Refresh',
  contactSupport: 'Contact Support',
  getHelp: 'Get Help',
  updatePayment: 'Update Payment',
  continueWithoutVerification: 'Continue Without Verification',
};

export interface SubscriptionScenarioCopy {
  title: string;
  description: string;
  /** The actions that help with this problem, most useful first. */
  actions: readonly SubscriptionAction[];
}

export const subscriptionScenarios: Record<SubscriptionScenario, SubscriptionScenarioCopy> = {
  verification_failed: {
    title: 'Subscription Verification Failed',
    description: "We couldn't verify your subscription. Premium features may be unavailable until we can.",
    actions: ['tryAgain', 'contactSupport', 'continueWithoutVerification'],
  },
  sync_error: {
    title: 'Subscription Sync Error',
    description: "Your subscription status couldn't be synced. Refreshing usually fixes this.",
    actions: ['refresh', 'tryAgain', 'getHelp'],
  },
  payment_issue: {
    title: 'Payment Issue',
    description:
      'There is a problem with your payment. Update your payment details to keep premium features.',
    actions: ['updatePayment', 'contactSupport'],
  },
  general_error: {
    title: 'Something Went Wrong',
    description: 'An unexpected error occurred while checking your subscription.',
    actions: ['tryAgain', 'getHelp', 'contactSupport'],
  },
  loading_timeout: {
    title: 'Taking Longer Than Expected',
    description: 'Checking your subscription is taking longer than usual.',
    actions: ['refresh', 'continueWithoutVerification', 'getHelp'],
  },
};

export type SubscriptionActionHandlers = Partial<Record<SubscriptionAction, () => void>>;

/**
 * The actions a card shows: the scenario's own (or an explicit list), keeping only those the app can carry out,
 * that is, those it passed a handler for.
 */
export function availableSubscriptionActions(
  scenario: SubscriptionScenario,
  handlers: SubscriptionActionHandlers,
  only?: readonly SubscriptionAction[],
): SubscriptionAction[] {
  return (only ?? subscriptionScenarios[scenario].actions).filter((action) => handlers[action] !== undefined);
}
