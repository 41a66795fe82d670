import type { ComponentType, ReactElement } from 'react';
import { Suspense, useEffect } from 'react';
import { useBackend } from './deferredBackend';
import { preloadableLazy } from './preloadableLazy';

/** What a lazily loaded route tells the router through its `handle`: how to fetch its code ahead of a visit. */
interface PrefetchHandle {
  prefetch: () => Promise<unknown>;
}

export function prefetchOf(handle: unknown): PrefetchHandle['prefetch'] | undefined {
  if (typeof handle !== 'object' || handle === null) return undefined;
  const { prefetch } = handle as Partial<PrefetchHandle>;
  return typeof prefetch === 'function' ? prefetch : undefined;
}

/**
 * While a page's code arrives it holds the viewport's height, so the footer below it stays out of sight
 * instead of jumping down when the page appears.
 */
function PageFallback() {
  return <main aria-busy="true" style={{ minHeight: '100vh' }} />;
}

/**
 * A route whose page loads only when visited or prefetched: `{ path, ...lazyPage(() => import('./X'), (m) => m.X) }`.
 * The module is fetched once; a failed fetch is forgotten so the next visit tries again. The page renders
 * inside the backend's providers, so its code and the backend's arrive side by side.
 */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): { element: ReactElement; handle: PrefetchHandle } {
  const page = preloadableLazy(load, pick);
  const Page = page.Component;
  function LazyPage() {
    const backend = useBackend();
    useEffect(() => {
      page.load().catch(() => undefined);
    }, []);
    if (!backend) return <PageFallback />;
    return (
      <backend.BackendScope>
        <Suspense fallback={<PageFallback />}>
          <Page />
        </Suspense>
      </backend.BackendScope>
    );
  }
  return { element: <LazyPage />, handle: { prefetch: page.load } };
}
