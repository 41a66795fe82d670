/**
 * The attribute a game screen carries. While one is on the page, nothing of the site floats over it: the
 * floating parts (Share Feedback, the cookie banner) sit in the flow below it instead.
 */
export const GAME_SCREEN_ATTRIBUTE = 'data-game-screen';
