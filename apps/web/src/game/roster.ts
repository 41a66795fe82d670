import type { SetupPlayer } from '@quizcoop/engine/rules';
import { addPlayer, assignQuestionSets, createDefaultRoster } from '@quizcoop/engine/rules';
import type { PlayerAssignments } from '../library/assignments';
import { PLAYER_SLOTS } from '../library/assignments';

/**
 * The setup roster that stored assignments describe: a player for every slot up to the highest assigned one,
 * each with every set assigned to it, played in the order assigned. Without assignments, setup's one default
 * player.
 */
export function rosterFromAssignments(assignments: PlayerAssignments): SetupPlayer[] | undefined {
  const assigned = PLAYER_SLOTS.filter((slot) => assignments[slot]?.[0]);
  if (assigned.length === 0) return undefined;
  let players = createDefaultRoster();
  while (players.length < Math.max(...assigned)) players = addPlayer(players);
  for (const slot of assigned) players = assignQuestionSets(players, slot, assignments[slot]!);
  return players;
}
