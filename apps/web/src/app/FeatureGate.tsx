import type { FeatureGateState } from '@quizcoop/api';
import { useFeatureFlags } from '@quizcoop/api/react';
import { FeatureUnavailable, PremiumFeatureGate } from '@quizcoop/ui';
import type { ReactNode } from 'react';
import { useDiscoveryAnalytics } from './discoveryAnalytics';
import type { RecordFeatureUse } from './gateAnalytics';
import { useGateAnalytics } from './gateAnalytics';

interface GateContent {
  flag: string;
  /** Where in the app the gate stands, for the local feature analytics. */
  context: string;
  /** The feature itself, shown only while its flag is on for this person. */
  children: ReactNode;
  /** What a free member misses, under 'Premium Feature'. */
  premiumNote?: ReactNode;
  /** What cannot be done for now, under 'Feature Unavailable'. */
  unavailableNote?: ReactNode;
}

export interface FeatureGateViewProps extends GateContent {
  state: FeatureGateState;
  isPremium: boolean;
  record?: RecordFeatureUse;
}

/**
 * A feature behind its flag: the feature, 'Premium Feature' with the way to upgrade, or 'Feature Unavailable'.
 * The premium gate is where a free member discovers a premium feature, so it notes 'discovery_viewed' once seen.
 */
export function FeatureGateView({
  flag,
  context,
  children,
  premiumNote,
  unavailableNote,
  state,
  isPremium,
  record,
}: FeatureGateViewProps) {
  const renderLink = useGateAnalytics({ flag, state, context, isPremium, record });
  const discovered = useDiscoveryAnalytics({ feature: flag, context, isPremium, record });
  switch (state) {
    case 'loading':
      return null;
    case 'on':
      return children;
    case 'premium':
      return (
        <PremiumFeatureGate ref={discovered} renderLink={renderLink}>
          {premiumNote}
        </PremiumFeatureGate>
      );
    case 'unavailable':
      return <FeatureUnavailable>{unavailableNote}</FeatureUnavailable>;
  }
}

/** The feature a flag names, or the gate that stands in its place, following the flags as they change. */
export function FeatureGate(props: GateContent) {
  const flags = useFeatureFlags();
  return <FeatureGateView {...props} state={flags.gateState(props.flag)} isPremium={flags.isPremium} />;
}
