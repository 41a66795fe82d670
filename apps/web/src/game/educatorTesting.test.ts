import { describe, expect, it } from 'vitest';
import { isEducatorTestingHost } from './educatorTesting';

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
