import { lazy } from 'react';

// The preview and the copy dialog load when a teacher first opens one, so the pages that offer them, and the
// app's route table that lists what each page needs, stay as small as they were. Both come from one module, so
// the build makes one chunk of them rather than splitting the code they share with the pages.
const loadDialogs = () => import('./libraryDialogs');

export const QuestionSetPreviewDialog = lazy(async () => ({
  default: (await loadDialogs()).QuestionSetPreviewDialog,
}));

export const CopyQuestionSetFlow = lazy(async () => ({
  default: (await loadDialogs()).CopyQuestionSetFlow,
}));
