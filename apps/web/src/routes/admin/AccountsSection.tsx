import { useAccountSearch, useSetPremium } from '@quizcoop/api/react';
import { Alert, Badge, Button, Spinner, Table, TextField, sprinkles } from '@quizcoop/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';

/** Accounts found by email, each given or refused premium. */
export function AccountsSection() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const { data, error, isFetching } = useAccountSearch(search);
  const premium = useSetPremium();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };
  return (
    <section
      aria-labelledby="admin-accounts"
      className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}
    >
      <h2 id="admin-accounts">Accounts</h2>
      <form onSubmit={submit} className={sprinkles({ display: 'flex', gap: 'sm', alignItems: 'flex-end' })}>
        <TextField
          label="Search accounts by email"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      {isFetching && <Spinner label="Searching the accounts" />}
      {error && <Alert title="The accounts could not be searched">{error.message}</Alert>}
      {premium.error && <Alert title="Premium was not changed">{premium.error.message}</Alert>}
      {data && data.length === 0 && <p>No accounts match this search.</p>}
      {data && data.length > 0 && (
        <Table.Root>
          <Table.Head>
            <Table.Row>
              <Table.HeaderCell>Email</Table.HeaderCell>
              <Table.HeaderCell>Plan</Table.HeaderCell>
              <Table.HeaderCell>Change</Table.HeaderCell>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {data.map((account) => (
              <Table.Row key={account.id}>
                <Table.Cell>{account.email}</Table.Cell>
                <Table.Cell>
                  <Badge tone={account.is_premium ? 'premium' : 'neutral'}>
                    {account.is_premium ? 'Premium' : 'Free'}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  <Button
                    size="sm"
                    variant={account.is_premium ? 'danger' : 'primary'}
                    busy={premium.isPending}
                    busyLabel="Saving..."
                    aria-label={`${account.is_premium ? 'Revoke premium for' : 'Grant premium to'} ${account.email}`}
                    onClick={() => premium.mutate({ accountId: account.id, premium: !account.is_premium })}
                  >
                    {account.is_premium ? 'Revoke premium' : 'Grant premium'}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </section>
  );
}
