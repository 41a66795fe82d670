import { COOKIE_CHOICE_STORED_ATTRIBUTE, NOT_A_TESTING_HOST_ATTRIBUTE, acceptAllCookies } from '@quizcoop/ui';
import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_KEY, readCookieConsent } from '../app/cookies';
import { isEducatorTestingHost } from '../game/educatorTesting';
import { HEAD_SCRIPT, MARK_NOT_A_TESTING_HOST_SCRIPT, MARK_STORED_COOKIE_CHOICE_SCRIPT } from './headScript';

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

  it.each(stored)('marks a stored cookie choice exactly when the app reads one back (%s)', (value) => {
    window.localStorage.clear();
    if (value !== undefined) window.localStorage.setItem(COOKIE_CONSENT_KEY, value);
    document.documentElement.removeAttribute(COOKIE_CHOICE_STORED_ATTRIBUTE);
    new Function(MARK_STORED_COOKIE_CHOICE_SCRIPT)();
    const marked = document.documentElement.hasAttribute(COOKIE_CHOICE_STORED_ATTRIBUTE);
    expect(marked).toBe(readCookieConsent(window.localStorage) !== null);
  });

  const hosts = [
    'localhost',
    'LOCALHOST',
    '127.0.0.1',
    'preview.quizcoop.org',
    'deploy-preview-42--quizcoop.netlify.app',
    'quizcoop.org',
    'quiz.school.example',
    'previewer.example',
  ];

  it.each(hosts)('marks %s as no testing host exactly when the app would hide the banner', (host) => {
    document.documentElement.removeAttribute(NOT_A_TESTING_HOST_ATTRIBUTE);
    new Function('location', MARK_NOT_A_TESTING_HOST_SCRIPT)({ hostname: host });
    const marked = document.documentElement.hasAttribute(NOT_A_TESTING_HOST_ATTRIBUTE);
    expect(marked).toBe(!isEducatorTestingHost(host));
  });

  it('runs both as one script', () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify(acceptAllCookies));
    document.documentElement.removeAttribute(COOKIE_CHOICE_STORED_ATTRIBUTE);
    document.documentElement.removeAttribute(NOT_A_TESTING_HOST_ATTRIBUTE);
    new Function('location', HEAD_SCRIPT)({ hostname: 'quiz.school.example' });
    expect(document.documentElement.hasAttribute(COOKIE_CHOICE_STORED_ATTRIBUTE)).toBe(true);
    expect(document.documentElement.hasAttribute(NOT_A_TESTING_HOST_ATTRIBUTE)).toBe(true);
  });
});
