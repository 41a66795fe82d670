// The kept games' chunk: what the app loads once a teacher's game is to be kept or sent, or their reports or
// their keeping settings are opened. Pages reach it through `keptGamesFeature` alone.
export { GameKeepingSection } from '../routes/reports/GameKeepingSection';
export { ReportsRoutes } from '../routes/reports/ReportsRoutes';
export { keepFinishedGame } from './keepFinishedGame';
export { sendOutbox } from './outboxSender';
