import type { RefCallback } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { RecordFeatureUse } from './gateAnalytics';
import { recordFeatureUse } from './featureAnalytics';

/** The feature a set's preview stands for in the local analytics. */
export const SET_PREVIEW_FEATURE = 'question_set_preview';

type UserType = 'premium' | 'free';

/**
 * The plan as it is now, for an effect that must not run again only because the plan became known: the
 * subscription check often answers after a dialog opened or a gate appeared, and that is still one opening.
 */
function useCurrentUserType(isPremium: boolean) {
  const userType = useRef<UserType>(isPremium ? 'premium' : 'free');
  useEffect(() => {
    userType.current = isPremium ? 'premium' : 'free';
  }, [isPremium]);
  return userType;
}

/** Notes 'preview_opened' each time a set's preview opens, with the set it shows. */
export function usePreviewOpenedAnalytics(
  setId: string | null,
  isPremium: boolean,
  record: RecordFeatureUse = recordFeatureUse,
): void {
  const userType = useCurrentUserType(isPremium);
  useEffect(() => {
    if (setId === null) return;
    record({
      feature: SET_PREVIEW_FEATURE,
      action: 'preview_opened',
      context: 'set-preview',
      userType: userType.current,
      metadata: { setId },
    });
  }, [setId, record, userType]);
}

export interface DiscoveryAnalyticsOptions {
  /** The premium feature, by its flag's name. */
  feature: string;
  context: string;
  isPremium: boolean;
  record?: RecordFeatureUse;
}

/**
 * A premium feature is discovered when its 'Premium Feature' gate is actually seen, not merely rendered: a gate
 * low in a long preview may never be scrolled to, and 'blocked' already notes that it was rendered. Hand the
 * returned ref to the gate; 'discovery_viewed' is noted the first time it comes into view. A browser that cannot
 * tell what is in view notes nothing rather than guess.
 */
export function useDiscoveryAnalytics({
  feature,
  context,
  isPremium,
  record = recordFeatureUse,
}: DiscoveryAnalyticsOptions): RefCallback<Element> {
  const [gate, setGate] = useState<Element | null>(null);
  const userType = useCurrentUserType(isPremium);
  useEffect(() => {
    if (!gate || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      record({ feature, action: 'discovery_viewed', context, userType: userType.current });
    });
    observer.observe(gate);
    return () => observer.disconnect();
  }, [gate, feature, context, record, userType]);
  return setGate;
}
