import type { QuestionSetSummary } from '@quizcoop/api';
import type { ReactNode } from 'react';
import { Suspense, lazy, useState } from 'react';

// The preview and the copy dialog load when a teacher first opens one, so the pages that offer them, and the
// app's route table that lists what each page needs, stay as small as they were. Both come from one module, so
// the build makes one chunk of them rather than splitting the code they share with the pages.
const loadDialogs = () => import('./libraryDialogs');

const QuestionSetPreviewDialog = lazy(async () => ({
  default: (await loadDialogs()).QuestionSetPreviewDialog,
}));

const CopyQuestionSetFlow = lazy(async () => ({
  default: (await loadDialogs()).CopyQuestionSetFlow,
}));

export interface LibraryDialogs {
  openPreview: (setId: string) => void;
  openCopy: (set: QuestionSetSummary) => void;
  /** The open dialog, if any, to render anywhere in the page. */
  dialogs: ReactNode;
}

/** A page's set preview and copy dialog; copying from the preview closes it and opens the copy dialog. */
export function useLibraryDialogs(): LibraryDialogs {
  const [previewSetId, setPreviewSetId] = useState<string | null>(null);
  const [copySet, setCopySet] = useState<QuestionSetSummary | null>(null);
  const dialogs = (
    <>
      {previewSetId !== null && (
        <Suspense fallback={null}>
          <QuestionSetPreviewDialog
            setId={previewSetId}
            onClose={() => setPreviewSetId(null)}
            onCopy={(set) => {
              setPreviewSetId(null);
              setCopySet(set);
            }}
          />
        </Suspense>
      )}
      {copySet !== null && (
        <Suspense fallback={null}>
          <CopyQuestionSetFlow set={copySet} onClose={() => setCopySet(null)} />
        </Suspense>
      )}
    </>
  );
  return { openPreview: setPreviewSetId, openCopy: setCopySet, dialogs };
}
