import type { KeyValueStorage } from './subscriptions';

export const FEATURE_ACTIONS = [
  'viewed',
  'attempted',
  'blocked',
  'upgraded',
  'preview_opened',
  'discovery_viewed',
] as const;

export type FeatureAction = (typeof FEATURE_ACTIONS)[number];

/** One use of a gated feature, kept in this browser only. */
export interface FeatureAnalyticsEvent {
  feature: string;
  action: FeatureAction;
  /** Where it happened, such as 'copy-dialog' or 'question-editor'. */
  context: string;
  userType: 'premium' | 'free';
  /** Milliseconds since the epoch. */
  timestamp: number;
  sessionId: string;
  metadata: Record<string, string | number | boolean>;
}

export type FeatureEventInput = Pick<FeatureAnalyticsEvent, 'feature' | 'action' | 'context' | 'userType'> &
  Partial<Pick<FeatureAnalyticsEvent, 'metadata'>>;

export const FEATURE_ANALYTICS_KEY = 'feature_analytics';
export const FEATURE_ANALYTICS_SESSION_KEY = 'feature_analytics_session';
export const FEATURE_ANALYTICS_MAX_EVENTS = 1000;
export const FEATURE_ANALYTICS_RETENTION_MS = 7 * 24 * 60 * 60_000;
export const FEATURE_ANALYTICS_SESSION_MS = 24 * 60 * 60_000;

export interface RecordFeatureEventOptions {
  /** The visitor's analytics cookie choice; without it nothing is written. */
  analyticsConsent: boolean;
  now?: number;
  newSessionId?: () => string;
}

function isFeatureEvent(value: unknown): value is FeatureAnalyticsEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return (
    typeof event.feature === 'string' &&
    FEATURE_ACTIONS.some((action) => action === event.action) &&
    typeof event.timestamp === 'number' &&
    typeof event.sessionId === 'string'
  );
}

/** The events kept in this browser; anything unreadable is dropped rather than breaking the page. */
export function readFeatureEvents(storage: Pick<Storage, 'getItem'>): FeatureAnalyticsEvent[] {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(FEATURE_ANALYTICS_KEY) ?? '[]');
  } catch {
    return [];
  }
  return Array.isArray(stored) ? stored.filter(isFeatureEvent) : [];
}

/** The current analytics session, started afresh once the last one is a day old. */
function currentSessionId(storage: KeyValueStorage, now: number, newSessionId: () => string): string {
  try {
    const stored = JSON.parse(storage.getItem(FEATURE_ANALYTICS_SESSION_KEY) ?? 'null') as unknown;
    if (typeof stored === 'object' && stored !== null) {
      const { id, startedAt } = stored as Record<string, unknown>;
      if (
        typeof id === 'string' &&
        typeof startedAt === 'number' &&
        now - startedAt < FEATURE_ANALYTICS_SESSION_MS
      ) {
        return id;
      }
    }
  } catch {
    // An unreadable session is replaced below.
  }
  const id = newSessionId();
  storage.setItem(FEATURE_ANALYTICS_SESSION_KEY, JSON.stringify({ id, startedAt: now }));
  return id;
}

/**
 * Keeps one feature event in this browser, only with the visitor's analytics consent. Each save drops events
 * older than 7 days and keeps the newest 1000, so the record never outgrows local storage.
 */
export function recordFeatureEvent(
  storage: KeyValueStorage,
  input: FeatureEventInput,
  { analyticsConsent, now = Date.now(), newSessionId = () => crypto.randomUUID() }: RecordFeatureEventOptions,
): FeatureAnalyticsEvent | null {
  if (!analyticsConsent) return null;
  const event: FeatureAnalyticsEvent = {
    metadata: {},
    ...input,
    timestamp: now,
    sessionId: currentSessionId(storage, now, newSessionId),
  };
  const kept = [...readFeatureEvents(storage), event]
    .filter((stored) => now - stored.timestamp <= FEATURE_ANALYTICS_RETENTION_MS)
    .slice(-FEATURE_ANALYTICS_MAX_EVENTS);
  storage.setItem(FEATURE_ANALYTICS_KEY, JSON.stringify(kept));
  return event;
}

/** How often one feature met one action. */
export interface FeatureUsageCount {
  feature: string;
  action: FeatureAction;
  count: number;
}

/** Counts per feature and action, most used feature first, actions in their fixed order. */
export function summarizeFeatureEvents(events: readonly FeatureAnalyticsEvent[]): FeatureUsageCount[] {
  const counts = new Map<string, Map<FeatureAction, number>>();
  for (const { feature, action } of events) {
    const perAction = counts.get(feature) ?? new Map<FeatureAction, number>();
    perAction.set(action, (perAction.get(action) ?? 0) + 1);
    counts.set(feature, perAction);
  }
  const total = (perAction: Map<FeatureAction, number>) => [...perAction.values()].reduce((a, b) => a + b, 0);
  return [...counts.entries()]
    .sort(([nameA, a], [nameB, b]) => total(b) - total(a) || nameA.localeCompare(nameB))
    .flatMap(([feature, perAction]) =>
      FEATURE_ACTIONS.flatMap((action) => {
        const count = perAction.get(action);
        return count ? [{ feature, action, count }] : [];
      }),
    );
}
