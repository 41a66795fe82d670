import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RepetitionWarning, repetitionWarningText } from './RepetitionWarning';

describe('RepetitionWarning', () => {
  it('names the players in the warning sentence', () => {
    expect(repetitionWarningText(['Ada', 'Bo'])).toBe(
      'Questions for Ada and Bo will repeat before the next Score Scramble.',
    );
  });

  it('renders an empty live region when no set will repeat', () => {
    const html = renderToStaticMarkup(<RepetitionWarning names={[]} />);
    expect(html).toMatch(/^<div role="status"[^>]*data-state="hidden"[^>]*><\/div>$/);
  });
});
