import { lazy } from 'react';

// The preview and the copy dialog load when a teacher first opens one, so the pages that offer them, and the
// app's route table that lists what each page needs, stay as small as they were.

export const QuestionSetPreviewDialog = lazy(async () => ({
  default: (await import('./QuestionSetPreviewDialog')).QuestionSetPreviewDialog,
}));

export const CopyQuestionSetFlow = lazy(async () => ({
  default: (await import('./CopyQuestionSetFlow')).CopyQuestionSetFlow,
}));
