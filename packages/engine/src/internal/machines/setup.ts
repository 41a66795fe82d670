import type { SnapshotFrom } from 'xstate';
import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import type { ToastEffect } from '../effects';
import { toast } from '../effects';
import type { QuestionSetId, SetupPlayer } from '../rules/players';
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
import type { QuestionsBySet } from '../rules/questions';
import type { QuestionsStatus } from '../rules/start';
import { startGameProblem } from '../rules/start';
import type { GameInput } from './game';

export interface SetupInput {
  /** The roster to begin with, for example from stored assignments; one default player when left out. */
  readonly players?: readonly SetupPlayer[];
  /** Score Scrambles already played in this session (spec §1: the free limit is per play session). */
  readonly scramblesPlayed?: number;
}

export interface SetupContext {
  readonly players: readonly SetupPlayer[];
  readonly questionsStatus: QuestionsStatus;
  readonly questionsBySet: QuestionsBySet;
  readonly scramblesPlayed: number;
}

export type SetupMachineEvent =
  | { type: 'teacher.addPlayer' }
  | { type: 'teacher.removePlayer'; playerId: number }
  | { type: 'teacher.renamePlayer'; playerId: number; name: string }
  | { type: 'teacher.recolorPlayer'; playerId: number; color: string }
  | { type: 'teacher.assignSet'; playerId: number; questionSet: QuestionSetId | '' }
  | { type: 'teacher.start' }
  | { type: 'questions.loading' }
  | { type: 'questions.loaded'; questionsBySet: QuestionsBySet }
  | { type: 'questions.failed' }
  | { type: 'game.finished'; scramblesPlayed: number };

function targetsKnownPlayer(context: SetupContext, event: SetupMachineEvent): boolean {
  return 'playerId' in event && context.players.some((player) => player.id === event.playerId);
}

function startConditions(context: SetupContext) {
  return { players: context.players, questionsStatus: context.questionsStatus };
}

/**
 * Spec §2 "Game setup", §4, §5: the roster of 1–4 players and whether the game may start. Starting moves to
 * `started`; when that game finishes (`game.finished`) setup begins again with one default player.
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
  guards: {
    canAddPlayer: ({ context }) => canAddPlayer(context.players),
    canRemovePlayer: ({ context, event }) =>
      targetsKnownPlayer(context, event) && canRemovePlayer(context.players),
    targetsKnownPlayer: ({ context, event }) => targetsKnownPlayer(context, event),
    isPlayerColor: ({ context, event }) =>
      event.type === 'teacher.recolorPlayer' &&
      targetsKnownPlayer(context, event) &&
      PLAYER_COLORS.some((color) => color.hex.toLowerCase() === event.color.toLowerCase()),
    hasBlankName: ({ context }) => context.players.some((player) => isBlankName(player.name)),
    hasStartProblem: ({ context }) => startGameProblem(startConditions(context)) !== null,
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
    markQuestionsLoading: assign({ questionsStatus: 'loading' }),
    storeQuestions: assign(({ event }) => {
      assertEvent(event, 'questions.loaded');
      return { questionsStatus: 'loaded' as const, questionsBySet: event.questionsBySet };
    }),
    markQuestionsFailed: assign({ questionsStatus: 'failed', questionsBySet: {} }),
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
        scramblesPlayed: event.scramblesPlayed,
      };
    }),
  },
}).createMachine({
  id: 'setup',
  context: ({ input }) => ({
    players: input.players ?? createDefaultRoster(),
    questionsStatus: 'idle',
    questionsBySet: {},
    scramblesPlayed: input.scramblesPlayed ?? 0,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'teacher.addPlayer': { guard: 'canAddPlayer', actions: 'addPlayer' },
        'teacher.removePlayer': { guard: 'canRemovePlayer', actions: 'removePlayer' },
        'teacher.renamePlayer': { guard: 'targetsKnownPlayer', actions: 'renamePlayer' },
        'teacher.recolorPlayer': { guard: 'isPlayerColor', actions: 'recolorPlayer' },
        'teacher.assignSet': { guard: 'targetsKnownPlayer', actions: 'assignSet' },
        'questions.loading': { actions: 'markQuestionsLoading' },
        'questions.loaded': { actions: 'storeQuestions' },
        'questions.failed': { actions: 'markQuestionsFailed' },
        'teacher.start': [
          // Spec §2: the button is disabled while a name is blank, so there is nothing to explain.
          { guard: 'hasBlankName' },
          { guard: 'hasStartProblem', actions: 'explainStartProblem' },
          { target: 'started' },
        ],
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

/** The game's input once setup has started: the roster, its questions and the session's Score Scrambles. */
export function gameInputFromSetup(
  { context }: { context: SetupContext },
  { isPremium, seed }: { isPremium: boolean; seed: number },
): GameInput {
  return {
    players: context.players,
    questionsBySet: context.questionsBySet,
    isPremium,
    seed,
    scramblesPlayed: context.scramblesPlayed,
  };
}
