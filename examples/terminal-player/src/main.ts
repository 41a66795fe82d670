import { randomInt } from 'node:crypto';
import { playInTerminal } from './player';
import { sampleGame } from './sampleGame';

// The engine draws nothing itself: the one random number a game needs is picked here, at the edge.
const names = process.argv.slice(2);
const game = sampleGame(names.length > 0 ? names : ['Player 1', 'Player 2'], randomInt(2 ** 31));
await playInTerminal({ game, input: process.stdin, output: process.stdout });
