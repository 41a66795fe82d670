import { randomUUID } from 'node:crypto';

/** A turn as record_game takes it: a question asked, or a Score Scramble spin. */
export type KeptTurn = Record<string, unknown>;

/** A question turn of the first team, marked right, unless the overrides say otherwise. */
export function questionTurn(questionId: string | null, overrides: KeptTurn = {}): KeptTurn {
  return {
    kind: 'question',
    round: 1,
    team_position: 0,
    question_id: questionId,
    question_text: 'What is 1/2 + 1/4?',
    mark: 'correct',
    chosen_option: null,
    effect: null,
    points: 10,
    ...overrides,
  };
}

export function scrambleTurn(overrides: KeptTurn = {}): KeptTurn {
  return { kind: 'scramble', round: 5, team_position: 0, outcome: 'Double Points', points: 40, ...overrides };
}

/**
 * A finished game as record_game takes it (the JSON the api sends): two teams, one turn each, ended by End
 * Game an hour after it started, unless the overrides say otherwise.
 */
export function keptGame(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const endedAt = new Date();
  return {
    client_id: randomUUID(),
    started_at: new Date(endedAt.getTime() - 3_600_000).toISOString(),
    ended_at: endedAt.toISOString(),
    rounds: 1,
    ended_by: 'end_game',
    teams: [
      {
        name: 'Owls',
        colour: '#FE2602',
        score: 10,
        answered: 1,
        correct: 1,
        question_set_id: null,
        question_set_title: 'Fractions',
      },
      {
        name: 'Foxes',
        colour: '#186DA8',
        score: 0,
        answered: 1,
        correct: 0,
        question_set_id: null,
        question_set_title: 'Fractions',
      },
    ],
    turns: [questionTurn(null), questionTurn(null, { team_position: 1, mark: 'incorrect', points: 0 })],
    ...overrides,
  };
}

/** When a game started, `days` days ago. */
export function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString();
}
