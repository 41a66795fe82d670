import type { BackendClient } from './client';

const FLAG_TYPES = ['control', 'premium', 'other'] as const;

/** A row of feature_flags. */
export interface FeatureFlag {
  name: string;
  flag_type: (typeof FLAG_TYPES)[number];
  enabled: boolean;
}

export interface FeatureFlagContext {
  flags: readonly FeatureFlag[];
  isPremium: boolean;
  isSignedIn: boolean;
  /** While the flags or the subscription load, every flag is off. */
  isLoading: boolean;
}

export const FEATURE_FLAG_CACHE_MS = 5 * 60_000;

function isFlagType(value: string): value is FeatureFlag['flag_type'] {
  return FLAG_TYPES.some((flagType) => flagType === value);
}

/**
 * Whether a feature is on for this person. The four product flags follow who the person is whatever their row
 * says, so a misconfigured row can neither lock premium teachers out nor hand free ones premium features; any
 * other flag follows its row, and premium-type flags also need premium.
 */
export function isFeatureEnabled(name: string, context: FeatureFlagContext): boolean {
  if (context.isLoading) return false;
  switch (name) {
    case 'premium_subscription_available':
      return true;
    case 'premium_questions_access':
    case 'copy_public_games':
      return context.isPremium;
    case 'premium_question_creation':
      return context.isSignedIn;
  }
  const flag = context.flags.find((candidate) => candidate.name === name);
  if (!flag) return false;
  return flag.flag_type === 'premium' ? flag.enabled && context.isPremium : flag.enabled;
}

/** Every feature flag; a failed read is no flags at all, so features stay off rather than break a screen. */
export async function fetchFeatureFlags(client: BackendClient): Promise<FeatureFlag[]> {
  const { data, error } = await client.from('feature_flags').select('name, flag_type, enabled');
  if (error) {
    console.error('Feature flags could not be read:', error.message);
    return [];
  }
  return data.flatMap(({ name, flag_type, enabled }) =>
    isFlagType(flag_type) ? [{ name, flag_type, enabled }] : [],
  );
}
