import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GameKeeping } from './gameKeeping';
import { fetchGameKeeping, updateGameKeeping } from './gameKeeping';
import { fetchHardestQuestions } from './hardestQuestions';
import type { GameRecordInput, KeptGameFilters } from './keptGames';
import { deleteKeptGame, fetchKeptGame, fetchKeptGames, recordGame } from './keptGames';
import { useBackendClient } from './provider';
import { useSession } from './session';

/**
 * Every key starts with the teacher's id, so one teacher's games are never shown from the cache to the next
 * person who signs in on the same browser, and one invalidation reaches all of a teacher's reports.
 */
export const keptGamesQueryKeys = {
  all: (userId: string | undefined) => ['kept-games', userId] as const,
  list: (userId: string | undefined, filters: KeptGameFilters) =>
    ['kept-games', userId, 'list', filters] as const,
  game: (userId: string | undefined, id: string) => ['kept-games', userId, 'game', id] as const,
  hardest: (userId: string | undefined, filters: KeptGameFilters) =>
    ['kept-games', userId, 'hardest', filters] as const,
  keeping: (userId: string | undefined) => ['kept-games', userId, 'keeping'] as const,
};

function useSignedInUserId(): string | undefined {
  return useSession().session?.user.id;
}

/** The teacher's kept games, newest first; the previous list stays on screen while new filters load. */
export function useKeptGames(filters: KeptGameFilters = {}) {
  const client = useBackendClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: keptGamesQueryKeys.list(userId, filters),
    queryFn: () => fetchKeptGames(client, filters),
    enabled: userId !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** One kept game with its turns; its data is null when the teacher has no game by that id. */
export function useKeptGame(id: string) {
  const client = useBackendClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: keptGamesQueryKeys.game(userId, id),
    queryFn: () => fetchKeptGame(client, id),
    enabled: userId !== undefined,
  });
}

/** The questions the teacher's classes found hardest, filtered as the list is. */
export function useHardestQuestions(filters: KeptGameFilters = {}) {
  const client = useBackendClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: keptGamesQueryKeys.hardest(userId, filters),
    queryFn: () => fetchHardestQuestions(client, filters),
    enabled: userId !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** A kept game, a deleted one or a new retention changes every report, so all of them are read again. */
function useInvalidateReports() {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return () => queryClient.invalidateQueries({ queryKey: keptGamesQueryKeys.all(userId) });
}

/** Keeps a finished game; resolves to its id, or null when the teacher keeps no games. */
export function useRecordGame() {
  const client = useBackendClient();
  const invalidate = useInvalidateReports();
  return useMutation({
    mutationFn: (input: GameRecordInput) => recordGame(client, input),
    onSuccess: invalidate,
  });
}

/** Deletes one of the teacher's kept games, its teams and turns with it. */
export function useDeleteKeptGame() {
  const client = useBackendClient();
  const invalidate = useInvalidateReports();
  return useMutation({
    mutationFn: (id: string) => deleteKeptGame(client, id),
    onSettled: invalidate,
  });
}

/** Whether the teacher's games are kept, and for how long. */
export function useGameKeeping() {
  const client = useBackendClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: keptGamesQueryKeys.keeping(userId),
    queryFn: () => fetchGameKeeping(client),
    enabled: userId !== undefined,
  });
}

/** Changes whether the teacher's games are kept and for how long; a shorter retention deletes older games. */
export function useUpdateGameKeeping() {
  const client = useBackendClient();
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  const invalidate = useInvalidateReports();
  return useMutation({
    mutationFn: (keeping: GameKeeping) => updateGameKeeping(client, keeping),
    onSuccess: (saved) => {
      queryClient.setQueryData(keptGamesQueryKeys.keeping(userId), saved);
      return invalidate();
    },
  });
}
