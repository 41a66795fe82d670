import { useAuthEvents, useBackendClient } from '@quizcoop/api/react';
import type { AuthChangeEvent } from '@supabase/supabase-js';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { followSession } from './personalStorage';
import { toast } from './siteToasts';
import { whenSettled } from './whenIdle';

/** What the teacher is told when the session changes under them, from this tab or another. */
const SESSION_TOASTS = {
  signedIn: 'Successfully signed in!',
  signedOut: 'You have been signed out',
  passwordRecovery: 'Please enter your new password',
} as const;

type SessionReaction = 'signed-in' | 'signed-out' | 'password-recovery' | null;

/**
 * What an auth event means to the person. supabase-js repeats SIGNED_IN when a tab regains focus, so only a
 * change of user counts as signing in, and signing out only when someone was signed in.
 */
export function sessionReaction(
  event: AuthChangeEvent,
  previousUserId: string | null | undefined,
  userId: string | null,
): SessionReaction {
  if (event === 'PASSWORD_RECOVERY') return 'password-recovery';
  if (event === 'SIGNED_IN' && userId !== null && userId !== previousUserId) return 'signed-in';
  if (event === 'SIGNED_OUT' && previousUserId) return 'signed-out';
  return null;
}

/**
 * Whether what this tab fetched belongs to someone who is no longer here: they signed out, or another teacher
 * signed in in their place. An expired session that could not be refreshed offline is neither.
 */
export function someoneLeft(
  event: AuthChangeEvent,
  previousUserId: string | null | undefined,
  userId: string | null,
): boolean {
  if (!previousUserId) return false;
  return event === 'SIGNED_OUT' || (userId !== null && userId !== previousUserId);
}

/** A recovery keeps the code or fragment it came with on its way to /auth/new-password, which needs it. */
export function newPasswordTarget(location: Pick<Location, 'search' | 'hash'>): string {
  return `/auth/new-password${location.search}${location.hash}`;
}

export interface SessionEventsProps {
  navigate: (to: string) => unknown;
}

/**
 * Shows the session's toasts, hands the browser's stored data and the tab's fetched data to whoever is signed in
 * now, and sends a password
 * recovery to the new-password screen, on every page. A visitor's page starts without the sign-in code; it
 * arrives once the page has settled, so that signing in from another tab still reaches this one.
 */
export function SessionEvents({ navigate }: SessionEventsProps) {
  const client = useBackendClient();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      whenSettled(() => {
        client
          .auth()
          .catch((error: unknown) => console.error('The sign-in code could not be loaded:', error));
      }),
    [client],
  );
  const previousUserId = useRef<string | null | undefined>(undefined);
  useAuthEvents((event, session) => {
    const userId = session?.user.id ?? null;
    followSession(userId, { signedOutForSure: event === 'SIGNED_OUT' || !client.mayHaveSession() });
    const reaction = sessionReaction(event, previousUserId.current, userId);
    // The next person must not see the last one's sets or account from this tab's memory.
    if (someoneLeft(event, previousUserId.current, userId)) void queryClient.resetQueries();
    previousUserId.current = userId;
    // Each toast has an id, so a screen that also announces the same moment does not show it twice.
    if (reaction === 'signed-in') toast.success(SESSION_TOASTS.signedIn, { id: reaction });
    if (reaction === 'signed-out') toast.info(SESSION_TOASTS.signedOut, { id: reaction });
    if (reaction === 'password-recovery') {
      toast.info(SESSION_TOASTS.passwordRecovery, { id: reaction });
      if (window.location.pathname !== '/auth/new-password')
        void navigate(newPasswordTarget(window.location));
    }
  });
  return null;
}
