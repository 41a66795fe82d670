import type { KeptGame } from '@quizcoop/api';
import { describe, expect, it } from 'vitest';
import { keptGameFacts, keptGameRecord, keptGameView, playedLabel, setFilterOptions } from './keptGameViews';

const game: KeptGame = {
  id: 'game-1',
  startedAt: '2026-11-26T09:00:00.000Z',
  endedAt: '2026-11-26T09:20:00.000Z',
  rounds: 1,
  endedBy: 'end_game',
  // As the server may list them: not in seating order.
  teams: [
    {
      position: 1,
      name: 'Bees',
      colour: '#186DA8',
      score: 25,
      answered: 1,
      correct: 1,
      questionSetId: 'set-b',
      questionSetTitle: 'Bugs',
    },
    {
      position: 0,
      name: 'Owls',
      colour: '#FE2602',
      score: 0,
      answered: 1,
      correct: 0,
      questionSetId: 'set-a',
      questionSetTitle: 'Animals',
    },
  ],
  turns: [
    {
      position: 1,
      kind: 'question',
      round: 1,
      teamPosition: 1,
      questionId: 'q-2',
      questionText: 'How many legs has a bee?',
      mark: 'correct',
      chosenOption: null,
      points: 25,
      effect: null,
    },
    {
      position: 0,
      kind: 'question',
      round: 1,
      teamPosition: 0,
      questionId: 'q-1',
      questionText: 'What do owls eat?',
      mark: 'incorrect',
      chosenOption: 'Grass',
      points: 0,
      effect: 'bonus',
    },
  ],
};

describe('a kept game as the reports show it', () => {
  it('lists its teams best first, with the sets they played and its rounds', () => {
    expect(keptGameView(game)).toEqual({
      id: 'game-1',
      playedLabel: playedLabel(game.startedAt),
      playedAt: game.startedAt,
      href: '/reports/games/game-1',
      setsLabel: 'Animals, Bugs',
      roundsLabel: '1 round',
      teams: [
        { name: 'Bees', color: '#186DA8', scoreLabel: '25 pts', crown: true },
        { name: 'Owls', color: '#FE2602', scoreLabel: '0 pts', crown: false },
      ],
    });
  });

  it('reads as the engine reads a record: teams in seating order, turns in the order played', () => {
    const record = keptGameRecord(game);
    expect(record.teams.map((team) => team.name)).toEqual(['Owls', 'Bees']);
    expect(record.turns).toEqual([
      {
        kind: 'question',
        round: 1,
        teamPosition: 0,
        questionId: 'q-1',
        questionText: 'What do owls eat?',
        questionType: 'bonus',
        mark: 'incorrect',
        chosenOption: 'Grass',
        points: 0,
      },
      {
        kind: 'question',
        round: 1,
        teamPosition: 1,
        questionId: 'q-2',
        questionText: 'How many legs has a bee?',
        questionType: 'normal',
        mark: 'correct',
        chosenOption: null,
        points: 25,
      },
    ]);
  });

  it('says when it was played, how long and how it ended', () => {
    expect(keptGameFacts({ ...game, endedBy: 'free_limit' })).toEqual([
      { label: 'Played', value: playedLabel(game.startedAt) },
      { label: 'Rounds', value: '1' },
      { label: 'Ended by', value: 'Free limit reached' },
      { label: 'Sets', value: 'Animals, Bugs' },
    ]);
  });

  it('offers each set the games were played with once, by title', () => {
    const again = {
      ...game,
      id: 'game-2',
      teams: [{ ...game.teams[1]!, questionSetTitle: 'Animals (old title)' }],
    };
    const gone = { ...game, id: 'game-3', teams: [{ ...game.teams[0]!, questionSetId: null }] };
    expect(setFilterOptions([game, again, gone])).toEqual([
      { value: 'set-a', label: 'Animals' },
      { value: 'set-b', label: 'Bugs' },
    ]);
  });
});
