import { COOKIE_CHOICE_STORED_ATTRIBUTE, acceptAllCookies, rejectAllCookies } from '@quizcoop/ui';
import { describe, expect, it } from 'vitest';
import {
  COOKIE_CONSENT_KEY,
  MARK_STORED_COOKIE_CHOICE_SCRIPT,
  readCookieConsent,
  writeCookieConsent,
} from './cookies';

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

describe("the prerendered page's head script", () => {
  const stored = [
    undefined,
    'not json',
    'null',
    '"yes"',
    '{"analytics":true}',
    '{"analytics":true,"preferences":false,"marketing":"no"}',
    JSON.stringify(acceptAllCookies),
    JSON.stringify({ analytics: false, preferences: true, marketing: false }),
  ];

  it.each(stored)('marks the document exactly when a choice is read back (%s)', (value) => {
    window.localStorage.clear();
    if (value !== undefined) window.localStorage.setItem(COOKIE_CONSENT_KEY, value);
    document.documentElement.removeAttribute(COOKIE_CHOICE_STORED_ATTRIBUTE);
    new Function(MARK_STORED_COOKIE_CHOICE_SCRIPT)();
    const marked = document.documentElement.hasAttribute(COOKIE_CHOICE_STORED_ATTRIBUTE);
    expect(marked).toBe(readCookieConsent(window.localStorage) !== null);
  });
});
