import { Spinner } from '@quizcoop/ui';
import { Suspense, lazy } from 'react';
import type * as GamePlayModule from './GamePlay';
import type { GamePlayProps } from './GamePlay';

let pending: Promise<typeof GamePlayModule> | undefined;

/**
 * Fetches the play screens' code once (machines, wheel, results, history); a failed fetch is forgotten so the
 * next call tries again. Setup shows without it: it is fetched when a game starts or is resumed, so a visitor
 * who only looks at setup never downloads it.
 */
export function loadGamePlay(): Promise<typeof GamePlayModule> {
  pending ??= import('./GamePlay').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

const GamePlay = lazy(async () => ({ default: (await loadGamePlay()).GamePlay }));

/** Setup's 'Read aloud' section, a small chunk of its own that arrives after setup's first paint. */
export const LazyReadAloudSetup = lazy(async () => ({
  default: (await import('./ReadAloudSetup')).ReadAloudSetup,
}));

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
