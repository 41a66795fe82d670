import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Dialog } from '../../Dialog/Dialog';
import { ResultsDialog } from './ResultsDialog';

describe('ResultsDialog.Ranking', () => {
  it('keeps the given order and crowns exactly the players marked for it', () => {
    const player = (id: number, name: string, rank: number) => ({
      id,
      name,
      color: '#FE2602',
      rank,
      crown: rank === 1,
      scoreLabel: '5 pts',
      accuracy: '1/1 (100%)',
      rows: [{ questionNumber: 1, typeLabel: 'Bonus', result: 'Correct' as const, pointsLabel: '+5' }],
    });
    const html = renderToStaticMarkup(
      <Dialog.Root open>
        <ResultsDialog.Ranking players={[player(2, 'Bo', 1), player(1, 'Ada', 1)]} summary="A tie." />
      </Dialog.Root>,
    );
    expect(html.indexOf('Bo')).toBeLessThan(html.indexOf('Ada'));
    expect(html.match(/data-crown/g)).toHaveLength(2);
    expect(html).toContain('<td');
    expect(html).toContain('+5');
  });
});
