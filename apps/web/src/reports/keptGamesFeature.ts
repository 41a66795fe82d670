// The kept games' chunk: everything about kept games (the outbox and its sender, the reports, the keeping
// settings) in one chunk of its own, which a game in play, the reports' route and the profile each import when
// they need it. Nothing of it joins the code every page loads, and a visitor never loads it.
export { GameKeepingChoices } from '../routes/reports/GameKeepingChoices';
export { ReportsRoutes } from '../routes/reports/ReportsRoutes';
export { keepFinishedGame } from './keepFinishedGame';
export { sendWaitingGames } from './outboxSender';
