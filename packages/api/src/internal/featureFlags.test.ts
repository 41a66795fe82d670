import { describe, expect, it } from 'vitest';
import type { FeatureFlag, FeatureFlagContext } from './featureFlags';
import { isFeatureEnabled } from './featureFlags';

const flags: FeatureFlag[] = [
  { name: 'premium_subscription_available', flag_type: 'control', enabled: false },
  { name: 'copy_public_games', flag_type: 'premium', enabled: true },
  { name: 'maintenance_banner', flag_type: 'control', enabled: true },
  { name: 'new_wheel', flag_type: 'premium', enabled: true },
  { name: 'old_wheel', flag_type: 'premium', enabled: false },
  { name: 'fresh_theme', flag_type: 'other', enabled: true },
  { name: 'beta_export', flag_type: 'other', enabled: false },
];

const visitor: FeatureFlagContext = { flags, isPremium: false, isSignedIn: false, isLoading: false };
const freeTeacher: FeatureFlagContext = { ...visitor, isSignedIn: true };
const premiumTeacher: FeatureFlagContext = { ...freeTeacher, isPremium: true };

describe('isFeatureEnabled', () => {
  it.each([
    ['premium_subscription_available', visitor, true],
    ['premium_questions_access', freeTeacher, false],
    ['premium_questions_access', premiumTeacher, true],
    ['premium_question_creation', visitor, false],
    ['premium_question_creation', freeTeacher, true],
    ['copy_public_games', freeTeacher, false],
    ['copy_public_games', premiumTeacher, true],
    ['maintenance_banner', visitor, true],
    ['new_wheel', freeTeacher, false],
    ['new_wheel', premiumTeacher, true],
    ['old_wheel', premiumTeacher, false],
    ['fresh_theme', visitor, true],
    ['beta_export', premiumTeacher, false],
    ['no_such_flag', premiumTeacher, false],
  ] as const)('%s for %o is %s', (name, context, enabled) => {
    expect(isFeatureEnabled(name, context)).toBe(enabled);
  });

  it('keeps every flag off while loading', () => {
    for (const name of ['premium_subscription_available', 'fresh_theme', 'premium_question_creation']) {
      expect(isFeatureEnabled(name, { ...premiumTeacher, isLoading: true })).toBe(false);
    }
  });
});
