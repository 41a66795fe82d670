import type { HardestQuestion } from '@quizcoop/api';
import { useHardestQuestions } from '@quizcoop/api/kept-games';
import { accuracyPercent } from '@quizcoop/engine/rules';
import type { HardestQuestionView } from '@quizcoop/ui';
import { Alert, Button, HardestQuestionsTable, KeptGamesFilters, Spinner, sprinkles } from '@quizcoop/ui';
import { useId, useMemo } from 'react';
import { CSV_TYPE, downloadFile } from '../../app/downloadFile';
import { renderRouterLink } from '../../app/routerLink';
import { hardestQuestionsCsv, hardestQuestionsFileName } from '../../reports/hardestQuestionsCsv';
import { ReportsFrame } from './ReportsFrame';
import { useReportFilters } from './useReportFilters';

function questionView(question: HardestQuestion, index: number): HardestQuestionView {
  const percent = accuracyPercent({ correct: question.answeredRight, total: question.asked });
  return {
    key: question.questionId ?? `deleted-${index}`,
    question: question.questionText,
    asked: question.asked,
    answeredRight: question.answeredRight,
    rightLabel: `${percent}%`,
    editHref: question.isOwn && question.questionSetId ? `/questions/${question.questionSetId}/edit` : null,
  };
}

/**
 * /reports/hardest-questions: across the teacher's games (narrowed as the games are), the questions the classes
 * answered right least often, so the next lesson can start with them.
 */
export function HardestQuestionsPage() {
  const filters = useReportFilters();
  const hardest = useHardestQuestions(filters.query);
  const questions = useMemo(() => (hardest.data ?? []).map(questionView), [hardest.data]);
  const headingId = useId();
  return (
    <ReportsFrame>
      <KeptGamesFilters
        setOptions={filters.setOptions}
        values={filters.values}
        onChange={filters.setValues}
      />
      <section
        aria-labelledby={headingId}
        aria-busy={hardest.isFetching}
        className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}
      >
        <h2 id={headingId}>Hardest questions</h2>
        {hardest.isPending ? (
          <Spinner label="Loading the hardest questions" />
        ) : hardest.error ? (
          <Alert>{hardest.error.message}</Alert>
        ) : (
          <>
            <HardestQuestionsTable
              questions={questions}
              labelledBy={headingId}
              renderLink={renderRouterLink}
            />
            {hardest.data.length > 0 ? (
              <div>
                <Button
                  variant="secondary"
                  onClick={() =>
                    downloadFile(
                      hardestQuestionsCsv(hardest.data),
                      hardestQuestionsFileName(new Date()),
                      CSV_TYPE,
                    )
                  }
                >
                  Download hardest questions (CSV)
                </Button>
              </div>
            ) : null}
          </>
        )}
      </section>
    </ReportsFrame>
  );
}
