import type { SnapshotFrom } from 'xstate';
import { and, assertEvent, assign, emit, enqueueActions, not, sendTo, setup } from 'xstate';
import type { SoundEffect, ToastEffect } from '../effects';
import { sound, toast } from '../effects';
import { scoreAnswer } from '../rules/points';
import type { QuestionId } from '../rules/questions';
import { questionAccess } from '../rules/questions';
import type { ExtraScramblesGate } from '../rules/scramble';
import {
  isFreeLimitReached,
  isScrambleLimitReached,
  SCRAMBLE_START_MESSAGE,
  scrambleLimitWarning,
  shouldStartScramble,
} from '../rules/scramble';
import { drawWithSeed } from '../rules/rng';
import { dealQuestion, playerAt } from './game-deal';
import { wheelSpinner } from '../rules/wheel';
import type { AnswerCardOutcome, AnswerCardSnapshot } from './answer-card';
import { answerCardMachine } from './answer-card';
import type { WheelSettled, WheelSnapshot } from './wheel';
import { wheelMachine } from './wheel';
import { answerCardView, turnTimerReading, wheelView } from './game-mirror';
import { addToScore, askedQuestion, historyEvent, requireScramble } from './game-records';
import type { AnswerCardPhase, GameContext, GameInput } from './game-context';
import { initialContext } from './game-context';
import { undoAfterPress, undoAfterTimeUp, undoneContext, undoPointBefore } from './game-undo';
import type { TurnTimerSnapshot } from './turn-timer';
import { turnTimerMachine } from './turn-timer';

export type {
  AnswerCardPhase,
  AnswerCardView,
  GameContext,
  GameEnding,
  GameInput,
  ScrambleProgress,
  TurnTimerReading,
  TurnTimerStatus,
  WheelView,
} from './game-context';

/** What a frontend sends: the players' presses and the teacher's; and what it learns of extra Score Scrambles. */
export type GameMachineEvent =
  | { type: 'player.showAnswer' }
  | { type: 'player.mark'; correct: boolean }
  | { type: 'player.choose'; optionId: QuestionId }
  | { type: 'player.continue' }
  | { type: 'player.pullLever' }
  | { type: 'player.closeWheel' }
  | { type: 'teacher.undo' }
  | { type: 'teacher.endGame' }
  | { type: 'teacher.dismissResults' }
  | { type: 'teacher.returnToSetup' }
  | { type: 'teacher.playAgain' }
  /** The game leaves the screen for a while, and comes back: a turn's countdown waits meanwhile. */
  | { type: 'teacher.setAside' }
  | { type: 'teacher.resumeGame' }
  | { type: 'extraScrambles.known'; extraScrambles: ExtraScramblesGate };

/** What the game's own children tell it. */
type ChildReport =
  | AnswerCardOutcome
  | WheelSettled
  | SoundEffect
  | { type: 'xstate.snapshot.card'; snapshot: AnswerCardSnapshot }
  | { type: 'xstate.snapshot.wheel'; snapshot: WheelSnapshot }
  | { type: 'xstate.snapshot.turnTimer'; snapshot: TurnTimerSnapshot }
  | { type: 'xstate.done.actor.turnTimer' };

/** Where the card has the answer: shown, or chosen and being marked. A turn's countdown stops there. */
const ANSWERED_PHASES: ReadonlySet<AnswerCardPhase | undefined> = new Set([
  'answerShown',
  'feedback',
  'review',
] as const);

/** Sounds and toasts a frontend plays, all from the game actor. */
export type GameEffect = SoundEffect | ToastEffect;

export interface GameOutput {
  /** Carry it into the next game of the session. */
  readonly scramblesPlayed: number;
}

export interface GameMachineOptions {
  /** The clock that timestamps history events, in milliseconds since the epoch (e.g. `Date.now`). */
  readonly now: () => number;
}

/**
 * The whole game: turns, rounds, history, Score Scrambles and results, from which Play again starts it over with
 * the same teams and sets. It runs the answer card for the whole game and a wheel for each spin as its children,
 * passes the players' presses on to them and acts on what they report, so a frontend only sends events to this
 * actor and renders its selectors. Its own states hold no timers; the children's do, and persistence settles
 * them so a saved game restores without a stuck timer.
 *
 * With a turn timer, each playable question gets its own countdown, a child that starts with the turn, stops
 * once the answer is shown or chosen, waits while the game is set aside, and ends with the turn. When time
 * runs out the card reveals the answer for the teacher to mark, or, for a multiple-choice question, counts
 * the choice left unmade as wrong.
 */
