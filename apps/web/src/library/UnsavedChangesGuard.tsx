import { AlertDialog } from '@quizcoop/ui';
import { useCallback, useEffect } from 'react';
import type { BlockerFunction } from 'react-router';
import { useNavigationBlocker } from './useNavigationBlocker';

/** Navigation state for a move away that is meant to drop the page's work, such as after deleting the set. */
export const LEAVE_WITHOUT_ASKING = { leaveWithoutAsking: true } as const;

function leavesWithoutAsking(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'leaveWithoutAsking' in state;
}

export interface UnsavedChangesGuardProps {
  /** Whether the page holds typed changes (or a pending delete) that leaving would lose. */
  when: boolean;
}

/**
 * Asks before the author leaves a page with unsaved work: a link or Back inside the app opens a confirmation,
 * and closing or reloading the tab gets the browser's own question (browsers show their own wording there).
 */
export function UnsavedChangesGuard({ when }: UnsavedChangesGuardProps) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname && !leavesWithoutAsking(nextLocation.state),
    [when],
  );
  const blocker = useNavigationBlocker(shouldBlock);

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium asks only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  return (
    <AlertDialog.Root open={blocker.state === 'blocked'}>
      <AlertDialog.Content onEscapeKeyDown={() => blocker.reset?.()}>
        <AlertDialog.Title>Leave without saving?</AlertDialog.Title>
        <AlertDialog.Description>
          Your changes on this page are not saved yet. If you leave now, they are lost.
        </AlertDialog.Description>
        <AlertDialog.Actions>
          <AlertDialog.Cancel onClick={() => blocker.reset?.()}>Stay on This Page</AlertDialog.Cancel>
          <AlertDialog.Action variant="danger" onClick={() => blocker.proceed?.()}>
            Leave
          </AlertDialog.Action>
        </AlertDialog.Actions>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
