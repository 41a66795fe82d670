import { KEPT_GAME_LIMITS } from '@quizcoop/contract';
import type { GameRecord } from '@quizcoop/engine/rules';
import { describe, expect, it } from 'vitest';
import { gameRecordInput } from './gameRecordInput';

const SET = '5f0c7a52-8d6e-4b8f-9a51-0f3c2d1e4b6a';
const QUESTION = '9b2d1c4e-7a3f-4e5d-8c6b-1a2b3c4d5e6f';

const record: GameRecord = {
  id: '0194386a-3680-7135-8133-100000000000',
  startedAt: Date.UTC(2026, 10, 26, 9, 0),
  endedAt: Date.UTC(2026, 10, 26, 9, 25, 30),
  rounds: 2,
  endedBy: 'freeLimit',
  teams: [
    { name: '  Owls ', color: '#FE2602', score: 30, answered: 2, correct: 1, questionSetId: SET },
    { name: 'Bees', color: '#186DA8', score: -10, answered: 1, correct: 0, questionSetId: 'animals' },
  ],
  turns: [
    {
      kind: 'question',
      round: 1,
      teamPosition: 0,
      questionId: QUESTION,
      questionText: 'Capital of France?',
      questionType: 'bonus',
      mark: 'correct',
      chosenOption: 'Paris',
      points: 30,
    },
    {
      kind: 'question',
      round: 1,
      teamPosition: 1,
      questionId: 'animals-7',
      questionText: 'What do owls eat?',
      questionType: 'punishment',
      mark: 'incorrect',
      chosenOption: null,
      points: -10,
    },
    {
      kind: 'question',
      round: 2,
      teamPosition: 0,
      questionId: null,
      questionText: 'No questions available',
      questionType: 'normal',
      mark: null,
      chosenOption: null,
      points: 0,
    },
    { kind: 'scramble', round: 2, teamPosition: 1, outcome: "Yolk's on You!", points: 0 },
  ],
};

describe('a finished game as the server keeps it', () => {
  it('has ISO 8601 times, the set titles the teacher sees, and ids only where the library has them', () => {
    expect(gameRecordInput(record, new Map([[SET, 'Capitals']]))).toEqual({
      clientId: record.id,
      startedAt: '2026-11-26T09:00:00.000Z',
      endedAt: '2026-11-26T09:25:30.000Z',
      rounds: 2,
      endedBy: 'free_limit',
      teams: [
        {
          name: 'Owls',
          colour: '#FE2602',
          score: 30,
          answered: 2,
          correct: 1,
          questionSetId: SET,
          questionSetTitle: 'Capitals',
        },
        {
          name: 'Bees',
          colour: '#186DA8',
          score: -10,
          answered: 1,
          correct: 0,
          questionSetId: null,
          questionSetTitle: '',
        },
      ],
      turns: [
        {
          kind: 'question',
          round: 1,
          teamPosition: 0,
          questionId: QUESTION,
          questionText: 'Capital of France?',
          mark: 'correct',
          chosenOption: 'Paris',
          points: 30,
          effect: 'bonus',
        },
        {
          kind: 'question',
          round: 1,
          teamPosition: 1,
          questionId: null,
          questionText: 'What do owls eat?',
          mark: 'incorrect',
          chosenOption: null,
          points: -10,
          effect: 'punishment',
        },
        {
          kind: 'question',
          round: 2,
          teamPosition: 0,
          questionId: null,
          questionText: 'No questions available',
          mark: null,
          chosenOption: null,
          points: 0,
          effect: null,
        },
        { kind: 'scramble', round: 2, teamPosition: 1, outcome: "Yolk's on You!", points: 0 },
      ],
    });
  });

  it('says that End Game ended it', () => {
    expect(gameRecordInput({ ...record, endedBy: 'endGame' }, new Map()).endedBy).toBe('end_game');
  });

  it('keeps every text and count within what the server takes', () => {
    const long = 'é'.repeat(KEPT_GAME_LIMITS.questionTextLength + 5);
    const [first] = record.turns;
    const huge: GameRecord = {
      ...record,
      teams: [...record.teams, ...record.teams, ...record.teams].map((team) => ({
        ...team,
        name: 'N'.repeat(KEPT_GAME_LIMITS.teamNameLength + 1),
      })),
      turns: Array.from({ length: KEPT_GAME_LIMITS.maxTurns + 1 }, () => ({
        ...first!,
        questionText: long,
      })) as GameRecord['turns'],
    };
    const input = gameRecordInput(huge, new Map([[SET, 'T'.repeat(KEPT_GAME_LIMITS.setTitleLength + 9)]]));
    expect(input.teams).toHaveLength(KEPT_GAME_LIMITS.maxTeams);
    expect(input.teams[0]?.name).toHaveLength(KEPT_GAME_LIMITS.teamNameLength);
    expect(input.teams[0]?.questionSetTitle).toHaveLength(KEPT_GAME_LIMITS.setTitleLength);
    expect(input.turns).toHaveLength(KEPT_GAME_LIMITS.maxTurns);
    const [turn] = input.turns;
    expect(turn?.kind === 'question' && [...turn.questionText]).toHaveLength(
      KEPT_GAME_LIMITS.questionTextLength,
    );
  });
});
