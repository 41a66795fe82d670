import { describe, expect, it } from 'vitest';
import type { FeatureAnalyticsEvent } from './featureAnalytics';
import {
  FEATURE_ANALYTICS_KEY,
  FEATURE_ANALYTICS_MAX_EVENTS,
  FEATURE_ANALYTICS_RETENTION_MS,
  FEATURE_ANALYTICS_SESSION_MS,
  readFeatureEvents,
  recordFeatureEvent,
  summarizeFeatureEvents,
} from './featureAnalytics';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const blockedCopy = {
  feature: 'copy_public_games',
  action: 'blocked',
  context: 'copy-dialog',
  userType: 'free',
} as const;

let sessions = 0;
const options = (now: number, analyticsConsent = true) => ({
  analyticsConsent,
  now,
  newSessionId: () => `session-${++sessions}`,
});

describe('recordFeatureEvent', () => {
  it('writes nothing without analytics consent', () => {
    const storage = memoryStorage();
    expect(recordFeatureEvent(storage, blockedCopy, options(1000, false))).toBeNull();
    expect(storage.getItem(FEATURE_ANALYTICS_KEY)).toBeNull();
    expect(readFeatureEvents(storage)).toEqual([]);
  });

  it('keeps the event in its full shape with consent', () => {
    const storage = memoryStorage();
    const event = recordFeatureEvent(storage, { ...blockedCopy, metadata: { setId: 7 } }, options(1000));
    expect(readFeatureEvents(storage)).toEqual([event]);
    expect(event).toMatchObject({ ...blockedCopy, timestamp: 1000, metadata: { setId: 7 } });
    expect(event?.sessionId).toMatch(/^session-/);
  });

  it('keeps one session for a day, then starts another', () => {
    const storage = memoryStorage();
    const first = recordFeatureEvent(storage, blockedCopy, options(0));
    const sameDay = recordFeatureEvent(storage, blockedCopy, options(FEATURE_ANALYTICS_SESSION_MS - 1));
    const nextDay = recordFeatureEvent(storage, blockedCopy, options(FEATURE_ANALYTICS_SESSION_MS));
    expect(sameDay?.sessionId).toBe(first?.sessionId);
    expect(nextDay?.sessionId).not.toBe(first?.sessionId);
  });

  it('drops events older than 7 days when saving', () => {
    const storage = memoryStorage();
    recordFeatureEvent(storage, blockedCopy, options(0));
    recordFeatureEvent(storage, blockedCopy, options(FEATURE_ANALYTICS_RETENTION_MS + 1));
    expect(readFeatureEvents(storage).map((event) => event.timestamp)).toEqual([
      FEATURE_ANALYTICS_RETENTION_MS + 1,
    ]);
  });

  it('keeps only the newest 1000 events', () => {
    const storage = memoryStorage();
    for (let time = 0; time <= FEATURE_ANALYTICS_MAX_EVENTS; time += 1) {
      recordFeatureEvent(storage, blockedCopy, options(time));
    }
    const kept = readFeatureEvents(storage);
    expect(kept).toHaveLength(FEATURE_ANALYTICS_MAX_EVENTS);
    expect(kept[0]?.timestamp).toBe(1);
  });

  it('treats an unreadable store as empty', () => {
    const storage = memoryStorage();
    storage.setItem(FEATURE_ANALYTICS_KEY, '{not json');
    expect(readFeatureEvents(storage)).toEqual([]);
  });
});

describe('summarizeFeatureEvents', () => {
  const event = (feature: string, action: FeatureAnalyticsEvent['action']): FeatureAnalyticsEvent => ({
    feature,
    action,
    context: 'test',
    userType: 'free',
    timestamp: 0,
    sessionId: 's',
    metadata: {},
  });

  it('counts each feature and action, busiest feature first', () => {
    expect(
      summarizeFeatureEvents([
        event('premium_questions_access', 'blocked'),
        event('copy_public_games', 'upgraded'),
        event('copy_public_games', 'blocked'),
        event('copy_public_games', 'blocked'),
      ]),
    ).toEqual([
      { feature: 'copy_public_games', action: 'blocked', count: 2 },
      { feature: 'copy_public_games', action: 'upgraded', count: 1 },
      { feature: 'premium_questions_access', action: 'blocked', count: 1 },
    ]);
  });
});
