/** Spec §8 and §6: the question library's messages. */
export const LIBRARY_MESSAGES = {
  questionSetsLoadFailed: 'Failed to load question sets',
  starSignInRequired: 'You must be logged in to star question sets',
} as const;
