import { describe, expect, it } from 'vitest';
import { createTestGame, makeMultipleChoiceQuestion, makeQuestionSet } from '../../testing/index';
import type { GameRecordTurn } from '../rules/game-record';
import { selectGameRecord } from './game-record-view';
import { selectResults } from './game-view';
import { gameReport } from './game-report';

const question = (
  teamPosition: number,
  mark: 'correct' | 'incorrect' | null,
  points: number,
  extra: Partial<Extract<GameRecordTurn, { kind: 'question' }>> = {},
): GameRecordTurn => ({
  kind: 'question',
  round: 1,
  teamPosition,
  questionId: `q-${teamPosition}`,
  questionText: `Question for team ${teamPosition + 1}?`,
  questionType: 'normal',
  mark,
  chosenOption: null,
  points,
  ...extra,
});

describe("a kept game's report", () => {
  it('ranks the teams and words their answers as the results dialog did', () => {
    const game = createTestGame({
      players: [
        { name: 'Owls', questions: [makeMultipleChoiceQuestion({ id: 'mc' }, ['Yes', 'No'])] },
        { name: 'Bees', questions: makeQuestionSet('b', 3, { type: 'punishment' }) },
      ],
    });
    game.playRounds(2, [true, false]).endGame();
    const record = selectGameRecord(game.snapshot);
    if (!record) throw new Error('The game has ended, so it has a record.');

    const report = gameReport(record);
    const shown = selectResults(game.snapshot);
    expect(report.players).toEqual(shown.players);
    expect(report.summary).toBe(shown.summary);
  });

  it('gives every ranked team its numbers for a spreadsheet', () => {
    const report = gameReport({
      teams: [
        { name: 'Owls', color: '#FE2602', score: 10 },
        { name: 'Bees', color: '#186DA8', score: 25 },
      ],
      turns: [
        question(0, 'correct', 10),
        question(1, 'correct', 25),
        question(0, 'incorrect', 0),
        question(1, null, 0),
      ],
    });
    expect(
      report.players.map(({ name, rank, score, answered, correct, accuracyPercent, colorName }) => ({
        name,
        rank,
        score,
        answered,
        correct,
        accuracyPercent,
        colorName,
      })),
    ).toEqual([
      {
        name: 'Bees',
        rank: 1,
        score: 25,
        answered: 1,
        correct: 1,
        accuracyPercent: 100,
        colorName: 'Sky Blue',
      },
      {
        name: 'Owls',
        rank: 2,
        score: 10,
        answered: 2,
        correct: 1,
        accuracyPercent: 50,
        colorName: 'Rooster Red',
      },
    ]);
    expect(report.summary).toBe('Bees wins with 25 points.');
  });

  it('words every turn in the order it was played, passes and Score Scramble spins included', () => {
    const report = gameReport({
      teams: [{ name: 'Owls', color: '#FE2602', score: 5 }],
      turns: [
        question(0, 'correct', 20, {
          questionType: 'bonus',
          questionText: 'Capital?',
          chosenOption: 'Paris',
        }),
        question(0, null, 0, { questionId: null, questionText: 'No questions available' }),
        { kind: 'scramble', round: 6, teamPosition: 0, outcome: 'Scrambled Egg', points: -20 },
        question(0, 'incorrect', -15, { questionType: 'punishment' }),
      ],
    });
    expect(report.turns).toEqual([
      {
        number: 1,
        kind: 'question',
        round: 1,
        teamName: 'Owls',
        teamColor: '#FE2602',
        question: 'Capital?',
        typeLabel: 'Bonus',
        result: 'Correct',
        answer: 'Paris',
        pointsLabel: '+20',
      },
      {
        number: 2,
        kind: 'question',
        round: 1,
        teamName: 'Owls',
        teamColor: '#FE2602',
        question: 'No questions available',
        typeLabel: 'Normal',
        result: 'Passed',
        answer: null,
        pointsLabel: '0',
      },
      {
        number: 3,
        kind: 'scramble',
        round: 6,
        teamName: 'Owls',
        teamColor: '#FE2602',
        question: 'Score Scramble',
        typeLabel: 'Score Scramble',
        result: 'Scrambled Egg',
        answer: null,
        pointsLabel: '-20',
      },
      {
        number: 4,
        kind: 'question',
        round: 1,
        teamName: 'Owls',
        teamColor: '#FE2602',
        question: 'Question for team 1?',
        typeLabel: 'Punishment',
        result: 'Incorrect',
        answer: null,
        pointsLabel: '-15',
      },
    ]);
  });
});
