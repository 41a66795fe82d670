import type { FeatureEventInput, FeatureGateState } from '@quizcoop/api';
import type { RenderLink } from '@quizcoop/ui';
import { createElement, useEffect } from 'react';
import { Link } from 'react-router';
import { recordFeatureUse } from './featureAnalytics';

export type RecordFeatureUse = (input: FeatureEventInput) => void;

export interface GateAnalyticsOptions {
  flag: string;
  state: FeatureGateState;
  /** Where in the app the gate stands, such as 'copy-dialog'. */
  context: string;
  isPremium: boolean;
  record?: RecordFeatureUse;
}

/**
 * Notes what a gate showed (the feature 'viewed', or 'blocked' by either gate) each time that changes, and
 * hands back a router link for the upgrade button that notes 'upgraded' when it is followed.
 */
export function useGateAnalytics({
  flag,
  state,
  context,
  isPremium,
  record = recordFeatureUse,
}: GateAnalyticsOptions): RenderLink {
  const userType = isPremium ? 'premium' : 'free';
  useEffect(() => {
    if (state === 'loading') return;
    record({ feature: flag, action: state === 'on' ? 'viewed' : 'blocked', context, userType });
  }, [flag, state, context, userType, record]);
  return ({ href, ...props }) =>
    createElement(Link, {
      to: href,
      ...props,
      onClick: () => record({ feature: flag, action: 'upgraded', context, userType }),
    });
}
