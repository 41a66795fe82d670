import type { AdminCounts } from '@quizcoop/api';
import { useAdminDashboard } from '@quizcoop/api/react';
import { Alert, Button, Card, Spinner, sprinkles } from '@quizcoop/ui';

const figures: { key: keyof AdminCounts; label: string }[] = [
  { key: 'users', label: 'Teacher accounts' },
  { key: 'question_sets', label: 'Question sets' },
  { key: 'questions', label: 'Questions' },
  { key: 'open_problem_reports', label: 'Open problem reports' },
  { key: 'kept_games', label: 'Games kept' },
];

/** How much Quiz Coop holds. */
export function OverviewSection() {
  const { data, error, isPending, refetch, isFetching } = useAdminDashboard();
  return (
    <section aria-labelledby="admin-figures">
      <div className={sprinkles({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })}>
        <h2 id="admin-figures">At a glance</h2>
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
        </>
      )}
    </section>
  );
}
