import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { GameStateReader, SessionMachineEvent, SessionSnapshot } from '@quizcoop/engine';
import type { Question } from '@quizcoop/engine/rules';
import {
  createSessionMachine,
  selectAnswerCard,
  selectGame,
  selectQuestionsStatus,
  selectRepetitionWarning,
  selectResults,
  selectScoreboard,
  selectScramblesPlayed,
  selectScrambleWheel,
  selectSessionPhase,
  selectSetup,
  selectStartEnabled,
  selectTurnHeader,
  startSession,
} from '@quizcoop/engine';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { SAMPLE_SET, sampleQuestions, sampleRoster } from './sampleGame';

export interface TerminalPlayerOptions {
  /** The players, one to four, all playing the sample set. */
  readonly names: readonly string[];
  /** The questions of that set; the sample questions by default. */
  readonly questions?: readonly Question[];
  /** A number in [0, 1): the engine's only source of chance. */
  readonly random: () => number;
  readonly input: Readable;
  readonly output: Writable;
  /** The game's timers run on it: the real clock by default, a faster one in tests. */
  readonly clock?: ActorOptions<AnyActorLogic>['clock'];
}

/** What the session waits for from the keyboard now, or null while it loads or animates on its own. */
function awaitedInput(snapshot: SessionSnapshot, game: GameStateReader | null): string | null {
  const phase = selectSessionPhase(snapshot);
  if (phase === 'setup') {
    const status = selectQuestionsStatus(snapshot);
    if (status === 'failed') return 'The questions could not be loaded. Type quit.';
    const ready = status === 'loaded' && selectStartEnabled(selectSetup(snapshot));
    return ready ? 'Press Enter to start a game, or type quit.' : null;
  }
  if (!game) return null;
  if (phase === 'results') return 'Press Enter to return to setup.';
  if (phase === 'scramble') {
    const wheel = selectScrambleWheel(game);
    if (wheel?.phase === 'ready') return `Press Enter: ${wheel.leverLabel}`;
    return wheel?.phase === 'spun' ? `Press Enter: ${wheel.next}` : null;
  }
  const card = selectAnswerCard(game);
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
function describe(snapshot: SessionSnapshot, game: GameStateReader | null): string[] {
  const phase = selectSessionPhase(snapshot);
  if (phase === 'setup' || !game) {
    const players = selectSetup(snapshot).context.players.map((player) => player.name);
    return [
      `Setup: ${players.join(', ')}`,
      `Score Scrambles this session: ${selectScramblesPlayed(snapshot)}`,
    ];
  }
  const board = selectScoreboard(game);
  const lines = [
    board.players.map((player) => `${player.active ? '>' : ' '} ${player.name}: ${player.score}`).join('   '),
    board.countdown.text,
  ];
  const warning = selectRepetitionWarning(game);
  if (warning) lines.push(warning);
  if (phase === 'scramble') {
    const wheel = selectScrambleWheel(game);
    if (wheel) lines.push(`Score Scramble: ${wheel.playerName}`);
    if (wheel?.result) lines.push(`${wheel.result.text} ${wheel.result.message}`);
    return lines;
  }
  if (phase === 'results') {
    const results = selectResults(game);
    lines.push(results.title, results.summary);
    for (const player of results.players) {
      lines.push(
        `${player.rank}. ${player.crown ? '(crown) ' : ''}${player.name} ${player.scoreLabel} ${player.accuracy}`,
      );
    }
    return lines;
  }
  const card = selectAnswerCard(game);
  lines.push(selectTurnHeader(game).title, card.question.question);
  if (card.phase === 'answerShown') lines.push(`Answer: ${card.question.answer}`);
  if (card.phase === 'choosing')
    card.options.forEach((option, index) => lines.push(`  ${index + 1}. ${option.option_text}`));
  if (card.phase === 'review' && card.result)
    lines.push(card.result === 'correct' ? 'Correct!' : 'Incorrect.');
  if (card.access === 'premium-locked') lines.push('Premium Question');
  return lines;
}

/** The user event a typed line means now; null when it means nothing here. */
function eventFor(
  line: string,
  snapshot: SessionSnapshot,
  game: GameStateReader | null,
): SessionMachineEvent | null {
  const text = line.trim().toLowerCase();
  const phase = selectSessionPhase(snapshot);
  if (phase === 'setup') return { type: 'teacher.start' };
  if (!game) return null;
  if (phase === 'results') return { type: 'teacher.returnToSetup' };
  if (text === 'end') return { type: 'teacher.endGame' };
  if (phase === 'scramble') {
    return { type: selectScrambleWheel(game)?.phase === 'spun' ? 'player.closeWheel' : 'player.pullLever' };
  }
  const card = selectAnswerCard(game);
  if (card.phase === 'answerHidden') return { type: 'player.showAnswer' };
  if (card.phase === 'answerShown') return { type: 'player.mark', correct: text.startsWith('y') };
  if (card.phase !== 'choosing') return { type: 'player.continue' };
  const option = card.options[Number(text) - 1];
  return option ? { type: 'player.choose', optionId: option.id } : null;
}

/**
 * Plays a whole session in a terminal: setup, games, their results and setup again, until `quit` or the end
 * of the input. Every line typed becomes one event for the session actor, and the screen is drawn from its
 * selectors whenever it waits for the next one. Lines typed while questions load or the card or wheel
 * animates wait their turn, so a script of answers can be piped in.
 */
export function playInTerminal({
  names,
  questions,
  random,
  input,
  output,
  clock,
}: TerminalPlayerOptions): Promise<void> {
  const print = (line: string) => output.write(`${line}\n`);
  const roster = sampleRoster(names);
  const machine = createSessionMachine({
    loadQuestions: () => Promise.resolve(sampleQuestions(questions)),
    now: Date.now,
    random,
  });
  const lines = createInterface({ input, terminal: false });
  const waiting: string[] = [];
  let inputEnded = false;
  let lastPrompt = '';
  let answeredPrompt = '';

  return new Promise((resolve) => {
    const session = startSession(machine, {
      input: { players: roster, isPremium: false, extraScrambles: 'premium' },
      ...(clock && { clock }),
      onEffect: (effect) =>
        print(effect.type === 'toast' ? `[${effect.message}]` : `(sound: ${effect.sound})`),
    });
    const send = (event: SessionMachineEvent) => session.send(event);

    const quit = () => {
      print('Thanks for playing!');
      session.stop();
      lines.close();
      resolve();
    };

    // Setup starts each new game with one default player, numbered 1, and numbers added players on from it;
    // the same players are entered again. The events may queue behind setup's own, so nothing is read back.
    const enterRoster = () => {
      roster.slice(1).forEach(() => send({ type: 'teacher.addPlayer' }));
      roster.forEach(({ name }, index) => {
        send({ type: 'teacher.renamePlayer', playerId: index + 1, name });
        send({ type: 'teacher.assignSet', playerId: index + 1, questionSet: SAMPLE_SET });
      });
    };

    // Draws the screen once per new wait, then hands the session one line typed ahead. Only one per wait: the
    // card and wheel report back a moment later, and until then the old screen must not take a second line.
    const pump = (): void => {
      const snapshot = session.getSnapshot();
      if (snapshot.status !== 'active') return;
      const game = selectGame(snapshot);
      const prompt = awaitedInput(snapshot, game);
      if (prompt === null) return;
      const { turnCount, scramble } = game?.context ?? {};
      const phase = selectSessionPhase(snapshot);
      const key = `${snapshot.context.gamesPlayed}|${phase}|${turnCount}|${scramble?.spinnerIndex}|${prompt}`;
      if (key === answeredPrompt) return;
      if (key !== lastPrompt) {
        lastPrompt = key;
        describe(snapshot, game).forEach(print);
        print(prompt);
      }
      const line = waiting.shift();
      if (line === undefined) {
        if (inputEnded && phase === 'setup') quit();
        return;
      }
      if (phase === 'setup' && line.trim().toLowerCase() === 'quit') return quit();
      const event = eventFor(line, snapshot, game);
      if (event) {
        answeredPrompt = key;
        return send(event);
      }
      print('That is not one of the choices.');
      pump();
    };

    let gamesPlayed = 0;
    session.subscribe((snapshot) => {
      if (snapshot.context.gamesPlayed !== gamesPlayed) {
        gamesPlayed = snapshot.context.gamesPlayed;
        print('Back to setup.');
        enterRoster();
      }
      pump();
    });
    lines.on('line', (line) => {
      waiting.push(line);
      pump();
    });
    lines.on('close', () => {
      inputEnded = true;
      pump();
    });
    pump();
  });
}
