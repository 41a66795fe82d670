import { randomInt } from 'node:crypto';
import { playInTerminal } from './player';

// The engine draws nothing itself: chance comes in here, at the edge.
const names = process.argv.slice(2);
await playInTerminal({
  names: names.length > 0 ? names : ['Player 1', 'Player 2'],
  random: () => randomInt(2 ** 31) / 2 ** 31,
  input: process.stdin,
  output: process.stdout,
});
