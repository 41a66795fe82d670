import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RepetitionWarning, joinNames, repetitionWarningText } from './RepetitionWarning';

describe('joinNames', () => {
  it('joins two names with "and", and a longer list with commas before the last "and"', () => {
    expect(joinNames(['Ada'])).toBe('Ada');
    expect(joinNames(['Ada', 'Bo'])).toBe('Ada and Bo');
    expect(joinNames(['Ada', 'Bo', 'Cy', 'Di'])).toBe('Ada, Bo, Cy and Di');
  });
});

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
