import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GameHistory } from './GameHistory';

describe('GameHistory', () => {
  it('shows each entry as worded, with its points only when it has some', () => {
    const html = renderToStaticMarkup(
      <GameHistory
        events={[
          {
            key: '1',
            type: 'bonus',
            text: 'Cy: correct, bonus question',
            pointsLabel: '+40 pts',
            sign: 'gain',
            result: 'correct',
            timestamp: 0,
          },
          {
            key: '0',
            type: 'round',
            text: 'Round 2',
            pointsLabel: null,
            sign: 'none',
            result: null,
            timestamp: 0,
          },
        ]}
      />,
    );
    expect(html).toContain('Cy: correct, bonus question</span>');
    expect(html).toContain('data-sign="gain">+40 pts</span>');
    expect(html.match(/data-sign=/g)).toHaveLength(1);
  });
});
