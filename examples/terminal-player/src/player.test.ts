import { PassThrough } from 'node:stream';
import { createRng } from '@quizcoop/engine/rules';
import { makeQuestionSet } from '@quizcoop/engine/testing';
import { describe, expect, it } from 'vitest';
import { playInTerminal } from './player';

// The game's timers fire on the next turn of the event loop, so a whole session plays in moments.
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

const FREE_LIMIT_WARNING =
  "[You've reached the free limit for Score Scrambles. Upgrade to premium for unlimited games!]";

describe('the terminal player', () => {
  it('plays a whole session from a script typed ahead: two games, their Score Scrambles, then quits', async () => {
    const { input, output, printed } = terminal();
    const turns = Array.from({ length: 10 }, (_, turn) => ['', turn % 3 === 0 ? 'n' : 'y', '']).flat();
    const scramble = ['', '', '', ''];
    // The first game is ended by the teacher; the second ends itself after the session's second Score Scramble.
    const firstGame = ['', ...turns, ...scramble, 'end', ''];
    const secondGame = ['', ...turns, ...scramble, ''];
    input.end([...firstGame, ...secondGame, 'quit'].join('\n') + '\n');

    await playInTerminal({
      names: ['Owls', 'Bees'],
      questions: makeQuestionSet('facts', 12),
      random: createRng(5),
      input,
      output,
      clock: instantClock,
    });

    const text = printed();
    expect(text).toContain('Setup: Owls, Bees');
    expect(text).toContain('[Score Scramble time! All players get a spin!]');
    expect(text).toContain('Score Scramble: Owls');
    expect(text).toContain('Press Enter: Next Player');
    expect(text).toContain('Score Scramble: Bees');
    expect(text).toMatch(/[+-]\d+ Points! /);
    expect(text).toContain('(sound: wheel)');
    expect(text).toContain('Game Results!');
    // The second game's Score Scramble is the session's second: the free limit ends that game.
    expect(text).toContain('Press Enter: End Game');
    expect(text).toContain('Free Limit Reached');
    expect(text).toMatch(/1\. \(crown\) (Owls|Bees) \d+ pts/);
    expect(text).toContain('Score Scrambles this session: 2');
    expect(
      text
        .trimEnd()
        .endsWith(
          'Back to setup.\nSetup: Owls, Bees\nScore Scrambles this session: 2\nPress Enter to start a game, or type quit.\nThanks for playing!',
        ),
    ).toBe(true);
  });

  it('carries the free limit into the next game: a third Score Scramble is refused with the warning', async () => {
    const { input, output, printed } = terminal();
    const replies: Record<string, string> = { 'Was it right? (y/n)': 'y', 'Press Enter: Continue': '' };
    let games = 0;
    output.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (line.startsWith('Choose an option')) input.write('1\n');
        else if (line in replies) input.write(`${replies[line]}\n`);
        else if (line === 'Press Enter to start a game, or type quit.')
          input.write(++games > 3 ? 'quit\n' : '\n');
        else if (line === FREE_LIMIT_WARNING) input.write('end\n');
        else if (line.startsWith('Press Enter')) input.write('\n');
      }
    });

    await playInTerminal({ names: ['Ada'], random: createRng(11), input, output, clock: instantClock });

    const text = printed();
    expect(text).toContain('Choose an option (1-');
    expect(text.split('[Score Scramble time! All players get a spin!]')).toHaveLength(3);
    expect(text).toContain(FREE_LIMIT_WARNING);
    expect(text).toContain('Ada wins with');
    expect(text.trimEnd().endsWith('Thanks for playing!')).toBe(true);
  });
});
