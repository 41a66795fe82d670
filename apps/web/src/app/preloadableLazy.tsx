import type { ComponentType } from 'react';
import { lazy } from 'react';
import { loadOnce } from './loadOnce';

/** A component whose code loads on first use, and what loads it ahead. */
interface PreloadableLazy<Props extends object> {
  Component: ComponentType<Props>;
  /** Loads the code once; a failed load is forgotten, so the next call tries again. */
  load: () => Promise<unknown>;
}

/**
 * Like React's `lazy`, but once the code has arrived the component renders at once instead of suspending for
 * a moment. That matters when the app takes over a prerendered page: a part that suspends then is redrawn from
 * scratch by the browser (blank, then again) as soon as anything above it changes, where a part whose code was
 * loaded beforehand is simply taken over.
 */
export function preloadableLazy<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): PreloadableLazy<Props> {
  const code = loadOnce(() => load().then(pick));
  const Suspending = lazy(async () => ({ default: await code.load() }));
  function Component(props: Props) {
    const Loaded = code.current() ?? Suspending;
    return <Loaded {...props} />;
  }
  return { Component, load: code.load };
}
