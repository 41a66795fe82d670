import type { GameSnapshot } from './game';
import { answerCardView, liveCard, liveWheel, wheelView } from './game-mirror';

// What the session asks of a game to know which screen to show and when to save, apart from the selectors that
// draw a game: the setup screen runs the session, and need not load those.

/** What the selectors that tell the game's phase read of a snapshot: its context and which state it is in. */
export type GameStateReader = Pick<GameSnapshot, 'context' | 'status' | 'matches'>;

/** Which screen the game needs: a turn, a Score Scramble, the results, or setup again. */
export type GamePhase = 'turn' | 'scramble' | 'results' | 'setup';

export function selectPhase(snapshot: GameStateReader): GamePhase {
  if (snapshot.status === 'done') return 'setup';
  if (snapshot.matches('over')) return 'results';
  return snapshot.matches({ playing: 'scramble' }) ? 'scramble' : 'turn';
}

/**
 * Whether the game waits for a press: no card showing feedback or turning to the next question, no wheel
 * spinning. Asked of the children themselves: once the game is over they are gone, and nothing moves.
 */
export function selectGameAtRest(game: Pick<GameSnapshot, 'children'>): boolean {
  const card = liveCard(game);
  const wheel = liveWheel(game);
  const cardPhase = card && answerCardView(card).phase;
  return (
    cardPhase !== 'feedback' && cardPhase !== 'settling' && (!wheel || wheelView(wheel).phase !== 'spinning')
  );
}
