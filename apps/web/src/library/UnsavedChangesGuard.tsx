import { AlertDialog } from '@quizcoop/ui';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export interface UnsavedChangesGuardProps {
  /** Whether the page holds typed changes (or a pending delete) that leaving would lose. */
  when: boolean;
}

/**
 * Asks before the author leaves a page with unsaved work: a link or Back inside the app opens a confirmation,
 * and closing or reloading the tab gets the browser's own question (browsers show their own wording there).
 */
export function UnsavedChangesGuard({ when }: UnsavedChangesGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

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
