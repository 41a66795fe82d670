import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TurnTimer } from './TurnTimer';

describe('TurnTimer', () => {
  it('draws the countdown as a timer, apart from what is announced', () => {
    const html = renderToStaticMarkup(
      <TurnTimer
        countdown={{ text: '9', caption: 'seconds left', running: true, urgent: true }}
        announcement="10 seconds left."
      />,
    );
    expect(html).toMatch(/<div role="timer"[^>]*data-state="urgent"[^>]*><span[^>]*>9<\/span>/);
    expect(html).toMatch(/<p role="status" aria-live="polite"[^>]*>10 seconds left\.<\/p>/);
  });

  it('marks a paused countdown as stopped', () => {
    const html = renderToStaticMarkup(
      <TurnTimer
        countdown={{ text: '14', caption: 'Paused', running: false, urgent: false }}
        announcement=""
      />,
    );
    expect(html).toContain('data-state="stopped"');
  });

  it('keeps only the empty live region while no question is timed', () => {
    const html = renderToStaticMarkup(<TurnTimer countdown={null} announcement="" />);
    expect(html).not.toContain('role="timer"');
    expect(html).toMatch(/<p role="status" aria-live="polite"[^>]*><\/p>/);
  });
});
