import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { whenSettled } from './whenIdle';

export interface RoutePrefetchProps {
  /** Fetches the code of the page at this path, if it is not loaded yet. */
  prefetch: (pathname: string) => void;
  /** The pages a visitor of this path most likely opens next. */
  likelyNext: (pathname: string) => readonly string[];
}

function sameOriginPath(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  return link.pathname;
}

/**
 * Fetches a page's code before it is needed: when a pointer rests on a link to it or the link gets focus,
 * and, once the current page has settled, for the pages that usually come next. A click then finds it loaded.
 */
export function RoutePrefetch({ prefetch, likelyNext }: RoutePrefetchProps) {
  const { pathname } = useLocation();

  useEffect(() => {
    const onIntent = (event: Event) => {
      const path = sameOriginPath(event.target);
      if (path) prefetch(path);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [prefetch]);

  useEffect(() => {
    // Only once the page has settled, one page at a time, each when the browser is idle: a pointer or focus on
    // a link fetches its page sooner.
    const cancels = likelyNext(pathname).map((path) => whenSettled(() => prefetch(path)));
    return () => cancels.forEach((cancel) => cancel());
  }, [pathname, prefetch, likelyNext]);

  return null;
}
