import type { GameResults } from '@quizcoop/engine';
import { describe, expect, it } from 'vitest';
import { resultsCsv, resultsFileName } from './resultsCsv';

const results: GameResults = {
  title: 'Game Results!',
  dismissable: true,
  summary: 'Team "Owls" wins with 25 points.',
  limitExplanation: null,
  players: [
    {
      id: 2,
      name: 'Team "Owls"',
      color: '#3B82F6',
      colorName: 'Blue',
      rank: 1,
      crown: true,
      scoreLabel: '25 pts',
      accuracy: '2/3 (67%)',
      rows: [
        { questionNumber: 1, typeLabel: 'Normal', result: 'Correct', pointsLabel: '+10' },
        { questionNumber: 2, typeLabel: 'Punishment', result: 'Incorrect', pointsLabel: '-5' },
        { questionNumber: 3, typeLabel: 'Bonus', result: 'Correct', pointsLabel: '+20' },
      ],
    },
    {
      id: 1,
      name: '=cmd',
      color: '#EF4444',
      colorName: 'Red',
      rank: 2,
      crown: false,
      scoreLabel: '0 pts',
      accuracy: '0/1 (0%)',
      rows: [{ questionNumber: 1, typeLabel: 'Normal', result: 'Incorrect', pointsLabel: '0' }],
    },
  ],
};

describe('the results as a spreadsheet', () => {
  it('holds the winner, the ranking and every answer of every player', () => {
    const lines = resultsCsv(results).replace('\uFEFF', '').split('\r\n');
    expect(lines).toEqual([
      'Game Results!',
      '"Team ""Owls"" wins with 25 points."',
      '',
      'Rank,Player,Colour,Score,Accuracy',
      '1,"Team ""Owls""",Blue,25 pts,2/3 (67%)',
      "2,'=cmd,Red,0 pts,0/1 (0%)",
      '',
      'Player,Question,Type,Result,Points',
      '"Team ""Owls""",1,Normal,Correct,+10',
      '"Team ""Owls""",2,Punishment,Incorrect,-5',
      '"Team ""Owls""",3,Bonus,Correct,+20',
      "'=cmd,1,Normal,Incorrect,0",
      '',
    ]);
  });

  it('names the file by the day it was played', () => {
    expect(resultsFileName(new Date(2026, 10, 26, 23, 30))).toBe('quiz-coop-results-2026-11-26.csv');
  });
});
