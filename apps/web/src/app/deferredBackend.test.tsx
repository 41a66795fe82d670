import { useBackendClient } from '@quizcoop/api/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { offlineClient } from '../testing/offlineBackend';
import { backendFor } from './backend';
import type { Backend } from './backend';
import { DeferredBackendProvider, WithBackend, deferBackend } from './deferredBackend';

function ClientUser() {
  const client = useBackendClient();
  return <p>{client.supabaseUrl ? 'Has a client' : 'No client'}</p>;
}

describe('deferBackend', () => {
  it('loads once, and again only after a failure', async () => {
    const backend = backendFor(offlineClient());
    const load = vi
      .fn<() => Promise<Backend>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(backend);
    const deferred = deferBackend(load, '/logo.png');
    await expect(deferred.load()).rejects.toThrow('offline');
    expect(deferred.current()).toBeUndefined();
    await expect(deferred.load()).resolves.toBe(backend);
    await deferred.load();
    expect(load).toHaveBeenCalledTimes(2);
    expect(deferred.current()).toBe(backend);
  });
});

describe('WithBackend', () => {
  it('shows its fallback until the backend arrives, then its children inside the providers', async () => {
    let arrive: (backend: Backend) => void = () => undefined;
    const deferred = deferBackend(() => new Promise<Backend>((resolve) => (arrive = resolve)), '/logo.png');
    render(
      <DeferredBackendProvider backend={deferred}>
        <WithBackend fallback={<p>Waiting</p>}>{() => <ClientUser />}</WithBackend>
      </DeferredBackendProvider>,
    );
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    arrive(backendFor(offlineClient()));
    expect(await screen.findByText('Has a client')).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).toBeNull();
  });
});
