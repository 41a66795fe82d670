import type { FeatureFlag, FeatureFlagContext } from '@quizcoop/api';
import { featureGateState, isFeatureEnabled } from '@quizcoop/api';
import { describe, expect, it } from 'vitest';
import { gameFlags } from './gameFlags';

function flagsFor(
  rows: Partial<Record<'premium_questions_access' | 'unlimited_score_scrambles', boolean>>,
  { isPremium, isLoading = false }: { isPremium: boolean; isLoading?: boolean },
) {
  const flags: FeatureFlag[] = Object.entries(rows).map(([name, enabled]) => ({
    name,
    flag_type: 'premium',
    enabled,
  }));
  const context: FeatureFlagContext = { flags, isPremium, isSignedIn: true, isLoading };
  return gameFlags({
    isLoading,
    isEnabled: (name) => isFeatureEnabled(name, context),
    gateState: (name) => featureGateState(name, context),
  });
}

const BOTH_ON = { premium_questions_access: true, unlimited_score_scrambles: true };

describe('what the flags decide in the game', () => {
  it('gives a premium member premium questions and unlimited Score Scrambles while both flags are on', () => {
    expect(flagsFor(BOTH_ON, { isPremium: true })).toEqual({ premiumQuestions: true, extraScrambles: 'on' });
  });

  it('gives a free member neither, with the upgrade that would bring the Score Scrambles', () => {
    expect(flagsFor(BOTH_ON, { isPremium: false })).toEqual({
      premiumQuestions: false,
      extraScrambles: 'premium',
    });
  });

  it('takes premium questions from a premium member once the admin switches them off', () => {
    const flags = flagsFor({ ...BOTH_ON, premium_questions_access: false }, { isPremium: true });
    expect(flags.premiumQuestions).toBe(false);
  });

  it('says unlimited Score Scrambles are unavailable to a premium member once switched off, or never seeded', () => {
    const off = { ...BOTH_ON, unlimited_score_scrambles: false };
    expect(flagsFor(off, { isPremium: true }).extraScrambles).toBe('unavailable');
    expect(flagsFor({ premium_questions_access: true }, { isPremium: true }).extraScrambles).toBe(
      'unavailable',
    );
  });

  it('decides nothing while the flags or the subscription load', () => {
    expect(flagsFor(BOTH_ON, { isPremium: true, isLoading: true })).toEqual({
      premiumQuestions: null,
      extraScrambles: 'loading',
    });
  });
});
