import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deferredBackendOf, offlineClient } from '../testing/offlineBackend';
import { DeferredBackendProvider } from './deferredBackend';
import { lazyPage, prefetchOf } from './lazyPage';

const pageModule = { Page: () => <h1>Loaded page</h1> };

function renderRoute(element: ReactElement) {
  render(
    <DeferredBackendProvider backend={deferredBackendOf(offlineClient())}>{element}</DeferredBackendProvider>,
  );
}

describe('lazyPage', () => {
  it('fetches the page once, whether prefetched or visited', async () => {
    const load = vi.fn(() => Promise.resolve(pageModule));
    const route = lazyPage(load, (m) => m.Page);
    await prefetchOf(route.handle)?.();
    renderRoute(route.element);
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed prefetch', async () => {
    const load = vi
      .fn<() => Promise<typeof pageModule>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(pageModule);
    const route = lazyPage(load, (m) => m.Page);
    await expect(route.handle.prefetch()).rejects.toThrow('offline');
    renderRoute(route.element);
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads no prefetch from a handle without one', () => {
    expect(prefetchOf({ ownHeader: true })).toBeUndefined();
    expect(prefetchOf(undefined)).toBeUndefined();
  });
});
