import { Navigate, useParams } from 'react-router';
import { HardestQuestionsPage } from './HardestQuestionsPage';
import { KeptGamePage } from './KeptGamePage';
import { KeptGamesPage } from './KeptGamesPage';

const GAME_PATH = /^games\/([^/]+)$/;

/**
 * /reports and the pages under it, one chunk for all: the games, a game's report and the hardest questions are
 * read one after another. The router names them once, as /reports/*, and the rest of the path picks the page;
 * a path that names none of them leads back to the games.
 */
export function ReportsRoutes() {
  const rest = useParams()['*'] ?? '';
  if (rest === '') return <KeptGamesPage />;
  if (rest === 'hardest-questions') return <HardestQuestionsPage />;
  const gameId = GAME_PATH.exec(rest)?.[1];
  if (gameId) return <KeptGamePage id={gameId} />;
  return <Navigate to="/reports" replace />;
}
