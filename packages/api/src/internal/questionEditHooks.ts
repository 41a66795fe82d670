import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { libraryQueryKeys } from './libraryHooks';
import { useBackendClient } from './provider';
import type { SavedQuestionDraft } from './questionEdits';
import { deleteQuestions, reorderQuestions, setQuestionsPremium, updateQuestion } from './questionEdits';

export interface QuestionEditor {
  updateQuestion: (questionId: string, draft: SavedQuestionDraft) => Promise<void>;
  reorderQuestions: (setId: string, questionIds: readonly string[]) => Promise<void>;
  deleteQuestions: (questionIds: readonly string[]) => Promise<void>;
  setQuestionsPremium: (questionIds: readonly string[], isPremium: boolean) => Promise<void>;
}

/**
 * The author's changes to saved questions: edit one, reorder a set, delete or mark several. Each refreshes the
 * library's data afterwards, refused or not; a refusal rejects with a QuestionSetEditError whose message is the
 * text to show. Kept apart from useQuestionSetEditor, which the game's screens share, so this code loads only
 * with the screen that edits a set.
 */
export function useQuestionEditor(): QuestionEditor {
  const client = useBackendClient();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const thenRefresh =
      <Args extends unknown[]>(change: (...args: Args) => Promise<void>) =>
      async (...args: Args): Promise<void> => {
        try {
          await change(...args);
        } finally {
          void queryClient.invalidateQueries({ queryKey: libraryQueryKeys.all });
        }
      };
    return {
      updateQuestion: thenRefresh((questionId: string, draft: SavedQuestionDraft) =>
        updateQuestion(client, questionId, draft),
      ),
      reorderQuestions: thenRefresh((setId: string, questionIds: readonly string[]) =>
        reorderQuestions(client, setId, questionIds),
      ),
      deleteQuestions: thenRefresh((questionIds: readonly string[]) => deleteQuestions(client, questionIds)),
      setQuestionsPremium: thenRefresh((questionIds: readonly string[], isPremium: boolean) =>
        setQuestionsPremium(client, questionIds, isPremium),
      ),
    };
  }, [client, queryClient]);
}
