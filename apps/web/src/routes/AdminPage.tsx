import type { AdminCounts } from '@quizcoop/api';
import { verifySecondFactor } from '@quizcoop/api';
import { useAdminDashboard, useBackendClient, useTwoFactorStatus } from '@quizcoop/api/react';
import { Alert, Badge, Button, Card, Spinner, Table, sprinkles } from '@quizcoop/ui';
import { SecondFactorForm } from './auth/SecondFactorForm';

const figures: { key: keyof AdminCounts; label: string }[] = [
  { key: 'users', label: 'Teacher accounts' },
  { key: 'question_sets', label: 'Question sets' },
  { key: 'questions', label: 'Questions' },
  { key: 'open_problem_reports', label: 'Open problem reports' },
];

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const ADMIN_CODE_TEXTS = {
  title: 'Enter your two-factor code',
  explanation:
    'Your admin account has two-factor authentication on. Enter the six-digit code from your authenticator app to open the dashboard.',
} as const;

/**
 * The admin's pages need the second factor once the admin has one (the database refuses an aal1 session
 * anyway): an admin signed in with the password alone is asked for the code before the dashboard loads.
 */
export function AdminPage() {
  const client = useBackendClient();
  const status = useTwoFactorStatus();
  if (status.isPending) return <Spinner label="Checking your access" />;
  if (status.data?.needsCode) {
    return (
      <main className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', padding: 'lg' })}>
        <h1>{ADMIN_CODE_TEXTS.title}</h1>
        <p>{ADMIN_CODE_TEXTS.explanation}</p>
        <div style={{ maxWidth: '28rem' }}>
          <SecondFactorForm
            verify={(code) => verifySecondFactor(client, code)}
            onVerified={() => undefined}
          />
        </div>
      </main>
    );
  }
  return <AdminDashboard />;
}

/** The admin's overview: how much Quiz Coop holds, and the newest problem reports to triage. */
function AdminDashboard() {
  const { data, error, isPending, refetch, isFetching } = useAdminDashboard();
  return (
    <main className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', padding: 'lg' })}>
      <div className={sprinkles({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })}>
        <h1>Admin Dashboard</h1>
        <Button
          variant="secondary"
          busy={isFetching}
          busyLabel="Refreshing..."
          onClick={() => void refetch()}
        >
          Refresh
        </Button>
      </div>
      {isPending && <Spinner label="Loading the dashboard" size="lg" />}
      {error && <Alert title="The dashboard could not be loaded">{error.message}</Alert>}
      {data && (
        <>
          <section aria-labelledby="admin-figures">
            <h2 id="admin-figures">At a glance</h2>
            <ul
              className={sprinkles({
                display: 'grid',
                gridColumns: { mobile: 1, medium: 2, large: 4 },
                gap: 'md',
              })}
              style={{ listStyle: 'none', padding: 0 }}
            >
              {figures.map(({ key, label }) => (
                <Card.Root as="li" key={key} padding="md">
                  <Card.Title level={3}>{label}</Card.Title>
                  <p style={{ fontSize: '2rem', margin: 0 }}>{data.counts[key]}</p>
                </Card.Root>
              ))}
            </ul>
            <p>{data.counts.problem_reports} problem reports in all.</p>
          </section>
          <section aria-labelledby="admin-reports">
            <h2 id="admin-reports">Latest problem reports</h2>
            {data.latestReports.length === 0 ? (
              <p>No problem reports yet.</p>
            ) : (
              <Table.Root>
                <Table.Head>
                  <Table.Row>
                    <Table.HeaderCell>Filed</Table.HeaderCell>
                    <Table.HeaderCell>Category</Table.HeaderCell>
                    <Table.HeaderCell>Description</Table.HeaderCell>
                    <Table.HeaderCell>Contact</Table.HeaderCell>
                    <Table.HeaderCell>Status</Table.HeaderCell>
                  </Table.Row>
                </Table.Head>
                <Table.Body>
                  {data.latestReports.map((report) => (
                    <Table.Row key={report.id}>
                      <Table.Cell>{dateFormat.format(new Date(report.created_at))}</Table.Cell>
                      <Table.Cell>{report.category}</Table.Cell>
                      <Table.Cell>{report.description}</Table.Cell>
                      <Table.Cell>
                        {report.contact_email ? (
                          <a href={`mailto:${report.contact_email}`}>{report.contact_email}</a>
                        ) : (
                          'None given'
                        )}
                      </Table.Cell>
                      <Table.Cell>
                        <Badge>{report.status.replace('_', ' ')}</Badge>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </section>
        </>
      )}
    </main>
  );
}
