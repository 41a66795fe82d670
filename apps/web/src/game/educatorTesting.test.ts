import { NOT_A_TESTING_HOST_ATTRIBUTE } from '@quizcoop/ui';
import { describe, expect, it } from 'vitest';
import { MARK_NOT_A_TESTING_HOST_SCRIPT, isEducatorTestingHost } from './educatorTesting';

describe('isEducatorTestingHost', () => {
  it('shows the banner on the local machine and on preview deployments', () => {
    for (const host of [
      'localhost',
      '127.0.0.1',
      'preview.quizcoop.org',
      'deploy-preview-42--quizcoop.netlify.app',
    ]) {
      expect(isEducatorTestingHost(host)).toBe(true);
    }
  });

  it('hides it on the real site', () => {
    for (const host of ['quizcoop.org', 'www.quizcoop.org', 'quiz.school.example', 'previewer.example']) {
      expect(isEducatorTestingHost(host)).toBe(false);
    }
  });
});

describe("the prerendered page's head script", () => {
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

  it.each(hosts)('marks the document exactly when %s is no testing host', (host) => {
    document.documentElement.removeAttribute(NOT_A_TESTING_HOST_ATTRIBUTE);
    new Function('location', MARK_NOT_A_TESTING_HOST_SCRIPT)({ hostname: host });
    const marked = document.documentElement.hasAttribute(NOT_A_TESTING_HOST_ATTRIBUTE);
    expect(marked).toBe(!isEducatorTestingHost(host));
  });
});
