import { describe, expect, it } from 'vitest';
import {
  availableSubscriptionActions,
  subscriptionActionLabels,
  subscriptionScenarios,
} from './subscriptionScenarios';
import type { SubscriptionActionHandlers } from './subscriptionScenarios';

const noop = () => undefined;
const everyHandler: SubscriptionActionHandlers = {
  tryAgain: noop,
  refresh: noop,
  contactSupport: noop,
  getHelp: noop,
  updatePayment: noop,
  continueWithoutVerification: noop,
};

describe('subscription scenarios', () => {
  it('covers the five scenarios', () => {
    expect(Object.keys(subscriptionScenarios).sort()).toEqual(
      ['general_error', 'loading_timeout', 'payment_issue', 'sync_error', 'verification_failed'].sort(),
    );
  });

  it('labels the six actions', () => {
    expect(Object.values(subscriptionActionLabels)).toEqual([
      'Try Again',
      'Refresh',
      'Contact Support',
      'Get Help',
      'Update Payment',
      'Continue Without Verification',
    ]);
  });

  it('offers every action in at least one scenario', () => {
    const offered = new Set(Object.values(subscriptionScenarios).flatMap((scenario) => scenario.actions));
    expect([...offered].sort()).toEqual(Object.keys(subscriptionActionLabels).sort());
  });
});

describe('availableSubscriptionActions', () => {
  it("gives the scenario's actions in order when the app handles them all", () => {
    expect(availableSubscriptionActions('payment_issue', everyHandler)).toEqual([
      'updatePayment',
      'contactSupport',
    ]);
  });

  it('leaves out actions the app passed no handler for', () => {
    expect(availableSubscriptionActions('verification_failed', { tryAgain: noop })).toEqual(['tryAgain']);
  });

  it('follows an explicit list instead of the scenario, still only with handlers', () => {
    expect(
      availableSubscriptionActions('general_error', { refresh: noop, getHelp: noop }, [
        'refresh',
        'updatePayment',
      ]),
    ).toEqual(['refresh']);
  });
});
