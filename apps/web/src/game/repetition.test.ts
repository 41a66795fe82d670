import { createGameMachine, selectRepetitionWarning } from '@quizcoop/engine';
import { makeQuestionSet } from '@quizcoop/engine/testing';
import { repetitionWarningText } from '@quizcoop/ui';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { playersFacingRepetition } from './repetition';

describe('playersFacingRepetition', () => {
  it('names exactly the players the engine warns about, round after round', () => {
    const game = createActor(createGameMachine({ now: () => 0 }), {
      input: {
        players: [
          { id: 1, name: 'Owls', color: '#FE2602', questionSet: 'short' },
          { id: 2, name: 'Bees', color: '#FE691C', questionSet: 'long' },
          { id: 3, name: 'Ants', color: '#557B1F', questionSet: 'short' },
        ],
        questionsBySet: { short: makeQuestionSet('short', 6), long: makeQuestionSet('long', 30) },
        isPremium: true,
        seed: 3,
      },
    }).start();
    const seen = new Set<string>();
    // Four rounds of three turns: no Score Scramble comes between them.
    for (let turn = 0; turn < 12; turn += 1) {
      const snapshot = game.getSnapshot();
      const names = playersFacingRepetition(snapshot.context);
      expect(names.length > 0 ? repetitionWarningText(names) : null).toBe(selectRepetitionWarning(snapshot));
      seen.add(names.join());
      game.send({ type: 'player.answer', correct: true });
    }
    expect(seen).toContain('Owls,Ants');
  });
});
