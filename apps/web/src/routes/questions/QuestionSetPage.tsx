import { LIBRARY_MESSAGES } from '@quizcoop/api';
import type { useEditableQuestionSet } from '@quizcoop/api/react';
import { Alert, Spinner, sprinkles } from '@quizcoop/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const pageClass = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', padding: 'lg' });
const pageStyle = { maxWidth: '48rem', marginInline: 'auto', width: '100%' } as const;

/** The frame of the pages where an author works on one of their question sets. */
export function QuestionSetPage({ children }: { children: ReactNode }) {
  return (
    <main className={pageClass} style={pageStyle}>
      {children}
    </main>
  );
}

/** Such a page while the set loads, or once it turns out missing or not the author's to change. */
export function UnavailableQuestionSet({
  title,
  editable,
}: {
  title: string;
  editable: ReturnType<typeof useEditableQuestionSet>;
}) {
  return (
    <QuestionSetPage>
      <h1>{title}</h1>
      {editable.isLoading ? (
        <Spinner label="Loading question set..." />
      ) : (
        <>
          <Alert title={editable.error ? editable.error.message : LIBRARY_MESSAGES.setNotFound} />
          <Link to="/questions">My Question Sets</Link>
        </>
      )}
    </QuestionSetPage>
  );
}
