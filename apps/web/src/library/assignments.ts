import { MAX_PLAYERS, MIN_PLAYERS } from '@quizcoop/engine/rules';
import type { PersonalStorage } from '../app/personalStorage';

/**
 * The teacher's tab entry through which the assignment screen hands each player's sets to the game. The sets
 * may be the teacher's private ones, so no one else signed in here reads it.
 */
export const PLAYER_ASSIGNMENTS_KEY = 'playerAssignments';

/** Shown when what is stored cannot be read, so the teacher knows to assign the sets again. */
export const ASSIGNMENTS_LOAD_FAILED = 'Failed to load assignments';

/** Confirms the save, since nothing else on the screen changes. */
export const ASSIGNMENTS_SAVED = 'Question sets assigned to players successfully';

/** A player slot, 1 to 4. */
export type PlayerSlot = 1 | 2 | 3 | 4;

export const PLAYER_SLOTS: readonly PlayerSlot[] = Array.from(
  { length: MAX_PLAYERS - MIN_PLAYERS + 1 },
  (_, index) => (MIN_PLAYERS + index) as PlayerSlot,
);

/** Each player slot's question set ids; a slot without sets is left out. */
export type PlayerAssignments = Partial<Record<PlayerSlot, readonly string[]>>;

/** Stored assignments that are not a mapping of slots 1–4 to lists of set ids. */
class AssignmentsLoadError extends Error {
  override name = 'AssignmentsLoadError';
  constructor(cause?: unknown) {
    super(ASSIGNMENTS_LOAD_FAILED, { cause });
  }
}

function isPlayerSlot(value: number): value is PlayerSlot {
  return (PLAYER_SLOTS as readonly number[]).includes(value);
}

/** Validates what was stored; anything else than slot → list of ids is refused rather than half-read. */
function parsePlayerAssignments(stored: string | null): PlayerAssignments {
  if (stored === null) return {};
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch (error) {
    throw new AssignmentsLoadError(error);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new AssignmentsLoadError();
  const assignments: PlayerAssignments = {};
  for (const [key, ids] of Object.entries(value)) {
    const slot = Number(key);
    if (!isPlayerSlot(slot) || !Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) {
      throw new AssignmentsLoadError();
    }
    if (ids.length > 0) assignments[slot] = [...new Set(ids as string[])];
  }
  return assignments;
}

/**
 * The stored assignments, `{}` when none were saved in this tab. Throws an {@link AssignmentsLoadError}
 * ('Failed to load assignments') when what is stored cannot be read.
 */
export function readPlayerAssignments(storage: PersonalStorage): PlayerAssignments {
  let stored: string | null;
  try {
    stored = storage.tab.getItem(PLAYER_ASSIGNMENTS_KEY);
  } catch (error) {
    throw new AssignmentsLoadError(error);
  }
  return parsePlayerAssignments(stored);
}

/** Saves the assignments for the game to read, without empty slots. */
export function savePlayerAssignments(assignments: PlayerAssignments, storage: PersonalStorage): void {
  const nonEmpty = Object.fromEntries(
    PLAYER_SLOTS.flatMap((slot) => {
      const ids = assignments[slot];
      return ids && ids.length > 0 ? [[String(slot), [...new Set(ids)]]] : [];
    }),
  );
  storage.tab.setItem(PLAYER_ASSIGNMENTS_KEY, JSON.stringify(nonEmpty));
}

/** The sets assigned to one player slot, in the order they were chosen. */
export function assignedSetIds(assignments: PlayerAssignments, slot: number): readonly string[] {
  return isPlayerSlot(slot) ? (assignments[slot] ?? []) : [];
}
