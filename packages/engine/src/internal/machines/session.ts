import type { Snapshot, SnapshotFrom } from 'xstate';
import { and, assertEvent, assign, forwardTo, fromPromise, sendTo, setup, stateIn } from 'xstate';
import type { SetupPlayer } from '../rules/players';
import type { GameQuestions } from '../rules/questions';
import type { ExtraScramblesGate } from '../rules/scramble';
import type { GameMachineEvent, GameOutput, GameSnapshot } from './game';
import { createGameMachine } from './game';
import type { QuestionsRequest, SetupMachineEvent, SetupSnapshot } from './setup';
import { gameInputFromSetup, setupMachine } from './setup';

/** What a session needs from outside the engine: questions, the time, and chance. */
export interface SessionPorts {
  /** Fetches the questions of the chosen sets; a rejection leaves setup showing that loading failed. */
  readonly loadQuestions: (request: QuestionsRequest) => Promise<GameQuestions>;
  /** The clock that timestamps history events, in milliseconds since the epoch (e.g. `Date.now`). */
  readonly now: () => number;
  /** A number in [0, 1), drawn once per game for the seed of everything random in it (e.g. `Math.random`). */
  readonly random: () => number;
}

/** How a new session begins; a restored one carries on from its saved snapshot instead. */
export interface SessionInput {
  /** The roster to begin with, for example from stored assignments; one default player when left out. */
  readonly players?: readonly SetupPlayer[];
  /** Whether the teacher may play premium questions; left out while that is still being found out. */
  readonly isPremium?: boolean;
  /** Young-class mode as the teacher last chose it; off when left out. */
  readonly youngClass?: boolean;
  /** The turn timer as the teacher last chose it, in seconds; off when null or left out. */
  readonly turnTimerSeconds?: number | null;
  /** Whether Score Scrambles go on past the free limit; the free limit while left out. */
  readonly extraScrambles?: ExtraScramblesGate;
  /** What the session carries from games played before it was reopened at setup; none when left out. */
  readonly carried?: Pick<SessionContext, 'scramblesPlayed' | 'gamesPlayed' | 'lastTeams'>;
}

/** What the session itself holds; the roster and each game's play are its children's. */
export interface SessionContext {
  /** Score Scrambles of the games finished so far: the free limit counts across the whole session. */
  readonly scramblesPlayed: number;
  /** Whether Score Scrambles go on past the free limit, as last known; each new game starts with it. */
  readonly extraScrambles: ExtraScramblesGate;
  /** Games that have returned to setup. */
  readonly gamesPlayed: number;
  /**
   * The teams of the game started last, with their names, colours and sets, for setup to offer again once it
   * is over; none before the first.
   */
  readonly lastTeams: readonly SetupPlayer[];
}

/** What the teacher does with a game that is set aside: the setup screen shows while it waits. */
export type SetAsideEvent =
  | { type: 'teacher.setAside' }
  | { type: 'teacher.resumeGame' }
  | { type: 'teacher.startOver' };

/** Setup takes the last game's teams back, as the session kept them. */
export type LastTeamsEvent = { type: 'teacher.useLastTeams' };

/**
 * Setup's events, the game's, setting a game aside and taking the last teams back: each reaches whichever of
 * them is on screen. Only the session tells setup that a game finished, or which teams it had.
 */
export type SessionMachineEvent =
  | Exclude<SetupMachineEvent, { type: 'game.finished' } | { type: 'session.useTeams' }>
  | GameMachineEvent
  | SetAsideEvent
  | LastTeamsEvent;

/** What the session's children tell it: that they moved. */
type ChildReport =
  | { type: 'xstate.snapshot.setup'; snapshot: SetupSnapshot }
  | { type: 'xstate.snapshot.game'; snapshot: GameSnapshot };

const SEED_RANGE = 2 ** 32;

/**
 * A whole play session: setup, a game with its results, setup again, as often as the teacher likes. Setup
 * runs as a child for the whole session and keeps the roster and the loading of its sets; each game runs as a
 * child while it is played, with its own answer card and wheels, and Play again starts it over. The session
 * carries what outlives a game: the Score Scrambles played, so the free limit holds across games, whether more
 * are allowed, and the last game's teams, which setup takes back in one press.
 *
 * Save it whole: `actor.getPersistedSnapshot()` holds the session and every child, and
 * `createActor(machine, { snapshot })` carries on from it.
 */
