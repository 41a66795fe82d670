import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { GameInput, GameMachineEvent, GameSnapshot } from '@quizcoop/engine';
import {
  createGameMachine,
  selectAnswerCard,
  selectPhase,
  selectRepetitionWarning,
  selectResults,
  selectScoreboard,
  selectScrambleWheel,
  selectTurnHeader,
} from '@quizcoop/engine';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { createActor } from 'xstate';

export interface TerminalPlayerOptions {
  readonly game: GameInput;
  readonly input: Readable;
  readonly output: Writable;
  /** The game's timers run on it: the real clock by default, a faster one in tests. */
  readonly clock?: ActorOptions<AnyActorLogic>['clock'];
}

/** What the game waits for from the keyboard now, or null while it animates on its own. */
function awaitedInput(snapshot: GameSnapshot): string | null {
  const phase = selectPhase(snapshot);
  if (phase === 'results') return 'Press Enter to return to setup.';
  if (phase === 'scramble') {
    const wheel = selectScrambleWheel(snapshot);
    if (wheel?.phase === 'ready') return `Press Enter: ${wheel.leverLabel}`;
    return wheel?.phase === 'spun' ? `Press Enter: ${wheel.next}` : null;
  }
  if (phase !== 'turn') return null;
  const card = selectAnswerCard(snapshot);
  switch (card.phase) {
    case 'answerHidden':
      return 'Press Enter to show the answer.';
    case 'answerShown':
      return 'Was it right? (y/n)';
    case 'choosing':
      return `Choose an option (1-${card.options.length}).`;
    case 'review':
    case 'unavailable':
      return 'Press Enter to continue.';
    default:
      return null;
  }
}

/** The screen as the engine's selectors describe it, one line per thing a player would see. */
function describe(snapshot: GameSnapshot): string[] {
  const phase = selectPhase(snapshot);
  const board = selectScoreboard(snapshot);
  const lines = [
    board.players.map((player) => `${player.active ? '>' : ' '} ${player.name}: ${player.score}`).join('   '),
    board.countdown.text,
  ];
  const warning = selectRepetitionWarning(snapshot);
  if (warning) lines.push(warning);
  if (phase === 'scramble') {
    const wheel = selectScrambleWheel(snapshot);
    if (wheel) lines.push(`Score Scramble: ${wheel.playerName}`);
    if (wheel?.result) lines.push(`${wheel.result.text} ${wheel.result.message}`);
    return lines;
  }
  if (phase === 'results') {
    const results = selectResults(snapshot);
    lines.push(results.title, results.summary);
    for (const player of results.players) {
      lines.push(
        `${player.rank}. ${player.crown ? '(crown) ' : ''}${player.name} ${player.scoreLabel} ${player.accuracy}`,
      );
    }
    return lines;
  }
  const card = selectAnswerCard(snapshot);
  lines.push(selectTurnHeader(snapshot).title, card.question.question);
  if (card.phase === 'answerShown') lines.push(`Answer: ${card.question.answer}`);
  if (card.phase === 'choosing')
    card.options.forEach((option, index) => lines.push(`  ${index + 1}. ${option.option_text}`));
  if (card.phase === 'review' && card.result)
    lines.push(card.result === 'correct' ? 'Correct!' : 'Incorrect.');
  if (card.access === 'premium-locked') lines.push('Premium Question');
  return lines;
}

/**
 * Plays one game in a terminal: every line typed becomes one user event for the game actor, and the screen is
 * drawn from its selectors whenever it waits for the next one. Lines typed while the card or wheel animates
 * wait their turn, so a script of answers can be piped in. Resolves when the game returns to setup.
 */
export function playInTerminal({
  game: gameInput,
  input,
  output,
  clock,
}: TerminalPlayerOptions): Promise<void> {
  const print = (line: string) => output.write(`${line}\n`);
  const game = createActor(createGameMachine({ now: Date.now }), {
    input: gameInput,
    ...(clock && { clock }),
  });
  const lines = createInterface({ input, terminal: false });
  const waiting: string[] = [];
  let lastPrompt = '';
  let answeredPrompt = '';

  game.on('toast', ({ message }) => print(`[${message}]`));
  game.on('sound', ({ sound }) => print(`(sound: ${sound})`));

  /** The user event a typed line means now; null when it means nothing here. */
  const eventFor = (line: string, snapshot: GameSnapshot): GameMachineEvent | null => {
    const text = line.trim().toLowerCase();
    if (text === 'end') return { type: 'teacher.endGame' };
    const phase = selectPhase(snapshot);
    if (phase === 'results') return { type: 'teacher.returnToSetup' };
    if (phase === 'scramble') {
      return {
        type: selectScrambleWheel(snapshot)?.phase === 'spun' ? 'player.closeWheel' : 'player.pullLever',
      };
    }
    const card = selectAnswerCard(snapshot);
    if (card.phase === 'answerHidden') return { type: 'player.showAnswer' };
    if (card.phase === 'answerShown') return { type: 'player.mark', correct: text.startsWith('y') };
    if (card.phase !== 'choosing') return { type: 'player.continue' };
    const option = card.options[Number(text) - 1];
    return option ? { type: 'player.choose', optionId: option.id } : null;
  };

  // Draws the screen once per new wait, then hands the game one line typed ahead. Only one per wait: the card
  // and wheel report back a moment later, and until then the old screen must not take a second line.
  const pump = () => {
    const snapshot = game.getSnapshot();
    const prompt = awaitedInput(snapshot);
    if (prompt === null) return;
    const { turnCount, scramble } = snapshot.context;
    const key = `${JSON.stringify(snapshot.value)}|${turnCount}|${scramble?.spinnerIndex}|${prompt}`;
    if (key === answeredPrompt) return;
    if (key !== lastPrompt) {
      lastPrompt = key;
      describe(snapshot).forEach(print);
      print(prompt);
    }
    const line = waiting.shift();
    if (line === undefined) return;
    const event = eventFor(line, snapshot);
    if (event) {
      answeredPrompt = key;
      return game.send(event);
    }
    print('That is not one of the choices.');
    pump();
  };

  return new Promise((resolve) => {
    game.subscribe((snapshot) => {
      if (snapshot.status !== 'done') return pump();
      print('Back to setup. Thanks for playing!');
      lines.close();
      resolve();
    });
    lines.on('line', (line) => {
      waiting.push(line);
      pump();
    });
    game.start();
    pump();
  });
}
