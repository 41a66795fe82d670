export { defaultPlayerName, MAX_PLAYERS, MIN_PLAYERS } from './internal/players';
