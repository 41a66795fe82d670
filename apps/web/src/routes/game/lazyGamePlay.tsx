import { Spinner } from '@quizcoop/ui';
import { Suspense, lazy } from 'react';
import { loadOnce } from '../../app/loadOnce';
import { preloadableLazy } from '../../app/preloadableLazy';
import type * as GamePlayModule from './GamePlay';
import type { GamePlayProps } from './GamePlay';

/**
 * The play screens' code (machines, wheel, results, history). Setup shows without it: it is fetched when a
 * game starts or is resumed, so a visitor who only looks at setup never downloads it.
 */
const gamePlay = loadOnce<typeof GamePlayModule>(() => import('./GamePlay'));

export const loadGamePlay = gamePlay.load;

const GamePlay = lazy(async () => ({ default: (await loadGamePlay()).GamePlay }));

/** Setup's 'Read aloud' section, a small chunk of its own that arrives after setup's first paint. */
export const readAloudSetup = preloadableLazy(
  () => import('./ReadAloudSetup'),
  (module) => module.ReadAloudSetup,
);

/** While the play screens arrive the page holds its height. */
function PlayFallback() {
  return (
    <main aria-busy="true" style={{ minHeight: '100vh' }}>
      <Spinner label="Loading the game" />
    </main>
  );
}

/** The game in play, its code loaded on first use. */
export function LazyGamePlay(props: GamePlayProps) {
  return (
    <Suspense fallback={<PlayFallback />}>
      <GamePlay {...props} />
    </Suspense>
  );
}
