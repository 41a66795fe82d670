import type { HardestQuestion } from '@quizcoop/api';
import { useHardestQuestions } from '@quizcoop/api/kept-games';
import { accuracyPercent } from '@quizcoop/engine/rules';
import type { HardestQuestionView } from '@quizcoop/ui';
import { Button, HardestQuestionsTable } from '@quizcoop/ui';
import { useMemo } from 'react';
import { CSV_TYPE, downloadFile } from '../../app/downloadFile';
import { renderRouterLink } from '../../app/routerLink';
import { hardestQuestionsCsv, hardestQuestionsFileName } from '../../reports/hardestQuestionsCsv';
import { FilteredReport } from './FilteredReport';
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
  return (
    <FilteredReport
      filters={filters}
      heading="Hardest questions"
      report={hardest}
      loadingLabel="Loading the hardest questions"
    >
      {(found, headingId) => (
        <>
          <HardestQuestionsTable questions={questions} labelledBy={headingId} renderLink={renderRouterLink} />
          {found.length > 0 ? (
            <div>
              <Button
                variant="secondary"
                onClick={() =>
                  downloadFile(hardestQuestionsCsv(found), hardestQuestionsFileName(new Date()), CSV_TYPE)
                }
              >
                Download hardest questions (CSV)
              </Button>
            </div>
          ) : null}
        </>
      )}
    </FilteredReport>
  );
}
