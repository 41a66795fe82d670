// The hooks of the reports and of keeping a finished game. They have an entry of their own, apart from ./react,
// because an app's bundler keeps everything ./react re-exports with the hooks that every page loads; here they
// load only with the screens and the game's end that import them.
export {
  keptGamesQueryKeys,
  useDeleteKeptGame,
  useGameKeeping,
  useHardestQuestions,
  useKeptGame,
  useKeptGames,
  useRecordGame,
  useUpdateGameKeeping,
} from './internal/keptGameHooks';
