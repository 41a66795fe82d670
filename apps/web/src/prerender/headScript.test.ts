import { COOKIE_CHOICE_STORED_ATTRIBUTE, NOT_A_TESTING_HOST_ATTRIBUTE, acceptAllCookies } from '@quizcoop/ui';
import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_KEY, readCookieConsent } from '../app/cookies';
import { isEducatorTestingHost } from '../game/educatorTesting';
import { RUNTIME_CONFIG_ELEMENT_ID } from '@quizcoop/contract';
import { SESSION_STORED_ATTRIBUTE } from '../islands/markers';
import {
  HEAD_SCRIPT,
  MARK_NOT_A_TESTING_HOST_SCRIPT,
  MARK_STORED_COOKIE_CHOICE_SCRIPT,
  MARK_STORED_SESSION_SCRIPT,
} from './headScript';

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

  describe('marks a stored session', () => {
    const withConfig = (supabaseUrl: string) => {
      document.head.innerHTML = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${JSON.stringify(
        { supabaseUrl, supabaseAnonKey: 'anon' },
      )}</script>`;
      document.documentElement.removeAttribute(SESSION_STORED_ATTRIBUTE);
      window.localStorage.clear();
    };
    const marked = () => {
      new Function(MARK_STORED_SESSION_SCRIPT)();
      return document.documentElement.hasAttribute(SESSION_STORED_ATTRIBUTE);
    };

    it('under the key the backend client keeps it under, for the backend the page names', () => {
      withConfig('https://quiz.school.example');
      expect(marked()).toBe(false);
      window.localStorage.setItem('sb-other-auth-token', '{}');
      expect(marked()).toBe(false);
      window.localStorage.setItem('sb-quiz-auth-token', '{}');
      expect(marked()).toBe(true);
    });

    it('not at all on a page without the configuration', () => {
      withConfig('https://quiz.school.example');
      document.head.replaceChildren();
      window.localStorage.setItem('sb-quiz-auth-token', '{}');
      expect(marked()).toBe(false);
    });
  });

  it('runs them all as one script', () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify(acceptAllCookies));
    document.documentElement.removeAttribute(COOKIE_CHOICE_STORED_ATTRIBUTE);
    document.documentElement.removeAttribute(NOT_A_TESTING_HOST_ATTRIBUTE);
    new Function('location', HEAD_SCRIPT)({ hostname: 'quiz.school.example' });
    expect(document.documentElement.hasAttribute(COOKIE_CHOICE_STORED_ATTRIBUTE)).toBe(true);
    expect(document.documentElement.hasAttribute(NOT_A_TESTING_HOST_ATTRIBUTE)).toBe(true);
  });
});
