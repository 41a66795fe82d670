import { useSetOfficialSet, usePublicSets, useUnpublishSet } from '@quizcoop/api/react';
import { Alert, Badge, Button, Spinner, Table, TextField, sprinkles } from '@quizcoop/ui';
import { useState } from 'react';

/** Public question sets: marked official or not, and taken out of the public library. */
export function SetsSection() {
  const [search, setSearch] = useState('');
  const { data, error, isPending } = usePublicSets(search);
  const official = useSetOfficialSet();
  const unpublish = useUnpublishSet();
  const failure = official.error ?? unpublish.error;
  return (
    <section
      aria-labelledby="admin-sets"
      className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}
    >
      <h2 id="admin-sets">Public question sets</h2>
      <TextField
        label="Search public sets by name"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {isPending && <Spinner label="Loading the public question sets" />}
      {error && <Alert title="The question sets could not be loaded">{error.message}</Alert>}
      {failure && <Alert title="The question set was not changed">{failure.message}</Alert>}
      {data && data.length === 0 && <p>No public question sets match this search.</p>}
      {data && data.length > 0 && (
        <Table.Root>
          <Table.Head>
            <Table.Row>
              <Table.HeaderCell>Name</Table.HeaderCell>
              <Table.HeaderCell>Official</Table.HeaderCell>
              <Table.HeaderCell>Change</Table.HeaderCell>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {data.map((set) => (
              <Table.Row key={set.id}>
                <Table.Cell>{set.game_name}</Table.Cell>
                <Table.Cell>{set.is_official ? <Badge tone="info">Official</Badge> : 'No'}</Table.Cell>
                <Table.Cell>
                  <div className={sprinkles({ display: 'flex', gap: 'sm' })}>
                    <Button
                      size="sm"
                      variant="secondary"
                      busy={official.isPending}
                      busyLabel="Saving..."
                      aria-label={`${set.is_official ? 'Unmark' : 'Mark'} ${set.game_name} as official`}
                      onClick={() => official.mutate({ setId: set.id, official: !set.is_official })}
                    >
                      {set.is_official ? 'Unmark official' : 'Mark official'}
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      busy={unpublish.isPending}
                      busyLabel="Saving..."
                      aria-label={`Unpublish ${set.game_name}`}
                      onClick={() => unpublish.mutate(set.id)}
                    >
                      Unpublish
                    </Button>
                  </div>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </section>
  );
}
