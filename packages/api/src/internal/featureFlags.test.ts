import { describe, expect, it } from 'vitest';
import type { FeatureFlag, FeatureFlagContext } from './featureFlags';
import { featureGateState, isFeatureEnabled } from './featureFlags';

const flags: FeatureFlag[] = [
  { name: 'premium_subscription_available', flag_type: 'control', enabled: false },
  { name: 'premium_questions_access', flag_type: 'premium', enabled: true },
  { name: 'premium_question_creation', flag_type: 'other', enabled: true },
  { name: 'copy_public_games', flag_type: 'premium', enabled: true },
  { name: 'maintenance_banner', flag_type: 'control', enabled: true },
  { name: 'paused_banner', flag_type: 'control', enabled: false },
  { name: 'new_wheel', flag_type: 'premium', enabled: true },
  { name: 'old_wheel', flag_type: 'premium', enabled: false },
  { name: 'fresh_theme', flag_type: 'other', enabled: true },
  { name: 'beta_export', flag_type: 'other', enabled: false },
];

const visitor: FeatureFlagContext = { flags, isPremium: false, isSignedIn: false, isLoading: false };
const freeTeacher: FeatureFlagContext = { ...visitor, isSignedIn: true };
const premiumTeacher: FeatureFlagContext = { ...freeTeacher, isPremium: true };

function switchedOff(context: FeatureFlagContext, name: string): FeatureFlagContext {
  return {
    ...context,
    flags: context.flags.map((flag) => (flag.name === name ? { ...flag, enabled: false } : flag)),
  };
}

describe('isFeatureEnabled', () => {
  it('keeps buying premium on, even when its row is switched off or missing', () => {
    expect(isFeatureEnabled('premium_subscription_available', visitor)).toBe(true);
    expect(isFeatureEnabled('premium_subscription_available', { ...visitor, flags: [] })).toBe(true);
  });

  it.each([
    ['premium_questions_access', freeTeacher, false],
    ['premium_questions_access', premiumTeacher, true],
    ['copy_public_games', freeTeacher, false],
    ['copy_public_games', premiumTeacher, true],
    ['premium_question_creation', visitor, false],
    ['premium_question_creation', freeTeacher, true],
  ] as const)('the named flag %s asks who the person is (%o gives %s)', (name, context, enabled) => {
    expect(isFeatureEnabled(name, context)).toBe(enabled);
  });

  it.each(['premium_questions_access', 'copy_public_games', 'premium_question_creation'])(
    'takes %s away from everyone once its row is switched off',
    (name) => {
      expect(isFeatureEnabled(name, switchedOff(premiumTeacher, name))).toBe(false);
    },
  );

  it.each([
    ['maintenance_banner', visitor, true],
    ['paused_banner', premiumTeacher, false],
    ['new_wheel', freeTeacher, false],
    ['new_wheel', premiumTeacher, true],
    ['old_wheel', premiumTeacher, false],
    ['fresh_theme', visitor, true],
    ['beta_export', premiumTeacher, false],
  ] as const)('the %s flag follows its type (%o gives %s)', (name, context, enabled) => {
    expect(isFeatureEnabled(name, context)).toBe(enabled);
  });

  it('keeps an unknown flag off', () => {
    expect(isFeatureEnabled('no_such_flag', premiumTeacher)).toBe(false);
    expect(isFeatureEnabled('copy_public_games', { ...premiumTeacher, flags: [] })).toBe(false);
  });

  it('keeps every flag off while loading', () => {
    for (const name of ['premium_subscription_available', 'fresh_theme', 'premium_question_creation']) {
      expect(isFeatureEnabled(name, { ...premiumTeacher, isLoading: true })).toBe(false);
    }
  });
});

describe('featureGateState', () => {
  it.each([
    ['copy_public_games', premiumTeacher, 'on'],
    ['copy_public_games', freeTeacher, 'premium'],
    ['premium_questions_access', freeTeacher, 'premium'],
    ['new_wheel', visitor, 'premium'],
    ['premium_question_creation', visitor, 'unavailable'],
    ['old_wheel', freeTeacher, 'unavailable'],
    ['beta_export', premiumTeacher, 'unavailable'],
    ['no_such_flag', freeTeacher, 'unavailable'],
  ] as const)('%s for %o shows %s', (name, context, state) => {
    expect(featureGateState(name, context)).toBe(state);
  });

  it('says a switched-off premium feature is unavailable rather than offering an upgrade', () => {
    expect(featureGateState('copy_public_games', switchedOff(freeTeacher, 'copy_public_games'))).toBe(
      'unavailable',
    );
  });

  it('decides nothing while loading', () => {
    expect(featureGateState('copy_public_games', { ...freeTeacher, isLoading: true })).toBe('loading');
  });
});
