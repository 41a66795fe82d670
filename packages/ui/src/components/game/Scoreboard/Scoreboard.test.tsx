import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Scoreboard } from './Scoreboard';

describe('Scoreboard', () => {
  it('marks only the active player as current', () => {
    const html = renderToStaticMarkup(
      <Scoreboard
        players={[
          { id: 1, name: 'Ada', score: 10, color: '#FE2602', active: false },
          { id: 2, name: 'Bo', score: 0, color: '#186DA8', active: true },
        ]}
      />,
    );
    const rows = html.split('<li').slice(1);
    expect(rows.map((row) => row.includes('aria-current="true"'))).toEqual([false, true]);
  });

  it('shows the countdown as worded, urgent or not', () => {
    const html = renderToStaticMarkup(
      <Scoreboard players={[]} countdown={{ text: '1 turn until Score Scramble!', urgent: true }} />,
    );
    expect(html).toContain('data-state="urgent">1 turn until Score Scramble!</p>');
  });
});
