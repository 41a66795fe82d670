import { FEATURE_ANALYTICS_KEY, readFeatureEvents } from '@quizcoop/api';
import { acceptAllCookies, rejectAllCookies } from '@quizcoop/ui';
import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_KEY, readCookieConsent, writeCookieConsent } from './cookies';
import { analyticsConsented, recordFeatureUse } from './featureAnalytics';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const blocked = {
  feature: 'copy_public_games',
  action: 'blocked',
  context: 'copy-dialog',
  userType: 'free',
} as const;

describe('recordFeatureUse', () => {
  it('keeps nothing before the visitor has chosen', () => {
    const storage = memoryStorage();
    recordFeatureUse(blocked, storage);
    expect(storage.getItem(FEATURE_ANALYTICS_KEY)).toBeNull();
  });

  it('keeps nothing when analytics cookies are refused', () => {
    const storage = memoryStorage();
    writeCookieConsent(storage, { ...rejectAllCookies, preferences: true, marketing: true });
    recordFeatureUse(blocked, storage);
    expect(storage.getItem(FEATURE_ANALYTICS_KEY)).toBeNull();
  });

  it('keeps the event once analytics cookies are allowed', () => {
    const storage = memoryStorage();
    writeCookieConsent(storage, acceptAllCookies);
    recordFeatureUse(blocked, storage);
    expect(readFeatureEvents(storage)).toEqual([expect.objectContaining(blocked)]);
  });

  it('keeps nothing when the stored choice cannot be read', () => {
    const storage = memoryStorage();
    storage.setItem(COOKIE_CONSENT_KEY, '{broken');
    recordFeatureUse(blocked, storage);
    expect(storage.getItem(FEATURE_ANALYTICS_KEY)).toBeNull();
  });
});

describe('analyticsConsented', () => {
  it.each([
    ['nothing stored', null],
    ['broken JSON', '{broken'],
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"analytics"'],
    ['an array', '[true, true, true]'],
    ['only the analytics choice', '{"analytics":true}'],
    ['a choice that is not a boolean', '{"analytics":"yes","preferences":true,"marketing":true}'],
    ['everything refused', JSON.stringify(rejectAllCookies)],
    ['everything accepted', JSON.stringify(acceptAllCookies)],
    ['analytics alone allowed', '{"analytics":true,"preferences":false,"marketing":false}'],
    ['analytics alone refused', '{"necessary":true,"analytics":false,"preferences":true,"marketing":true}'],
  ])('agrees with the cookie banner when %s is stored', (_, stored) => {
    const storage = memoryStorage();
    if (stored !== null) storage.setItem(COOKIE_CONSENT_KEY, stored);
    expect(analyticsConsented(storage)).toBe(readCookieConsent(storage)?.analytics === true);
  });
});