export function createSessionMachine({ loadQuestions, now, random }: SessionPorts) {
  const setupWithQuestions = setupMachine.provide({
    actors: {
      loadQuestions: fromPromise<GameQuestions, QuestionsRequest>(({ input }) => loadQuestions(input)),
    },
  });
  return setup({
    types: {
      input: {} as SessionInput,
      context: {} as SessionContext,
      events: {} as SessionMachineEvent | ChildReport,
    },
    actors: { setup: setupWithQuestions, game: createGameMachine({ now }) },
    guards: {
      // Finding it out again says nothing new: what was known stays until something else is known.
      extraScramblesDecided: ({ event }) =>
        event.type === 'extraScrambles.known' && event.extraScrambles !== 'loading',
      setupStarted: ({ event }) =>
        event.type === 'xstate.snapshot.setup' && event.snapshot.matches('started'),
      hasLastTeams: ({ context }) => context.lastTeams.length > 0,
    },
    actions: {
      passToSetup: forwardTo('setup'),
      passToGame: forwardTo('game'),
      // A game set aside and not wanted again ends as Return to Setup ends it, its Score Scrambles counted.
      endSetAsideGame: sendTo('game', { type: 'teacher.returnToSetup' }),
      storeExtraScrambles: assign({
        extraScrambles: ({ event }) => {
          assertEvent(event, 'extraScrambles.known');
          return event.extraScrambles;
        },
      }),
      carryScrambles: assign(({ context }, output: GameOutput) => ({
        scramblesPlayed: output.scramblesPlayed,
        gamesPlayed: context.gamesPlayed + 1,
      })),
      rememberTeams: assign({
        lastTeams: ({ event }) => {
          assertEvent(event, 'xstate.snapshot.setup');
          return event.snapshot.context.players;
        },
      }),
      useLastTeams: sendTo('setup', ({ context }) => ({
        type: 'session.useTeams' as const,
        players: context.lastTeams,
      })),
      resetSetup: sendTo('setup', ({ context }) => ({
        type: 'game.finished' as const,
        scramblesPlayed: context.scramblesPlayed,
      })),
    },
  }).createMachine({
    id: 'session',
    context: ({ input }) => ({
      scramblesPlayed: input.carried?.scramblesPlayed ?? 0,
      extraScrambles: input.extraScrambles ?? 'premium',
      gamesPlayed: input.carried?.gamesPlayed ?? 0,
      lastTeams: input.carried?.lastTeams ?? [],
    }),
    invoke: {
      id: 'setup',
      src: 'setup',
      // Started by the session's first step, whose event carries the session's input.
      input: ({ context, event }) => ({
        ...(event as unknown as { input: SessionInput }).input,
        scramblesPlayed: context.scramblesPlayed,
      }),
      // Setup's Start Game moves it to `started` once the roster and questions are ready: that starts the game.
      onSnapshot: {
        guard: and(['setupStarted', stateIn('#session.setup')]),
        target: '.playing',
        actions: 'rememberTeams',
      },
    },
    initial: 'setup',
    on: {
      'subscription.known': { actions: 'passToSetup' },
    },
    states: {
      setup: {
        on: {
          'teacher.addPlayer': { actions: 'passToSetup' },
          'teacher.removePlayer': { actions: 'passToSetup' },
          'teacher.renamePlayer': { actions: 'passToSetup' },
          'teacher.recolorPlayer': { actions: 'passToSetup' },
          'teacher.assignSet': { actions: 'passToSetup' },
          'teacher.setYoungClass': { actions: 'passToSetup' },
          'teacher.setTurnTimer': { actions: 'passToSetup' },
          'teacher.start': { actions: 'passToSetup' },
          'teacher.useLastTeams': { guard: 'hasLastTeams', actions: 'useLastTeams' },
          // The gate may become known before a game starts; the next game is given it.
          'extraScrambles.known': { guard: 'extraScramblesDecided', actions: 'storeExtraScrambles' },
        },
      },
      playing: {
        invoke: {
          id: 'game',
          src: 'game',
          input: ({ context, event }) => {
            assertEvent(event, 'xstate.snapshot.setup');
            const input = gameInputFromSetup(event.snapshot, {
              seed: Math.floor(random() * SEED_RANGE),
              extraScrambles: context.extraScrambles,
            });
            return { ...input, scramblesPlayed: context.scramblesPlayed };
          },
          // Nothing to do but let the session's observers know: a screen redraws, and the session is saved.
          onSnapshot: {},
          onDone: {
            target: 'setup',
            actions: [{ type: 'carryScrambles', params: ({ event }) => event.output }, 'resetSetup'],
          },
        },
        on: {
          'extraScrambles.known': {
            guard: 'extraScramblesDecided',
            actions: ['storeExtraScrambles', 'passToGame'],
          },
        },
        initial: 'onScreen',
        states: {
          onScreen: {
            on: {
              'player.showAnswer': { actions: 'passToGame' },
              'player.mark': { actions: 'passToGame' },
              'player.choose': { actions: 'passToGame' },
              'player.continue': { actions: 'passToGame' },
              'player.pullLever': { actions: 'passToGame' },
              'player.closeWheel': { actions: 'passToGame' },
              'teacher.undo': { actions: 'passToGame' },
              'teacher.endGame': { actions: 'passToGame' },
              'teacher.dismissResults': { actions: 'passToGame' },
              'teacher.returnToSetup': { actions: 'passToGame' },
              'teacher.playAgain': { actions: 'passToGame' },
              // The header's Setup: an accidental press must not cost the class its game, so it waits, and
              // so does its turn's countdown.
              'teacher.setAside': { target: 'setAside', actions: 'passToGame' },
            },
          },
          // Setup shows, offering the game back; the roster stays the game's until the teacher chooses.
          setAside: {
            on: {
              'teacher.resumeGame': { target: 'onScreen', actions: 'passToGame' },
              'teacher.startOver': { actions: 'endSetAsideGame' },
            },
          },
        },
      },
    },
  });
}

/** The machine `createSessionMachine` makes; `startSession` runs it. */
export type SessionMachine = ReturnType<typeof createSessionMachine>;
/** What the session's selectors read. */
export type SessionSnapshot = SnapshotFrom<SessionMachine>;

/** A session as `getPersistedSnapshot()` gives it: plain JSON, with its setup and any game inside. */
export type PersistedSession = Snapshot<unknown>;
