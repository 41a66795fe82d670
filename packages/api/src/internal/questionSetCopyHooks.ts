import type { UseMutationResult } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { libraryQueryKeys } from './libraryHooks';
import { useBackendClient } from './provider';
import { copyQuestionSet } from './questionSetCopy';

// Apart from the other library hooks: only the screens that copy need it, so the game's first load, which
// shares those hooks, does not carry the copy.

/**
 * Copies a set under a new name and resolves to the copy's id, refreshing the library's lists; a refusal
 * rejects with a QuestionSetCopyError whose message is the text to show.
 */
export function useCopyQuestionSet(): UseMutationResult<string, Error, { setId: string; newName: string }> {
  const client = useBackendClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ setId, newName }) => copyQuestionSet(client, setId, newName),
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryQueryKeys.all }),
  });
}
