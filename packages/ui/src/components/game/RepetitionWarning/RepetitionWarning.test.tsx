import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RepetitionWarning } from './RepetitionWarning';

describe('RepetitionWarning', () => {
  it('shows the warning as given', () => {
    const html = renderToStaticMarkup(<RepetitionWarning message="Questions for Ada will repeat soon." />);
    expect(html).toContain('data-state="visible"');
    expect(html).toContain('Questions for Ada will repeat soon.');
  });

  it('renders an empty live region when no set will repeat', () => {
    const html = renderToStaticMarkup(<RepetitionWarning message={null} />);
    expect(html).toMatch(/^<div role="status"[^>]*data-state="hidden"[^>]*><\/div>$/);
  });
});
