import type { BackendClient } from './client';

/** Who a feature flag is for: a control-group experiment, premium teachers, or anything else. */
export type FeatureFlagType = 'control' | 'premium' | 'other';

const FLAG_TYPES: readonly FeatureFlagType[] = ['control', 'premium', 'other'];

/** A row of feature_flags. */
export interface FeatureFlag {
  name: string;
  flag_type: FeatureFlagType;
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

function isFlagType(value: string): value is FeatureFlagType {
  return FLAG_TYPES.some((flagType) => flagType === value);
}

/** What stands where a feature would be: the feature itself, the premium gate, or 'Feature Unavailable'. */
export type FeatureGateState = 'loading' | 'on' | 'premium' | 'unavailable';

/** What each named product flag asks of the person, on top of its row being there and switched on. */
const PERSON_RULES: Partial<Record<string, (context: FeatureFlagContext) => boolean>> = {
  premium_questions_access: (context) => context.isPremium,
  copy_public_games: (context) => context.isPremium,
  premium_question_creation: (context) => context.isSignedIn,
};

function findFlag(name: string, context: FeatureFlagContext): FeatureFlag | undefined {
  return context.flags.find((candidate) => candidate.name === name);
}

/**
 * Whether a feature is on for this person. Buying premium is never switched off, so nobody is stranded without
 * a way to upgrade. Every other flag needs its row switched on, so an admin can take any feature away (the
 * server refuses a switched-off copy as well); the named product flags then ask who the person is, premium-type
 * flags ask for premium, and the rest follow their row alone.
 */
export function isFeatureEnabled(name: string, context: FeatureFlagContext): boolean {
  if (context.isLoading) return false;
  if (name === 'premium_subscription_available') return true;
  const flag = findFlag(name, context);
  if (!flag?.enabled) return false;
  const personRule = PERSON_RULES[name];
  if (personRule) return personRule(context);
  return flag.flag_type === 'premium' ? context.isPremium : true;
}

/**
 * Which gate a feature shows: nothing decided while loading; the premium gate when a switched-on feature asks
 * for premium the person lacks; 'Feature Unavailable' for anything else that is off.
 */
export function featureGateState(name: string, context: FeatureFlagContext): FeatureGateState {
  if (context.isLoading) return 'loading';
  if (isFeatureEnabled(name, context)) return 'on';
  const flag = findFlag(name, context);
  const asksForPremium =
    flag?.flag_type === 'premium' || name === 'premium_questions_access' || name === 'copy_public_games';
  return flag?.enabled && asksForPremium && !context.isPremium ? 'premium' : 'unavailable';
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
