import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../site/NotFoundPage';
import { HardestQuestionsPage } from './HardestQuestionsPage';
import { KeptGamePage } from './KeptGamePage';
import { KeptGamesPage } from './KeptGamesPage';

/**
 * /reports and the pages under it, one chunk for all: the games, a game's report and the hardest questions are
 * read one after another, and the router names them once.
 */
export function ReportsRoutes() {
  return (
    <Routes>
      <Route index element={<KeptGamesPage />} />
      <Route path="games/:id" element={<KeptGamePage />} />
      <Route path="hardest-questions" element={<HardestQuestionsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
