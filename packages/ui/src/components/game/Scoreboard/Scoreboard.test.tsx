import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Scoreboard, isScrambleUrgent, scrambleCountdownText } from './Scoreboard';

describe('scrambleCountdownText', () => {
  it('counts down calmly while more than two turns remain', () => {
    expect(scrambleCountdownText(5)).toBe('5 turns until Score Scramble');
    expect(scrambleCountdownText(3)).toBe('3 turns until Score Scramble');
  });

  it('turns urgent at two turns and agrees the noun at one', () => {
    expect(scrambleCountdownText(2)).toBe('2 turns until Score Scramble!');
    expect(scrambleCountdownText(1)).toBe('1 turn until Score Scramble!');
  });

  it('marks two or fewer turns as urgent', () => {
    expect([5, 3, 2, 1].map(isScrambleUrgent)).toEqual([false, false, true, true]);
  });
});

describe('Scoreboard', () => {
  it('marks only the active player as current', () => {
    const html = renderToStaticMarkup(
      <Scoreboard
        players={[
          { id: 1, name: 'Ada', score: 10, color: '#FE2602' },
          { id: 2, name: 'Bo', score: 0, color: '#186DA8' },
        ]}
        activePlayerId={2}
      />,
    );
    const rows = html.split('<li').slice(1);
    expect(rows.map((row) => row.includes('aria-current="true"'))).toEqual([false, true]);
  });
});
