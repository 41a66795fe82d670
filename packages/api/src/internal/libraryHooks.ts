import type { GameQuestions } from '@quizcoop/engine/rules';
import type { UseQueryResult } from '@tanstack/react-query';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useBackendClient } from './provider';
import type { QuestionDraft, QuestionSetDraft } from './questionSetEditor';
import {
  addQuestion,
  createQuestionSet,
  deleteQuestion,
  deleteQuestionSet,
  fetchEditableQuestionSet,
  importQuestions,
  updateQuestionSet,
} from './questionSetEditor';
import type { PublicLibraryFilters, QuestionSetPreview, QuestionSetSummary } from './questionSets';
import { fetchPlayableQuestionSets, fetchPublicQuestionSets, fetchQuestionSetPreview } from './questionSets';
import { fetchGameQuestions } from './questions';
import { useSession } from './session';
import { fetchStarredSetIds, StarSignInRequiredError, toggleStar } from './stars';

/** The query keys of the library's data, so a change (a star) can refresh exactly what it affects. */
export const libraryQueryKeys = {
  all: ['library'] as const,
  playable: (userId: string | null) => ['library', 'playable', userId] as const,
  starredIds: (userId: string | null) => ['library', 'starred-ids', userId] as const,
  publicSets: (filters: PublicLibraryFilters) => ['library', 'public', filters] as const,
  preview: (setId: string, isPremium: boolean) => ['library', 'preview', setId, isPremium] as const,
  editable: (setId: string) => ['library', 'editable', setId] as const,
  gameQuestions: (setIds: readonly string[], isPremium: boolean) =>
    ['library', 'game-questions', [...new Set(setIds)].sort(), isPremium] as const,
};

export interface QuestionSetList {
  /** The sets; empty while loading and after a failure, so a screen never shows a stale list as current. */
  questionSets: QuestionSetSummary[];
  isLoading: boolean;
  /** A failure, whose message is the text to show ('Failed to load question sets'). */
  error: Error | null;
  refetch: () => void;
}

function useUserId(): { userId: string | null; isSessionLoading: boolean } {
  const session = useSession();
  return { userId: session.session?.user.id ?? null, isSessionLoading: session.status === 'loading' };
}

