import { describe, expect, it } from 'vitest';
import { turnsCsv, turnsFileName } from './turnsCsv';

describe('the turns of a game as a spreadsheet', () => {
  it('has one header row and a row per turn, with numbers bare and dates in ISO 8601', () => {
    const csv = turnsCsv({
      startedAt: '2026-11-26T10:15:00+01:00',
      teams: [{ name: 'Owls' }, { name: '@Bees' }],
      turns: [
        {
          kind: 'question',
          round: 1,
          teamPosition: 0,
          questionId: 'a1b2',
          questionText: 'Capital of France, or Spain?',
          questionType: 'bonus',
          mark: 'correct',
          chosenOption: 'Paris',
          points: 30,
        },
        {
          kind: 'question',
          round: 1,
          teamPosition: 1,
          questionId: null,
          questionText: 'No questions available',
          questionType: 'normal',
          mark: null,
          chosenOption: null,
          points: 0,
        },
        { kind: 'scramble', round: 6, teamPosition: 1, outcome: 'Scrambled Egg', points: -20 },
      ],
    });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'game_started_at,turn,round,team,kind,question_id,question,question_type,chosen_option,mark,points,scramble_outcome',
      '2026-11-26T09:15:00.000Z,1,1,Owls,question,a1b2,"Capital of France, or Spain?",bonus,Paris,correct,30,',
      "2026-11-26T09:15:00.000Z,2,1,'@Bees,question,,No questions available,normal,,passed,0,",
      "2026-11-26T09:15:00.000Z,3,6,'@Bees,scramble,,,,,,-20,Scrambled Egg",
      '',
    ]);
  });

  it('names the file by the day the game was played', () => {
    expect(turnsFileName(new Date(2026, 0, 5, 8))).toBe('quiz-coop-turns-2026-01-05.csv');
  });
});
