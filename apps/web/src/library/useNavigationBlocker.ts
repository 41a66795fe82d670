import { useCallback, useContext, useEffect, useId, useSyncExternalStore } from 'react';
import type { Blocker, BlockerFunction } from 'react-router';
import { UNSAFE_DataRouterContext } from 'react-router';

// What a blocker reads while nothing is held, as the router reports it.
const UNBLOCKED: Blocker = { state: 'unblocked', proceed: undefined, reset: undefined, location: undefined };

/**
 * Holds in-app navigations while shouldBlock says so, through the data router's own blockers. It does what
 * react-router's useBlocker does for an app without a basename; that hook would be bundled with the router
 * that every page loads first, while this one loads only with the screens that ask before leaving.
 */
export function useNavigationBlocker(shouldBlock: BlockerFunction): Blocker {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const key = useId();

  useEffect(() => {
    router?.getBlocker(key, shouldBlock);
  }, [router, key, shouldBlock]);
  useEffect(() => () => router?.deleteBlocker(key), [router, key]);

  const subscribe = useCallback(
    (onChange: () => void) => router?.subscribe(onChange) ?? (() => {}),
    [router],
  );
  return useSyncExternalStore(subscribe, () => router?.state.blockers.get(key) ?? UNBLOCKED);
}
