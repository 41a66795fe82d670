import { USE_LAST_TEAMS } from '../rules/results';
import type { QuestionsStatus } from '../rules/start';
import type { ActorRefFrom } from 'xstate';
import type { GameMachine, GameSnapshot } from './game';
import { answerCardView, liveCard, liveWheel, wheelView } from './game-mirror';
import type { GamePhase, GameStateReader } from './game-phase';
import { selectGameAtRest, selectPhase } from './game-phase';
import type { SessionSnapshot } from './session';
import type { setupMachine, SetupSnapshot } from './setup';

/** Which screen the session needs: setup, or a game's turn, Score Scramble or results. */
export type SessionPhase = 'setup' | Exclude<GamePhase, 'setup'>;

/** The session's setup, as a frontend follows it: its snapshot changes whenever the roster or loading does. */
export type SetupActorRef = ActorRefFrom<typeof setupMachine>;
/** A game of the session, as a frontend follows it: its snapshot changes whenever its card or wheel moves. */
export type GameActorRef = ActorRefFrom<GameMachine>;

/**
 * The setup machine, which lives for the whole session. A frontend subscribes to it rather than to the session,
 * whose snapshot stays the same while only a child moves.
 */
export function selectSetupActor(snapshot: SessionSnapshot): SetupActorRef {
  const setupActor = snapshot.children.setup;
  if (!setupActor) throw new Error('A session always runs its setup.');
  return setupActor as SetupActorRef;
}

/** The game on screen, for a frontend to subscribe to; null at setup and while the game is set aside. */
export function selectGameOnScreen(snapshot: SessionSnapshot): GameActorRef | null {
  const gameActor = snapshot.children.game;
  return gameActor && snapshot.matches({ playing: 'onScreen' }) ? (gameActor as GameActorRef) : null;
}

/** The setup screen's machine, which lives for the whole session; setup's own selectors read it. */
export function selectSetup(snapshot: SessionSnapshot): SetupSnapshot {
  return selectSetupActor(snapshot).getSnapshot();
}

/**
 * The game being played, read as the game's selectors expect it, or null at setup. Its answer card and wheel
 * are read from those children themselves, so what is shown is where they actually stand.
 */
export function selectGame(snapshot: SessionSnapshot): GameStateReader | null {
  const gameActor = snapshot.children.game;
  if (!gameActor) return null;
  const game: GameSnapshot = gameActor.getSnapshot();
  const card = liveCard(game);
  const wheel = liveWheel(game);
  return {
    status: game.status,
    matches: game.matches.bind(game),
    context: {
      ...game.context,
      card: card ? answerCardView(card) : game.context.card,
      wheel: wheel ? wheelView(wheel) : null,
    },
  };
}

/** Whether a game waits, set aside, while setup shows: the teacher may resume it or start over. */
export function selectGameSetAside(snapshot: SessionSnapshot): boolean {
  return snapshot.matches({ playing: 'setAside' });
}

/**
 * The screen to show now: setup until a game starts, while a game is set aside, and again once it has returned
 * to setup.
 */
export function selectSessionPhase(snapshot: SessionSnapshot): SessionPhase {
  const game = selectGame(snapshot);
  if (!game || !snapshot.matches({ playing: 'onScreen' })) return 'setup';
  const phase = selectPhase(game);
  return phase === 'setup' ? 'setup' : phase;
}

/** The presses the game on screen takes now, as its answer card, its undo and its results decide them. */
export interface GamePresses {
  readonly showAnswer: boolean;
  readonly mark: boolean;
  readonly continue: boolean;
  readonly undo: boolean;
  /** A new game with the same teams and sets: offered by the results, unless the free limit ended the session. */
  readonly playAgain: boolean;
}

const NO_PRESSES: GamePresses = {
  showAnswer: false,
  mark: false,
  continue: false,
  undo: false,
  playAgain: false,
};

/**
 * Which presses the game would act on now, asked of its machines rather than worked out from their states. It
 * reads the game's own snapshot, which changes whenever its card or wheel moves.
 */
export function selectGamePresses(game: GameSnapshot): GamePresses {
  if (game.status !== 'active') return NO_PRESSES;
  const card = game.matches({ playing: 'turn' }) ? liveCard(game) : undefined;
  return {
    showAnswer: card?.can({ type: 'player.showAnswer' }) ?? false,
    mark: card?.can({ type: 'player.mark', correct: true }) ?? false,
    continue: card?.can({ type: 'player.continue' }) ?? false,
    undo: game.can({ type: 'teacher.undo' }),
    playAgain: game.can({ type: 'teacher.playAgain' }),
  };
}

/**
 * The label of setup's offer to take the last game's teams back, names, colours and sets, in one press; null
 * before any game has finished, and while a game waits set aside.
 */
export function selectLastTeamsOffer(snapshot: SessionSnapshot): string | null {
  return snapshot.can({ type: 'teacher.useLastTeams' }) ? USE_LAST_TEAMS : null;
}

/** Score Scrambles played this session, the running game's included. */
export function selectScramblesPlayed(snapshot: SessionSnapshot): number {
  return selectGame(snapshot)?.context.scramblesPlayed ?? snapshot.context.scramblesPlayed;
}

/** Whether the questions of the chosen sets are loading, loaded, failed to load, or not asked for. */
export function selectQuestionsStatus(snapshot: SessionSnapshot): QuestionsStatus {
  return selectSetup(snapshot).context.questionsStatus;
}

/**
 * Whether nothing is moving on its own: no card showing feedback or turning to the next question, no wheel
 * spinning. Timers do not survive a save, so a session is saved at rest, where its children wait for a press.
 * A turn's countdown counts as at rest: it restarts its second when reopened, so it is saved as it counts.
 */
export function selectSessionAtRest(snapshot: SessionSnapshot): boolean {
  const gameActor = snapshot.children.game;
  return !gameActor || selectGameAtRest(gameActor.getSnapshot() as GameSnapshot);
}
