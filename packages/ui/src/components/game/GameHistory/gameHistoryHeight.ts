/** A fixed 200 px keeps the panel from pushing the question card off a projector screen as the log grows. */
export const GAME_HISTORY_HEIGHT = 200;
