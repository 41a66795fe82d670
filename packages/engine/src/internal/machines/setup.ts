import type { SnapshotFrom } from 'xstate';
import { assertEvent, assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { ToastEffect } from '../effects';
import { toast } from '../effects';
import type { QuestionSetId, SetupPlayer } from '../rules/players';
import { playerQuestionSets } from '../rules/sets';
import {
  addPlayer,
  assignQuestionSet,
  canAddPlayer,
  canRemovePlayer,
  createDefaultRoster,
  isBlankName,
  PLAYER_COLORS,
  recolorPlayer,
  removePlayer,
  renamePlayer,
} from '../rules/players';
import type { GameQuestions, QuestionOrderBySet, QuestionsBySet } from '../rules/questions';
import { questionsForSet, withoutPunishment } from '../rules/questions';
import { emptySetWarning, shortSetWarning } from '../rules/repetition';
import type { QuestionsStatus } from '../rules/start';
import { canStartGame, playersOfSet, playerWithoutQuestions, startGameProblem } from '../rules/start';
import type { ExtraScramblesGate } from '../rules/scramble';
import { SCRAMBLE_EVERY_ROUNDS } from '../rules/scramble';
import { isTurnTimerSetting, TURN_TIMER_RANGE_MESSAGE, turnTimerFromInput } from '../rules/turn-timer';
import type { GameInput } from './game-context';
import { forecastDeals } from './game-deal';

export interface SetupInput {
  /** The roster to begin with, for example from stored assignments; one default player when left out. */
  readonly players?: readonly SetupPlayer[];
  /** Score Scrambles already played since the page opened: the free limit counts across games, not per game. */
  readonly scramblesPlayed?: number;
  /**
   * Whether the teacher may play premium questions: a premium member, while premium questions are switched on.
   * Left out while that is still being found out.
   */
  readonly isPremium?: boolean;
  /** Young-class mode as the teacher last chose it; off when left out. */
  readonly youngClass?: boolean;
  /** The turn timer as the teacher last chose it, in seconds from 10 to 120; off when null or left out. */
  readonly turnTimerSeconds?: number | null;
}

/** What the `loadQuestions` actor is asked for: the chosen sets, and whether premium questions may come back. */
export interface QuestionsRequest {
  readonly setIds: readonly string[];
  readonly isPremium: boolean;
}

export interface SetupContext {
  readonly players: readonly SetupPlayer[];
  /** Null until the subscription is known: premium questions must not be left out of a premium teacher's game. */
  readonly isPremium: boolean | null;
  readonly questionsStatus: QuestionsStatus;
  readonly questionsBySet: QuestionsBySet;
  /** How each loaded set's questions are drawn. */
  readonly questionOrderBySet: QuestionOrderBySet;
  readonly scramblesPlayed: number;
  /** The next game is for a young class: no losses on the wheel, no punishment questions, stars for points. */
  readonly youngClass: boolean;
  /** Seconds each question of the next game may wait for its answer; null for no turn timer. */
  readonly turnTimerSeconds: number | null;
}

export type SetupMachineEvent =
  | { type: 'teacher.addPlayer' }
  | { type: 'teacher.removePlayer'; playerId: number }
  | { type: 'teacher.renamePlayer'; playerId: number; name: string }
  | { type: 'teacher.recolorPlayer'; playerId: number; color: string }
  | { type: 'teacher.assignSet'; playerId: number; questionSet: QuestionSetId | '' }
  | { type: 'teacher.setYoungClass'; youngClass: boolean }
  /** Seconds from 10 to 120, or null for no turn timer; anything else is refused with an error toast. */
  | { type: 'teacher.setTurnTimer'; seconds: number | null }
  | { type: 'teacher.start' }
  | { type: 'subscription.known'; isPremium: boolean }
  | { type: 'game.finished'; scramblesPlayed: number }
  | { type: 'session.useTeams'; players: readonly SetupPlayer[] };

function targetsKnownPlayer(context: SetupContext, event: SetupMachineEvent): boolean {
  return 'playerId' in event && context.players.some((player) => player.id === event.playerId);
}

/** The questions as the game will deal them: a young class's game leaves out the punishment questions. */
function questionsToPlay(context: SetupContext): QuestionsBySet {
  return context.youngClass ? withoutPunishment(context.questionsBySet) : context.questionsBySet;
}

function startConditions(context: SetupContext) {
  return {
    players: context.players,
    questionsStatus: context.questionsStatus,
    questionsBySet: questionsToPlay(context),
  };
}

/** The sets the players have chosen, each once, as the keys questions are stored under. */
function chosenSetIds(players: readonly SetupPlayer[]): string[] {
  return [...new Set(players.flatMap((player) => playerQuestionSets(player).map(String)))];
}

function hasQuestionsForEveryChosenSet(context: SetupContext): boolean {
  return (
    context.questionsStatus === 'loaded' &&
    chosenSetIds(context.players).every((setId) => setId in context.questionsBySet)
  );
}

/**
 * The roster of 1–4 players, the questions of the sets they chose, and whether the game may start. Starting
 * moves to `started`; when that game finishes (`game.finished`) setup begins again with one default player,
 * and the session can hand it the last game's teams (`session.useTeams`).
 *
 * Questions come from the `loadQuestions` actor, which the frontend provides (the engine makes no network
 * calls). It runs again whenever a newly chosen set or a change of subscription makes what is loaded stale.
 *
 * The call is marked pure so that a bundle using no machine leaves this one, and XState, out.
 */
export const setupMachine = /* @__PURE__ */ setup({
  types: {
    input: {} as SetupInput,
    context: {} as SetupContext,
    events: {} as SetupMachineEvent,
    emitted: {} as ToastEffect,
  },
  actors: {
    loadQuestions: fromPromise<GameQuestions, QuestionsRequest>(() =>
      Promise.reject(new Error('Provide a loadQuestions actor with setupMachine.provide to load questions.')),
    ),
  },
  guards: {
    canAddPlayer: ({ context }) => canAddPlayer(context.players),
    canRemovePlayer: ({ context, event }) =>
      targetsKnownPlayer(context, event) && canRemovePlayer(context.players),
    targetsKnownPlayer: ({ context, event }) => targetsKnownPlayer(context, event),
    isPlayerColor: ({ context, event }) =>
      event.type === 'teacher.recolorPlayer' &&
      targetsKnownPlayer(context, event) &&
      PLAYER_COLORS.some((color) => color.hex.toLowerCase() === event.color.toLowerCase()),
    changesSubscription: ({ context, event }) =>
      event.type === 'subscription.known' && event.isPremium !== context.isPremium,
    noSetChosen: ({ context }) => chosenSetIds(context.players).length === 0,
    subscriptionUnknown: ({ context }) => context.isPremium === null,
    hasQuestionsForEveryChosenSet: ({ context }) => hasQuestionsForEveryChosenSet(context),
    hasBlankName: ({ context }) => context.players.some((player) => isBlankName(player.name)),
    hasStartProblem: ({ context }) => startGameProblem(startConditions(context)) !== null,
    isTurnTimerSetting: ({ event }) =>
      event.type === 'teacher.setTurnTimer' && isTurnTimerSetting(event.seconds),
  },
  actions: {
    addPlayer: assign({ players: ({ context }) => addPlayer(context.players) }),
    removePlayer: assign({
      players: ({ context, event }) => {
        assertEvent(event, 'teacher.removePlayer');
        return removePlayer(context.players, event.playerId);
      },
    }),
    renamePlayer: assign({
      players: ({ context, event }) => {
        assertEvent(event, 'teacher.renamePlayer');
        return renamePlayer(context.players, event.playerId, event.name);
      },
    }),
    recolorPlayer: assign({
      players: ({ context, event }) => {
        assertEvent(event, 'teacher.recolorPlayer');
        return recolorPlayer(context.players, event.playerId, event.color);
      },
    }),
    assignSet: assign({
      players: ({ context, event }) => {
        assertEvent(event, 'teacher.assignSet');
        return assignQuestionSet(context.players, event.playerId, event.questionSet);
      },
    }),
    useTeams: assign({
      players: ({ event }) => {
        assertEvent(event, 'session.useTeams');
        return event.players;
      },
    }),
    setYoungClass: assign({
      youngClass: ({ event }) => {
        assertEvent(event, 'teacher.setYoungClass');
        return event.youngClass;
      },
    }),
    setTurnTimer: assign({
      turnTimerSeconds: ({ event }) => {
        assertEvent(event, 'teacher.setTurnTimer');
        return event.seconds;
      },
    }),
    refuseTurnTimer: emit(toast('error', TURN_TIMER_RANGE_MESSAGE)),
    storeSubscription: assign({
      isPremium: ({ event }) => {
        assertEvent(event, 'subscription.known');
        return event.isPremium;
      },
    }),
    forgetQuestions: assign({ questionsStatus: 'idle', questionsBySet: {}, questionOrderBySet: {} }),
    markQuestionsLoading: assign({ questionsStatus: 'loading' }),
    storeQuestions: assign((_, { questionsBySet, questionOrderBySet }: GameQuestions) => ({
      questionsStatus: 'loaded' as const,
      questionsBySet,
      questionOrderBySet,
    })),
    markQuestionsFailed: assign({ questionsStatus: 'failed', questionsBySet: {}, questionOrderBySet: {} }),
    explainStartProblem: enqueueActions(({ context, enqueue }) => {
      const problem = startGameProblem(startConditions(context));
      if (problem !== null) enqueue.emit(toast('error', problem));
    }),
    resetToOneDefaultPlayer: assign(({ event }) => {
      assertEvent(event, 'game.finished');
      return {
        players: createDefaultRoster(),
        questionsStatus: 'idle' as const,
        questionsBySet: {},
        questionOrderBySet: {},
        scramblesPlayed: event.scramblesPlayed,
      };
    }),
  },
}).createMachine({
  id: 'setup',
  context: ({ input }) => ({
    players: input.players ?? createDefaultRoster(),
    isPremium: input.isPremium ?? null,
    questionsStatus: 'idle',
    questionsBySet: {},
    questionOrderBySet: {},
    scramblesPlayed: input.scramblesPlayed ?? 0,
    youngClass: input.youngClass ?? false,
    turnTimerSeconds: turnTimerFromInput(input.turnTimerSeconds),
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'checkingQuestions',
      on: {
        'teacher.addPlayer': { guard: 'canAddPlayer', actions: 'addPlayer' },
        'teacher.removePlayer': {
          guard: 'canRemovePlayer',
          actions: 'removePlayer',
          target: '.checkingQuestions',
        },
        'teacher.renamePlayer': { guard: 'targetsKnownPlayer', actions: 'renamePlayer' },
        'teacher.recolorPlayer': { guard: 'isPlayerColor', actions: 'recolorPlayer' },
        'teacher.setYoungClass': { actions: 'setYoungClass' },
        // The last game's teams, as the session kept them: their sets' questions are loaded again.
        'session.useTeams': { actions: 'useTeams', target: '.checkingQuestions' },
        'teacher.setTurnTimer': [
          { guard: 'isTurnTimerSetting', actions: 'setTurnTimer' },
          { actions: 'refuseTurnTimer' },
        ],
        'teacher.assignSet': {
          guard: 'targetsKnownPlayer',
          actions: 'assignSet',
          target: '.checkingQuestions',
        },
        'subscription.known': {
          guard: 'changesSubscription',
          actions: ['storeSubscription', 'forgetQuestions'],
          target: '.checkingQuestions',
        },
        'teacher.start': [
          // The button stays disabled while a name is blank, so a toast would explain what the teacher sees.
          { guard: 'hasBlankName' },
          { guard: 'hasStartProblem', actions: 'explainStartProblem' },
          { target: 'started' },
        ],
      },
      states: {
        checkingQuestions: {
          always: [
            { guard: 'noSetChosen', target: 'withoutQuestions', actions: 'forgetQuestions' },
            { guard: 'subscriptionUnknown', target: 'awaitingSubscription' },
            { guard: 'hasQuestionsForEveryChosenSet', target: 'questionsLoaded' },
            { target: 'loadingQuestions' },
          ],
        },
        withoutQuestions: {},
        // Loading before the subscription is known could hand a premium teacher a game without premium questions.
        awaitingSubscription: { entry: 'markQuestionsLoading' },
        loadingQuestions: {
          entry: 'markQuestionsLoading',
          invoke: {
            src: 'loadQuestions',
            input: ({ context }): QuestionsRequest => ({
              setIds: chosenSetIds(context.players),
              isPremium: context.isPremium ?? false,
            }),
            onDone: {
              target: 'questionsLoaded',
              actions: { type: 'storeQuestions', params: ({ event }) => event.output },
            },
            onError: { target: 'questionsFailed', actions: 'markQuestionsFailed' },
          },
        },
        questionsLoaded: {},
        questionsFailed: {},
      },
    },
    started: {
      on: {
        'game.finished': { target: 'editing', actions: 'resetToOneDefaultPlayer' },
      },
    },
  },
});

export type SetupSnapshot = SnapshotFrom<typeof setupMachine>;

/** Whether Add Player does anything now. */
export function selectCanAddPlayer(snapshot: SetupSnapshot): boolean {
  return snapshot.can({ type: 'teacher.addPlayer' });
}

/** Whether players may be removed now (never the last one). */
export function selectCanRemovePlayers(snapshot: SetupSnapshot): boolean {
  return snapshot.context.players.every((player) =>
    snapshot.can({ type: 'teacher.removePlayer', playerId: player.id }),
  );
}

/**
 * Whether Start Game is enabled. A set missing stays enabled, so pressing it explains what is missing; a blank
 * name, questions still loading and a failed load disable it, though the machine still explains the last two to
 * a frontend that sends `teacher.start` anyway.
 */
export function selectStartEnabled(snapshot: SetupSnapshot): boolean {
  return snapshot.can({ type: 'teacher.start' }) && canStartGame(startConditions(snapshot.context));
}

/** A warning about a chosen set's size, to show beside the roster before the game starts. */
export interface SetSizeWarning {
  /** The set's key, as its questions are stored. */
  readonly setKey: string;
  /** 'The set for Owls has no questions: choose another set.', or how many questions a short set has for how many turns. */
  readonly message: string;
  /** Whether it keeps Start Game from starting: a set that leaves a player nothing to play does. */
  readonly blocksStart: boolean;
}

/**
 * The chosen sets that have no questions, then those that will run out before the first Score Scramble, in the
 * seating order of the first player who plays each; none until the questions are loaded. A short set is one the
 * first 5 rounds would deal more often than it has questions, counting every team that plays it and each team's
 * further sets as the game deals them.
 */
export function selectSetWarnings({ context }: { context: SetupContext }): SetSizeWarning[] {
  if (context.questionsStatus !== 'loaded') return [];
  const { players } = context;
  const questionsBySet = questionsToPlay(context);
  const { dealsBySet, setsRunOut } = forecastDeals(
    { players, questionsBySet, askedBySet: {} },
    { fromSeat: 0, turns: players.length * SCRAMBLE_EVERY_ROUNDS },
  );
  const emptyHanded = playerWithoutQuestions(players, questionsBySet);
  const blockingSet = emptyHanded && String(emptyHanded.questionSet);
  const chosen = chosenSetIds(players).filter((key) => questionsForSet(questionsBySet, key) !== undefined);
  const names = (key: string) => playersOfSet(players, key).map((player) => player.name);
  const empty = chosen
    .filter((key) => questionsForSet(questionsBySet, key)?.length === 0)
    .map((key) => ({ setKey: key, message: emptySetWarning(names(key)), blocksStart: key === blockingSet }));
  const short = chosen
    .filter((key) => setsRunOut.has(key))
    .map((key) => ({
      setKey: key,
      message: shortSetWarning({
        names: names(key),
        questionCount: questionsForSet(questionsBySet, key)?.length ?? 0,
        turns: dealsBySet[key] ?? 0,
      }),
      blocksStart: false,
    }));
  return [...empty, ...short];
}

/**
 * The game's input once setup has started: the roster, its questions and their play orders, the tier, the
 * session's Score Scrambles and young-class mode, with the seed and whether Score Scrambles go on past the
 * free limit.
 */
export function gameInputFromSetup(
  { context }: { context: SetupContext },
  { seed, extraScrambles }: { seed: number; extraScrambles: ExtraScramblesGate },
): GameInput {
  return {
    players: context.players,
    questionsBySet: context.questionsBySet,
    questionOrderBySet: context.questionOrderBySet,
    isPremium: context.isPremium ?? false,
    extraScrambles,
    seed,
    scramblesPlayed: context.scramblesPlayed,
    youngClass: context.youngClass,
    turnTimerSeconds: context.turnTimerSeconds,
  };
}
