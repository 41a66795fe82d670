import { useBackendClient, useSession } from '@quizcoop/api/react';
import { useMemo } from 'react';
import type { PersonalStorage } from './personalStorage';
import { followSession, personalStorageFor } from './personalStorage';

/**
 * The signed-in teacher's (or the signed-out visitor's) stored entries, null until the session is known. The
 * browser is handed to them first, so what they kept on an earlier visit is theirs to read without waiting
 * for the session's events.
 */
export function usePersonalStorage(): PersonalStorage | null {
  const client = useBackendClient();
  const { status, session } = useSession();
  const userId = session?.user.id ?? null;
  return useMemo(() => {
    if (status === 'loading') return null;
    followSession(userId, { signedOutForSure: !client.mayHaveSession() });
    return personalStorageFor(userId);
  }, [client, status, userId]);
}
