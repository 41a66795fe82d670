/**
 * What a kept game may hold, as the database's record_game and the kept-games tables check it: the browser maps
 * its finished game within these bounds before sending it, and the profile's retention choice offers exactly
 * the ages the database accepts. The migration's checks hold the same numbers.
 */
export const KEPT_GAME_LIMITS = {
  maxTeams: 4,
  maxTurns: 2000,
  maxRounds: 10000,
  teamNameLength: 80,
  setTitleLength: 100,
  questionTextLength: 500,
  chosenOptionLength: 200,
  scrambleOutcomeLength: 100,
} as const;

/** How long a teacher may choose to keep their games, in days; no choice keeps them until deleted. */
export const GAME_RETENTION_DAYS = [30, 90, 180, 365, 730] as const;

/** One of the ages in {@link GAME_RETENTION_DAYS}. */
export type GameRetentionDays = (typeof GAME_RETENTION_DAYS)[number];
