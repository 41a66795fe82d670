import { HydrationBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { readQueryState } from './queryState';

/**
 * Puts the data the server rendered the page with (when the page carries any) into the query cache before the
 * page's own queries run, so the app takes the page over drawing exactly what is there. Data the cache already
 * holds that is newer is kept.
 */
export function PageDataBoundary({ children }: { children: ReactNode }) {
  const [state] = useState(() => (typeof document === 'undefined' ? undefined : readQueryState(document)));
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}
