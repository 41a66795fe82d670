import { PassThrough } from 'node:stream';
import type { GameInput } from '@quizcoop/engine';
import { makeQuestionSet } from '@quizcoop/engine/testing';
import { describe, expect, it } from 'vitest';
import { playInTerminal } from './player';
import { sampleGame } from './sampleGame';

// The game's timers fire on the next turn of the event loop, so a whole game plays in moments.
const instantClock = {
  setTimeout: (callback: () => void) => setImmediate(callback),
  clearTimeout: (id: ReturnType<typeof setImmediate>) => clearImmediate(id),
};

function terminal() {
  const input = new PassThrough();
  const output = new PassThrough();
  let printed = '';
  output.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  return { input, output, printed: () => printed };
}

describe('the terminal player', () => {
  it('plays a whole game from a script typed ahead: ten turns, a Score Scramble, then the results', async () => {
    const { input, output, printed } = terminal();
    const questions = makeQuestionSet('facts', 12);
    const game: GameInput = {
      players: [
        { id: 1, name: 'Owls', color: '#FE2602', questionSet: 'facts' },
        { id: 2, name: 'Bees', color: '#FE691C', questionSet: 'facts' },
      ],
      questionsBySet: { facts: questions },
      isPremium: false,
      extraScrambles: 'premium',
      seed: 5,
    };
    const turns = Array.from({ length: 10 }, (_, turn) => ['', turn % 3 === 0 ? 'n' : 'y', '']).flat();
    const scramble = ['', '', '', ''];
    input.write([...turns, ...scramble, 'end', ''].join('\n') + '\n');

    await playInTerminal({ game, input, output, clock: instantClock });

    const text = printed();
    expect(text).toContain('[Score Scramble time! All players get a spin!]');
    expect(text).toContain('Score Scramble: Owls');
    expect(text).toContain('Press Enter: Next Player');
    expect(text).toContain('Score Scramble: Bees');
    expect(text).toMatch(/[+-]\d+ Points! /);
    expect(text).toContain('(sound: wheel)');
    expect(text).toContain('Game Results!');
    expect(text).toMatch(/1\. \(crown\) (Owls|Bees) \d+ pts/);
    expect(text.trimEnd().endsWith('Back to setup. Thanks for playing!')).toBe(true);
  });

  it('answers the sample questions, multiple choice included, as a player at the keyboard would', async () => {
    const { input, output, printed } = terminal();
    const replies: Record<string, string> = { 'Was it right? (y/n)': 'y', 'Press Enter: Continue': '' };
    let answered = 0;
    output.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (line.startsWith('Choose an option')) input.write('2\n');
        else if (line in replies) input.write(`${replies[line]}\n`);
        else if (line === 'Press Enter to continue.') input.write(++answered >= 6 ? 'end\n' : '\n');
        else if (line.startsWith('Press Enter')) input.write('\n');
      }
    });

    await playInTerminal({ game: sampleGame(['Ada'], 11), input, output, clock: instantClock });

    expect(printed()).toContain('Choose an option (1-');
    expect(printed()).toContain('Game Results!');
    expect(printed()).toContain('Ada wins with');
  });
});
