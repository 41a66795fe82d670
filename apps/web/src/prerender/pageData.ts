import { fetchPublicQuestionSets } from '@quizcoop/api';
import type { BackendClient } from '@quizcoop/api';
import { libraryQueryKeys } from '@quizcoop/api/react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The pages whose first screen shows data that is the same for every visitor: the public library before any
 * search. The server renders them with that data, so the cards are drawn before any script has run.
 */
export const DATA_PAGE_PATHS: readonly string[] = ['/library', '/public-library'];

/** Fetches into the cache what a data page shows first: the library's query with no search or filter. */
export async function fetchPageData(
  path: string,
  client: BackendClient,
  queryClient: QueryClient,
): Promise<void> {
  if (!DATA_PAGE_PATHS.includes(path)) throw new Error(`${path} is not a page rendered with data.`);
  await queryClient.fetchQuery({
    queryKey: libraryQueryKeys.publicSets({}),
    queryFn: () => fetchPublicQuestionSets(client, {}),
  });
}
