import { gameReport } from '@quizcoop/engine';
import { describe, expect, it } from 'vitest';
import { resultsCsv, resultsFileName } from './resultsCsv';

const { players } = gameReport({
  teams: [
    { name: '=cmd', color: '#FE2602', score: -5 },
    { name: 'Team "Owls"', color: '#186DA8', score: 25 },
  ],
  turns: [
    {
      kind: 'question',
      round: 1,
      teamPosition: 0,
      questionId: 'q1',
      questionText: 'Q1?',
      questionType: 'punishment',
      mark: 'incorrect',
      chosenOption: null,
      points: -5,
    },
    {
      kind: 'question',
      round: 1,
      teamPosition: 1,
      questionId: 'q2',
      questionText: 'Q2?',
      questionType: 'normal',
      mark: 'correct',
      chosenOption: null,
      points: 25,
    },
  ],
});

describe('the results as a spreadsheet', () => {
  it('has one header row and a row of numbers per team, best first, with hostile names guarded', () => {
    const lines = resultsCsv(players).replace('\uFEFF', '').split('\r\n');
    expect(lines).toEqual([
      'rank,team,colour,score,correct,answered,accuracy_percent',
      '1,"Team ""Owls""",Sky Blue,25,1,1,100',
      // A name that would run as a formula is guarded; a negative score stays a number.
      "2,'=cmd,Rooster Red,-5,0,1,0",
      '',
    ]);
  });

  it('names the file by the day it was played', () => {
    expect(resultsFileName(new Date(2026, 10, 26, 23, 30))).toBe('quiz-coop-results-2026-11-26.csv');
  });
});
