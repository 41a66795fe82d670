import { useAuditLog } from '@quizcoop/api/react';
import { Alert, Spinner, Table } from '@quizcoop/ui';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The admin's latest actions, newest first. */
export function AuditLogSection() {
  const { data, error, isPending } = useAuditLog();
  return (
    <section aria-labelledby="admin-audit-log">
      <h2 id="admin-audit-log">Audit log</h2>
      {isPending && <Spinner label="Loading the audit log" />}
      {error && <Alert title="The audit log could not be loaded">{error.message}</Alert>}
      {data && data.length === 0 && <p>No admin actions yet.</p>}
      {data && data.length > 0 && (
        <Table.Root>
          <Table.Head>
            <Table.Row>
              <Table.HeaderCell>When</Table.HeaderCell>
              <Table.HeaderCell>Action</Table.HeaderCell>
              <Table.HeaderCell>On</Table.HeaderCell>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {data.map((entry) => (
              <Table.Row key={entry.id}>
                <Table.Cell>{dateFormat.format(new Date(entry.at))}</Table.Cell>
                <Table.Cell>{entry.action}</Table.Cell>
                <Table.Cell>{entry.target ?? '—'}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </section>
  );
}
