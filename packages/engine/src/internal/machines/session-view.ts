import type { QuestionsStatus } from '../rules/start';
import type { AnswerCardSnapshot } from './answer-card';
import type { GameSnapshot } from './game';
import { answerCardView, wheelView } from './game-mirror';
import type { GamePhase, GameStateReader } from './game-view';
import { selectPhase } from './game-view';
import type { SessionSnapshot } from './session';
import type { SetupSnapshot } from './setup';
import type { WheelSnapshot } from './wheel';

/** Which screen the session needs: setup, or a game's turn, Score Scramble or results. */
export type SessionPhase = 'setup' | Exclude<GamePhase, 'setup'>;

/** The setup screen's machine, which lives for the whole session; setup's own selectors read it. */
export function selectSetup(snapshot: SessionSnapshot): SetupSnapshot {
  const setupActor = snapshot.children.setup;
  if (!setupActor) throw new Error('A session always runs its setup.');
  return setupActor.getSnapshot();
}

/**
 * The game being played, read as the game's selectors expect it, or null at setup. Its answer card and wheel
 * are read from those children themselves, so what is shown is where they actually stand.
 */
export function selectGame(snapshot: SessionSnapshot): GameStateReader | null {
  const gameActor = snapshot.children.game;
  if (!gameActor) return null;
  const game: GameSnapshot = gameActor.getSnapshot();
  const card = game.children.card?.getSnapshot() as AnswerCardSnapshot | undefined;
  const wheel = game.children.wheel?.getSnapshot() as WheelSnapshot | undefined;
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

/** The screen to show now; setup until a game starts, and again once it has returned to setup. */
export function selectSessionPhase(snapshot: SessionSnapshot): SessionPhase {
  const game = selectGame(snapshot);
  if (!game || !snapshot.matches('playing')) return 'setup';
  const phase = selectPhase(game);
  return phase === 'setup' ? 'setup' : phase;
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
 */
export function selectSessionAtRest(snapshot: SessionSnapshot): boolean {
  const game = selectGame(snapshot);
  if (!game) return true;
  const cardPhase = game.context.card?.phase;
  return cardPhase !== 'feedback' && cardPhase !== 'settling' && game.context.wheel?.phase !== 'spinning';
}
