import { useQuery } from '@tanstack/react-query';
import { useBackendClient } from './provider';
import { useSession } from './session';
import { twoFactorStatus } from './twoFactor';

export const twoFactorQueryKey = (accessToken: string | undefined) =>
  ['account', 'two-factor', accessToken] as const;

/**
 * Whether two-factor authentication is on and whether the session still owes its code. Keyed on the access
 * token, so a verified code or a turned-off factor (each brings a new token) is seen at once.
 */
export function useTwoFactorStatus() {
  const client = useBackendClient();
  const { session } = useSession();
  const accessToken = session?.access_token;
  return useQuery({
    queryKey: twoFactorQueryKey(accessToken),
    queryFn: () => twoFactorStatus(client),
    enabled: accessToken !== undefined,
  });
}
