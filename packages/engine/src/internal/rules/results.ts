import type { GameEvent } from './history';
import { isQuestionEvent, standingHistory } from './history';
import type { GamePlayer } from './players';
import type { QuestionType } from './points';
import { FREE_SCRAMBLE_LIMIT } from './scramble';

/** The results dialog's title, and its title when the free limit ended the session. */
export const RESULTS_TITLE = 'Game Results!';
export const FREE_LIMIT_RESULTS_TITLE = 'Free Limit Reached';

/** Why the free limit ended the lesson, and the way on, in one sentence under that title. */
export const FREE_LIMIT_EXPLANATION = `This play session has used the ${FREE_SCRAMBLE_LIMIT} Score Scrambles a free account gets: upgrade to premium for unlimited games!`;

/** What the way on to premium is called, beside the explanation. */
export const UPGRADE_ACTION = 'Upgrade Now';

/** End Game asks first, since a game it ends cannot go on. */
export const END_GAME_CONFIRMATION = {
  title: 'End the game?',
  description: 'The results will show, and this game cannot be played on.',
  confirm: 'End Game',
  keepPlaying: 'Keep Playing',
} as const;

/** Setup's offer, once a game has finished, to take its teams back with their names, colours and sets. */
export const USE_LAST_TEAMS = 'Use last teams';

/** One row of a player's details table (Q#, Type, Result, Points). */
export interface ResultRow {
  readonly questionNumber: number;
  readonly type: QuestionType;
  readonly result: 'Correct' | 'Incorrect';
  readonly points: number;
}

export interface PlayerResult {
  readonly playerId: number;
  readonly name: string;
  readonly color: string;
  readonly score: number;
  /** 1 for the best score; players with equal scores share a rank. */
  readonly rank: number;
  /** The crown goes to first place. */
  readonly crown: boolean;
  readonly correct: number;
  readonly total: number;
  /** 'correct/total (percent%)'. */
  readonly accuracy: string;
  readonly rows: readonly ResultRow[];
}

/** The share of answers that were right, as a whole percent; 0 before any answer. */
export function accuracyPercent({ correct, total }: { correct: number; total: number }): number {
  return total === 0 ? 0 : Math.round((correct / total) * 100);
}

/** Accuracy as 'correct/total (percent%)', the percent rounded; '0/0 (0%)' before any answer. */
export function formatAccuracy({ correct, total }: { correct: number; total: number }): string {
  return `${correct}/${total} (${accuracyPercent({ correct, total })}%)`;
}

/**
 * Players ranked by score, best first. Equal scores share a rank and keep their seating order, so
 * the ranking never depends on anything but the game.
 */
export function computeResults({
  players,
  history,
}: {
  players: readonly GamePlayer[];
  history: readonly GameEvent[];
}): PlayerResult[] {
  const ranked = [...players].sort((a, b) => b.score - a.score || a.id - b.id);
  return ranked.map((player) => {
    const rank = 1 + players.filter((other) => other.score > player.score).length;
    const rows = standingHistory(history)
      .filter((event) => event.playerId === player.id)
      .filter(isQuestionEvent)
      .map(
        (event, index): ResultRow => ({
          questionNumber: index + 1,
          type: event.type,
          result: event.isCorrect ? 'Correct' : 'Incorrect',
          points: event.points,
        }),
      );
    const correct = rows.filter((row) => row.result === 'Correct').length;
    return {
      playerId: player.id,
      name: player.name,
      color: player.color,
      score: player.score,
      rank,
      crown: rank === 1,
      correct,
      total: rows.length,
      accuracy: formatAccuracy({ correct, total: rows.length }),
      rows,
    };
  });
}
