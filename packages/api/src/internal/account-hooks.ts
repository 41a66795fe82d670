import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchAdminDashboard } from './adminDashboard';
import { logoUrl } from './assets';
import type { Profile, ProfileChanges } from './profiles';
import { fetchProfile, updateProfile } from './profiles';
import { useBackendClient } from './provider';
import { isAdmin } from './roles';
import { useSession } from './session';

/** Roles change rarely, so an answer holds for 5 minutes rather than asking on every screen. */
const ROLE_CACHE_MS = 5 * 60_000;

export const accountQueryKeys = {
  isAdmin: (userId: string | undefined) => ['account', 'is-admin', userId] as const,
  profile: (userId: string | undefined) => ['account', 'profile', userId] as const,
  adminDashboard: ['account', 'admin-dashboard'] as const,
};

/** Whether the signed-in user is the admin; false for visitors. */
export function useIsAdmin() {
  const client = useBackendClient();
  const { session, status } = useSession();
  const userId = session?.user.id;
  const query = useQuery({
    queryKey: accountQueryKeys.isAdmin(userId),
    queryFn: () => isAdmin(client),
    enabled: userId !== undefined,
    staleTime: ROLE_CACHE_MS,
  });
  return {
    isAdmin: query.data === true,
    isLoading: status === 'loading' || (userId !== undefined && query.isPending),
    error: query.error,
  };
}

export function useProfile() {
  const client = useBackendClient();
  const { session } = useSession();
  const userId = session?.user.id;
  return useQuery({
    queryKey: accountQueryKeys.profile(userId),
    queryFn: () => fetchProfile(client, userId!),
    enabled: userId !== undefined,
  });
}

export function useUpdateProfile() {
  const client = useBackendClient();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const userId = session?.user.id;
  return useMutation({
    mutationFn: (changes: ProfileChanges) => {
      if (!userId) throw new Error('Sign in to change your profile.');
      return updateProfile(client, userId, changes);
    },
    onSuccess: (profile: Profile) => queryClient.setQueryData(accountQueryKeys.profile(profile.id), profile),
  });
}

export function useLogoUrl(): string {
  const client = useBackendClient();
  return useMemo(() => logoUrl(client), [client]);
}

/** The admin's overview; the database refuses it to anyone else. */
export function useAdminDashboard() {
  const client = useBackendClient();
  return useQuery({ queryKey: accountQueryKeys.adminDashboard, queryFn: () => fetchAdminDashboard(client) });
}