export function createGameMachine({ now }: GameMachineOptions) {
  return setup({
    types: {
      input: {} as GameInput,
      context: {} as GameContext,
      events: {} as GameMachineEvent | ChildReport,
      emitted: {} as GameEffect,
      output: {} as GameOutput,
    },
    actors: { answerCard: answerCardMachine, wheel: wheelMachine, turnTimer: turnTimerMachine },
    guards: {
      questionIsPlayable: ({ context }) =>
        questionAccess(context.currentQuestion, context.isPremium) === 'playable',
      scrambleIsDue: ({ context }) => shouldStartScramble({ answersPerPlayer: context.answersPerPlayer }),
      scrambleLimitReached: ({ context }) => isScrambleLimitReached(context),
      freeLimitReached: ({ context }) => isFreeLimitReached(context),
      // Finding it out again says nothing new: what was known stays until something else is known.
      extraScramblesDecided: ({ event }) =>
        event.type === 'extraScrambles.known' && event.extraScrambles !== 'loading',
      markCanBeUndone: ({ context }) => context.undo?.step === 'mark',
      spinCanBeUndone: ({ context }) => context.undo?.step === 'spin',
      playersStillToSpin: ({ context }) => requireScramble(context).spinnerIndex < context.players.length - 1,
      timerRunning: ({ context }) => context.turnTimer?.status === 'running',
      timerWaitsForAnswer: ({ context }) =>
        context.turnTimer?.status === 'paused' && !ANSWERED_PHASES.has(context.card?.phase),
    },
    actions: {
      passToCard: sendTo('card', ({ event }) => {
        assertEvent(event, ['player.showAnswer', 'player.mark', 'player.choose', 'player.continue']);
        return event;
      }),
      noteUndo: assign({
        undo: ({ context, event }) => {
          assertEvent(event, ['player.showAnswer', 'player.mark', 'player.choose', 'player.continue']);
          return undoAfterPress(context, event);
        },
      }),
      restoreCard: sendTo('card', ({ context }) => {
        const undo = context.undo;
        const card = undo?.card;
        if (!undo || !card) throw new Error('There is no mark to undo.');
        return {
          type: 'game.restoreCard' as const,
          question: undo.before.currentQuestion,
          options: card.options,
          choosing: card.phase === 'choosing',
        };
      }),
      undoStep: enqueueActions(({ context, enqueue }) => {
        const undo = context.undo;
        if (!undo) throw new Error('There is nothing to undo.');
        // A mark still waiting for Continue scored nothing: only the card goes back.
        if (!undo.recorded) {
          enqueue.assign({ undo: null });
          return;
        }
        // The next player's countdown goes with their turn.
        enqueue.stopChild('turnTimer');
        enqueue.assign(undoneContext(context, undo, now()));
      }),
      passToWheel: sendTo('wheel', { type: 'player.pullLever' } as const),
      relaySound: emit(({ event }) => {
        assertEvent(event, 'sound');
        return sound(event.sound);
      }),
      mirrorCard: assign({
        card: ({ event }) => {
          assertEvent(event, 'xstate.snapshot.card');
          return answerCardView(event.snapshot);
        },
      }),
      mirrorWheel: assign({
        wheel: ({ event }) => {
          assertEvent(event, 'xstate.snapshot.wheel');
          return wheelView(event.snapshot);
        },
      }),
      forgetWheel: assign({ wheel: null }),
      startTurnTimer: enqueueActions(({ context, enqueue }) => {
        const seconds = context.turnTimerSeconds;
        // A game saved before turn timers has none; a question that cannot be played is only passed.
        if (!seconds || questionAccess(context.currentQuestion, context.isPremium) !== 'playable') return;
        enqueue.assign({ turnTimer: { secondsLeft: seconds, status: 'running' } });
        enqueue.spawnChild('turnTimer', { id: 'turnTimer', input: { seconds }, syncSnapshot: true });
      }),
      stopTurnTimer: enqueueActions(({ context, enqueue }) => {
        if (!context.turnTimer) return;
        enqueue.stopChild('turnTimer');
        enqueue.assign({ turnTimer: null });
      }),
      mirrorTimer: assign({
        turnTimer: ({ event }) => {
          assertEvent(event, 'xstate.snapshot.turnTimer');
          return turnTimerReading(event.snapshot);
        },
      }),
      pauseTimer: sendTo('turnTimer', { type: 'game.pauseTimer' } as const),
      resumeTimer: sendTo('turnTimer', { type: 'game.resumeTimer' } as const),
      // Whatever made the card show or take the answer, the countdown stops with it.
      pauseTimerOnceAnswered: enqueueActions(({ context, enqueue }) => {
        if (context.turnTimer?.status === 'running' && ANSWERED_PHASES.has(context.card?.phase)) {
          enqueue.sendTo('turnTimer', { type: 'game.pauseTimer' });
        }
      }),
      // A finished timer reports no last snapshot: its end is known from the done event alone.
      markTimeUp: assign({ turnTimer: { secondsLeft: 0, status: 'timeUp' } }),
      noteTimeUp: assign({ undo: ({ context }) => undoAfterTimeUp(context) }),
      tellCardTimeUp: sendTo('card', { type: 'game.timeUp' } as const),
      recordTurn: assign(({ context, event }) => {
        assertEvent(event, ['card.answered', 'card.skipped']);
        const index = context.currentPlayerIndex;
        const player = playerAt(context.players, index);
        const question = context.currentQuestion;
        const answered = event.type === 'card.answered';
        const isCorrect = answered && event.correct;
        const points = answered
          ? scoreAnswer({ points: context.currentPoints, type: question.type, correct: isCorrect })
          : 0;
        const entry = historyEvent(player, {
          points,
          isCorrect,
          type: answered ? question.type : 'answer',
          timestamp: now(),
          round: context.round,
          question: askedQuestion(question, answered ? event.chosenOptionId : null),
        });
        return {
          players: addToScore(context.players, player.id, points),
          answersPerPlayer: context.answersPerPlayer.map((count, i) => (i === index ? count + 1 : count)),
          history: [...context.history, entry],
          // A passed turn was never marked, so there is nothing of it to undo.
          undo: answered && context.undo ? { ...context.undo, recorded: true } : null,
        };
      }),
      passTurn: assign(({ context }) => {
        const nextIndex = (context.currentPlayerIndex + 1) % context.players.length;
        const roundComplete = nextIndex === 0;
        const round = roundComplete ? context.round + 1 : context.round;
        const marker = historyEvent(null, {
          points: 0,
          isCorrect: false,
          type: 'round',
          timestamp: now(),
          round,
        });
        return {
          ...dealQuestion(context, nextIndex),
          // The card hears of the new question only after this step; until it reports back it is between
          // questions, and must not look as if the old one still waited for Continue.
          card: context.card && { ...context.card, phase: 'settling' as const },
          currentPlayerIndex: nextIndex,
          round,
          turnCount: context.turnCount + 1,
          history: roundComplete ? [...context.history, marker] : context.history,
        };
      }),
      dealToCard: sendTo('card', ({ context }) => ({
        type: 'game.nextQuestion' as const,
        question: context.currentQuestion,
      })),
      warnOfScrambleLimit: emit(({ context }) => {
        const { message, description } = scrambleLimitWarning(context.extraScrambles);
        return toast('warning', message, description);
      }),
      storeExtraScrambles: assign({
        extraScrambles: ({ event }) => {
          assertEvent(event, 'extraScrambles.known');
          return event.extraScrambles;
        },
      }),
      startScramble: assign(({ context }) => {
        const { value, seed } = drawWithSeed(context.seed, wheelSpinner(context.youngClass));
        return {
          seed,
          scramblesPlayed: context.scramblesPlayed + 1,
          scramble: { spinnerIndex: 0, upcomingSpin: value, lastSpin: null },
          undo: null,
        };
      }),
      announceScramble: emit(toast('success', SCRAMBLE_START_MESSAGE)),
      recordSpin: assign(({ context, event }) => {
        assertEvent(event, 'wheel.settled');
        const scramble = requireScramble(context);
        const spinner = playerAt(context.players, scramble.spinnerIndex);
        const spin = scramble.upcomingSpin;
        const entry = historyEvent(spinner, {
          points: spin.points,
          isCorrect: false,
          type: 'scramble',
          timestamp: now(),
          round: context.round,
        });
        return {
          players: addToScore(context.players, spinner.id, spin.points),
          history: [...context.history, entry],
          scramble: { ...scramble, lastSpin: spin },
          undo: undoPointBefore(context, 'spin'),
        };
      }),
      callNextSpinner: assign(({ context }) => {
        const scramble = requireScramble(context);
        const { value, seed } = drawWithSeed(context.seed, wheelSpinner(context.youngClass));
        return {
          seed,
          scramble: { spinnerIndex: scramble.spinnerIndex + 1, upcomingSpin: value, lastSpin: null },
          undo: null,
        };
      }),
      // Ended as the results are titled: by the free limit once it is reached, else by End Game.
      noteEnd: assign({
        ended: ({ context }) => ({ at: now(), by: isFreeLimitReached(context) ? 'freeLimit' : 'endGame' }),
      }),
      // The same teams on the same sets, scores at 0 and the history empty; the seed goes on, so the questions
      // and points are drawn afresh (and the new game has an id of its own), and the session's Score Scrambles
      // stay counted.
      startAgain: assign(({ context }) => initialContext(context, now())),
      finishScramble: assign(({ context }) => ({
        scramble: null,
        answersPerPlayer: context.answersPerPlayer.map(() => 0),
        undo: null,
      })),
    },
  }).createMachine({
    id: 'game',
    context: ({ input }) => initialContext(input, now()),
    initial: 'playing',
    output: ({ context }) => ({ scramblesPlayed: context.scramblesPlayed }),
    on: {
      sound: { actions: 'relaySound' },
      'extraScrambles.known': { guard: 'extraScramblesDecided', actions: 'storeExtraScrambles' },
      'xstate.snapshot.turnTimer': { actions: 'mirrorTimer' },
    },
    states: {
      playing: {
        initial: 'turn',
        // One card for the whole game: it resets itself onto each new question, and stays put (answered) while
        // a Score Scramble runs.
        invoke: {
          id: 'card',
          src: 'answerCard',
          input: ({ context }) => ({
            question: context.currentQuestion,
            isPremium: context.isPremium,
            seed: context.seed,
          }),
          onSnapshot: { actions: ['mirrorCard', 'pauseTimerOnceAnswered'] },
        },
        on: {
          'teacher.endGame': { target: 'over' },
          'teacher.returnToSetup': { target: 'returnedToSetup' },
        },
        states: {
          turn: {
            entry: 'startTurnTimer',
            exit: 'stopTurnTimer',
            on: {
              'player.showAnswer': { actions: ['noteUndo', 'passToCard'] },
              'player.mark': { actions: ['noteUndo', 'passToCard'] },
              'player.choose': { actions: ['noteUndo', 'passToCard'] },
              'player.continue': { actions: ['noteUndo', 'passToCard'] },
              'teacher.undo': { guard: 'markCanBeUndone', actions: ['restoreCard', 'undoStep'] },
              'xstate.done.actor.turnTimer': { actions: ['markTimeUp', 'noteTimeUp', 'tellCardTimeUp'] },
              'teacher.setAside': { guard: 'timerRunning', actions: 'pauseTimer' },
              'teacher.resumeGame': { guard: 'timerWaitsForAnswer', actions: 'resumeTimer' },
              'card.answered': {
                guard: 'questionIsPlayable',
                target: 'turnTaken',
                actions: ['recordTurn', 'passTurn', 'dealToCard'],
              },
              // A placeholder or a locked premium question can only be passed, for no points.
              'card.skipped': {
                guard: not('questionIsPlayable'),
                target: 'turnTaken',
                actions: ['recordTurn', 'passTurn', 'dealToCard'],
              },
            },
          },
          turnTaken: {
            always: [
              {
                guard: and(['scrambleIsDue', 'scrambleLimitReached']),
                target: 'turn',
                actions: 'warnOfScrambleLimit',
              },
              { guard: 'scrambleIsDue', target: 'scramble', actions: ['startScramble', 'announceScramble'] },
              { target: 'turn' },
            ],
          },
          scramble: {
            initial: 'awaitingSpin',
            states: {
              awaitingSpin: {
                // A fresh wheel for every spinner; it settles on the spin the game drew when they stepped up.
                invoke: {
                  id: 'wheel',
                  src: 'wheel',
                  input: ({ context }) => ({
                    result: requireScramble(context).upcomingSpin,
                    seed: context.seed,
                    youngClass: context.youngClass,
                  }),
                  onSnapshot: { actions: 'mirrorWheel' },
                },
                on: {
                  'player.pullLever': { actions: 'passToWheel' },
                  'wheel.settled': { target: 'spun', actions: 'recordSpin' },
                },
                exit: 'forgetWheel',
              },
              spun: {
                on: {
                  // The result was drawn when the spinner stepped up, so the lever lands on it again: undo
                  // corrects a score, it never re-rolls a spin.
                  'teacher.undo': { guard: 'spinCanBeUndone', target: 'awaitingSpin', actions: 'undoStep' },
                  'player.closeWheel': [
                    { guard: 'playersStillToSpin', target: 'awaitingSpin', actions: 'callNextSpinner' },
                    { guard: 'freeLimitReached', target: '#game.over' },
                    { target: '#game.playing.turn', actions: 'finishScramble' },
                  ],
                },
              },
            },
          },
        },
      },
      over: {
        entry: 'noteEnd',
        on: {
          'teacher.returnToSetup': { target: 'returnedToSetup' },
          // Results forced open by the free limit stay up: the session is over until the teacher upgrades, and
          // Play again would be a way past them.
          'teacher.dismissResults': { guard: not('freeLimitReached'), target: 'returnedToSetup' },
          'teacher.playAgain': { guard: not('freeLimitReached'), target: 'playing', actions: 'startAgain' },
        },
      },
      returnedToSetup: { type: 'final' },
    },
  });
}

export type GameMachine = ReturnType<typeof createGameMachine>;
export type GameSnapshot = SnapshotFrom<GameMachine>;
