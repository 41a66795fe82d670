import { acceptAllCookies, rejectAllCookies } from '@quizcoop/ui';
import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_KEY, allOptionalCookies, readCookieConsent, writeCookieConsent } from './cookies';

function memoryStorage(initial?: string) {
  const items = new Map<string, string>(initial === undefined ? [] : [[COOKIE_CONSENT_KEY, initial]]);
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('cookie consent storage', () => {
  it('has no choice until one is stored', () => {
    expect(readCookieConsent(memoryStorage())).toBeNull();
  });

  it('reads back what was stored', () => {
    const storage = memoryStorage();
    const choice = { ...rejectAllCookies, preferences: true };
    writeCookieConsent(storage, choice);
    expect(JSON.parse(storage.items.get(COOKIE_CONSENT_KEY)!)).toEqual(choice);
    expect(readCookieConsent(storage)).toEqual(choice);
    writeCookieConsent(storage, acceptAllCookies);
    expect(readCookieConsent(storage)).toEqual(acceptAllCookies);
  });

  it('keeps necessary cookies on even when told otherwise', () => {
    const storage = memoryStorage();
    writeCookieConsent(storage, { ...rejectAllCookies, necessary: false as true });
    expect(readCookieConsent(storage)?.necessary).toBe(true);
    expect(
      readCookieConsent(
        memoryStorage('{"necessary":false,"analytics":true,"preferences":false,"marketing":false}'),
      ),
    ).toEqual({ necessary: true, analytics: true, preferences: false, marketing: false });
  });

  it('asks again when the stored value is broken or incomplete', () => {
    expect(readCookieConsent(memoryStorage('{not json'))).toBeNull();
    expect(readCookieConsent(memoryStorage('{"analytics":true}'))).toBeNull();
    expect(readCookieConsent(memoryStorage('true'))).toBeNull();
  });
});

describe('allOptionalCookies', () => {
  it("is the ui kit's Accept All and Reject All", () => {
    expect(allOptionalCookies(true)).toEqual(acceptAllCookies);
    expect(allOptionalCookies(false)).toEqual(rejectAllCookies);
  });
});
