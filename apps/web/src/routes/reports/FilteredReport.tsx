import { Alert, KeptGamesFilters, Spinner, sprinkles } from '@quizcoop/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { ReportsFrame } from './ReportsFrame';
import type { ReportFilters } from './useReportFilters';

interface FilteredReportProps<Data> {
  filters: ReportFilters;
  /** The report's own heading, under the filters. */
  heading: string;
  /** The report as read for the filters. */
  report: UseQueryResult<Data>;
  /** Said while the report is read for the first time. */
  loadingLabel: string;
  /** The report once it is read; `headingId` names it for a table it draws. */
  children: (data: Data, headingId: string) => ReactNode;
}

/** A report narrowed by the reports' filters: the filters, then the report under its heading once it is read. */
export function FilteredReport<Data>({
  filters,
  heading,
  report,
  loadingLabel,
  children,
}: FilteredReportProps<Data>) {
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
        aria-busy={report.isFetching}
        className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}
      >
        <h2 id={headingId}>{heading}</h2>
        {report.isPending ? (
          <Spinner label={loadingLabel} />
        ) : report.isError ? (
          <Alert>{report.error.message}</Alert>
        ) : (
          children(report.data, headingId)
        )}
      </section>
    </ReportsFrame>
  );
}