function toList(query: UseQueryResult<QuestionSetSummary[]>, isSessionLoading = false): QuestionSetList {
  return {
    questionSets: query.error ? [] : (query.data ?? []),
    isLoading: isSessionLoading || query.isLoading,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}

/** The signed-in user's own sets by name plus the starred ones, each once, with question counts. */
export function usePlayableQuestionSets(): QuestionSetList {
  const client = useBackendClient();
  const { userId, isSessionLoading } = useUserId();
  const query = useQuery({
    queryKey: libraryQueryKeys.playable(userId),
    queryFn: () => fetchPlayableQuestionSets(client),
    enabled: userId !== null,
  });
  return toList(query, isSessionLoading);
}

/** The public library, narrowed by name, grade and setting; the previous results stay while a new search runs. */
export function usePublicQuestionSets(filters: PublicLibraryFilters = {}): QuestionSetList {
  const client = useBackendClient();
  const query = useQuery({
    queryKey: libraryQueryKeys.publicSets(filters),
    queryFn: () => fetchPublicQuestionSets(client, filters),
    placeholderData: keepPreviousData,
  });
  return toList(query);
}

/**
 * One set with every question the caller may read, for the read-only preview: the server decides, so a free
 * author sees the premium questions they wrote, and nobody else on the free plan does. The tier stays in the
 * cache key, so the preview is read again when it changes.
 */
export function useQuestionSetPreview(
  setId: string | null,
  { isPremium }: { isPremium: boolean },
): UseQueryResult<QuestionSetPreview | null> {
  const client = useBackendClient();
  return useQuery({
    queryKey: libraryQueryKeys.preview(setId ?? '', isPremium),
    queryFn: () => fetchQuestionSetPreview(client, setId!, { isPremium: true }),
    enabled: setId !== null,
  });
}

export interface StarredSetIds {
  starredIds: ReadonlySet<string>;
  isLoading: boolean;
  error: Error | null;
}

const NO_STARS: ReadonlySet<string> = new Set();

/** The ids of the sets the signed-in user starred. */
export function useStarredSetIds(): StarredSetIds {
  const client = useBackendClient();
  const { userId, isSessionLoading } = useUserId();
  const query = useQuery({
    queryKey: libraryQueryKeys.starredIds(userId),
    queryFn: async (): Promise<ReadonlySet<string>> => new Set(await fetchStarredSetIds(client)),
    enabled: userId !== null,
  });
  return {
    starredIds: query.data ?? NO_STARS,
    isLoading: isSessionLoading || query.isLoading,
    error: query.error,
  };
}

export interface UseToggleStarOptions {
  /** Called with 'You must be logged in to star question sets' when a visitor tries to star. */
  onSignInRequired?: (message: string) => void;
}

export interface ToggleStar {
  toggleStar: (setId: string) => void;
  /** The set whose star is being changed, if any. */
  pendingSetId: string | null;
}

/**
 * Stars or unstars a set and updates the local set of starred ids. Other failures are only logged: a star is
 * not worth interrupting a teacher for.
 */
export function useToggleStar({ onSignInRequired }: UseToggleStarOptions = {}): ToggleStar {
  const client = useBackendClient();
  const queryClient = useQueryClient();
  const { userId } = useUserId();
  const mutation = useMutation({
    mutationFn: (setId: string) => toggleStar(client, setId),
    onSuccess: (starred, setId) => {
      queryClient.setQueryData<ReadonlySet<string>>(libraryQueryKeys.starredIds(userId), (ids = NO_STARS) => {
        const next = new Set(ids);
        if (starred) next.add(setId);
        else next.delete(setId);
        return next;
      });
      void queryClient.invalidateQueries({ queryKey: libraryQueryKeys.playable(userId) });
    },
    onError: (error) => {
      if (error instanceof StarSignInRequiredError) onSignInRequired?.(error.message);
      else console.error(error);
    },
  });
  return {
    toggleStar: (setId) => mutation.mutate(setId),
    pendingSetId: mutation.isPending ? (mutation.variables ?? null) : null,
  };
}

/**
 * Fetches the questions of the chosen sets and their play orders, keyed by `String(setId)` as @quizcoop/engine
 * expects, through the query client: premium questions only for premium members, and a set chosen again comes from the cache.
 */
export function useFetchGameQuestions(): (
  setIds: readonly string[],
  options: { isPremium: boolean },
) => Promise<GameQuestions> {
  const client = useBackendClient();
  const queryClient = useQueryClient();
  return useCallback(
    (setIds, { isPremium }) =>
      queryClient.fetchQuery({
        queryKey: libraryQueryKeys.gameQuestions(setIds, isPremium),
        queryFn: () => fetchGameQuestions(client, setIds, { isPremium }),
      }),
    [client, queryClient],
  );
}

/** The signed-in author's own set with all its questions, for the editing screens; null if it is not theirs. */
export function useEditableQuestionSet(setId: string): UseQueryResult<QuestionSetPreview | null> {
  const client = useBackendClient();
  return useQuery({
    queryKey: libraryQueryKeys.editable(setId),
    queryFn: () => fetchEditableQuestionSet(client, setId),
  });
}

export interface QuestionSetEditor {
  createQuestionSet: (draft: QuestionSetDraft) => Promise<string>;
  updateQuestionSet: (setId: string, draft: QuestionSetDraft) => Promise<void>;
  deleteQuestionSet: (setId: string) => Promise<void>;
  addQuestion: (setId: string, draft: QuestionDraft) => Promise<string>;
  deleteQuestion: (questionId: string) => Promise<void>;
  importQuestions: (setId: string, rows: readonly QuestionDraft[]) => Promise<number>;
}

/**
 * The author's changes to sets and questions. Each refreshes the library's data afterwards; a refusal rejects
 * with a QuestionSetEditError whose message is the text to show.
 */
export function useQuestionSetEditor(): QuestionSetEditor {
  const client = useBackendClient();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const thenRefresh =
      <Args extends unknown[], Result>(change: (...args: Args) => Promise<Result>) =>
      async (...args: Args): Promise<Result> => {
        try {
          return await change(...args);
        } finally {
          void queryClient.invalidateQueries({ queryKey: libraryQueryKeys.all });
        }
      };
    return {
      createQuestionSet: thenRefresh((draft: QuestionSetDraft) => createQuestionSet(client, draft)),
      updateQuestionSet: thenRefresh((setId: string, draft: QuestionSetDraft) =>
        updateQuestionSet(client, setId, draft),
      ),
      deleteQuestionSet: thenRefresh((setId: string) => deleteQuestionSet(client, setId)),
      addQuestion: thenRefresh((setId: string, draft: QuestionDraft) => addQuestion(client, setId, draft)),
      deleteQuestion: thenRefresh((questionId: string) => deleteQuestion(client, questionId)),
      importQuestions: thenRefresh((setId: string, rows: readonly QuestionDraft[]) =>
        importQuestions(client, setId, rows),
      ),
    };
  }, [client, queryClient]);
}
