import type { ReportStatus, TriagedProblemReport } from '@quizcoop/api';
import { REPORTS_PER_PAGE } from '@quizcoop/api';
import { useProblemReports, useUpdateProblemReport } from '@quizcoop/api/react';
import { Alert, Badge, Button, Card, Spinner, TextField, Textarea, sprinkles } from '@quizcoop/ui';
import { useState } from 'react';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const STATUS_LABELS: Record<string, string> = {
  open: 'new',
  in_progress: 'in progress',
  resolved: 'resolved',
  dismissed: 'dismissed',
};

/** The one step forward a report can take from where it is, if any. */
const NEXT_STEP: Partial<Record<string, { status: ReportStatus; label: string }>> = {
  open: { status: 'in_progress', label: 'Mark in progress' },
  in_progress: { status: 'resolved', label: 'Mark resolved' },
};

/** Every problem report, a page at a time, searchable, each moved on from new to in progress to resolved. */
export function ReportsSection() {
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const { data, error, isPending } = useProblemReports(page, search);
  const pages = data ? Math.max(1, Math.ceil(data.total / REPORTS_PER_PAGE)) : 1;
  return (
    <section
      aria-labelledby="admin-reports"
      className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}
    >
      <h2 id="admin-reports">Problem reports</h2>
      <TextField
        label="Search reports"
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(0);
        }}
      />
      {isPending && <Spinner label="Loading the problem reports" />}
      {error && <Alert title="The problem reports could not be loaded">{error.message}</Alert>}
      {data && data.reports.length === 0 && (
        <p>{search.trim() ? 'No problem reports match this search.' : 'No problem reports yet.'}</p>
      )}
      {data && data.reports.length > 0 && (
        <ul
          className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}
          style={{ listStyle: 'none', padding: 0 }}
        >
          {data.reports.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </ul>
      )}
      <nav
        aria-label="Problem report pages"
        className={sprinkles({ display: 'flex', gap: 'md', alignItems: 'center' })}
      >
        <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
          Previous page
        </Button>
        <span>
          Page {page + 1} of {pages}
        </span>
        <Button variant="secondary" size="sm" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
          Next page
        </Button>
      </nav>
    </section>
  );
}

function ReportCard({ report }: { report: TriagedProblemReport }) {
  const [notes, setNotes] = useState(report.admin_notes ?? '');
  const update = useUpdateProblemReport();
  const next = NEXT_STEP[report.status];
  const headingId = `report-${report.id}`;
  return (
    <Card.Root as="li" padding="md" aria-labelledby={headingId}>
      <Card.Title level={3} id={headingId}>
        {report.category}: {report.description}
      </Card.Title>
      <p>
        Filed {dateFormat.format(new Date(report.created_at))} ·{' '}
        {report.contact_email ? (
          <a href={`mailto:${report.contact_email}`}>{report.contact_email}</a>
        ) : (
          'No contact given'
        )}{' '}
        · <Badge>{STATUS_LABELS[report.status] ?? report.status}</Badge>
      </p>
      <Textarea label="Notes" rows={2} value={notes} onChange={(event) => setNotes(event.target.value)} />
      {update.error && <Alert title="The report was not changed">{update.error.message}</Alert>}
      <div className={sprinkles({ display: 'flex', gap: 'sm' })}>
        <Button
          variant="secondary"
          size="sm"
          busy={update.isPending}
          busyLabel="Saving..."
          onClick={() => update.mutate({ reportId: report.id, status: report.status as ReportStatus, notes })}
        >
          Save notes
        </Button>
        {next && (
          <Button
            size="sm"
            busy={update.isPending}
            busyLabel="Saving..."
            onClick={() => update.mutate({ reportId: report.id, status: next.status, notes })}
          >
            {next.label}
          </Button>
        )}
      </div>
    </Card.Root>
  );
}
