import { fireEvent, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RoutePrefetch } from './RoutePrefetch';
import { SETTLE_MS } from './whenIdle';

function renderAt(path: string, likelyNext: (pathname: string) => readonly string[] = () => []) {
  const prefetch = vi.fn();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <a href="/pricing">Pricing</a>
      <a href="https://elsewhere.example/game">Elsewhere</a>
      <RoutePrefetch prefetch={prefetch} likelyNext={likelyNext} />
    </MemoryRouter>,
  );
  return { prefetch, view };
}

describe('RoutePrefetch', () => {
  it('fetches the page behind a link the pointer rests on or the keyboard focuses', () => {
    const { prefetch, view } = renderAt('/');
    fireEvent.pointerOver(view.getByText('Pricing'));
    fireEvent.focusIn(view.getByText('Pricing'));
    expect(prefetch.mock.calls).toEqual([['/pricing'], ['/pricing']]);
  });

  it('leaves links to other sites alone', () => {
    const { prefetch, view } = renderAt('/');
    fireEvent.pointerOver(view.getByText('Elsewhere'));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it("fetches the current page's likely next pages once the page has settled", () => {
    vi.useFakeTimers();
    const { prefetch } = renderAt('/', (pathname) => (pathname === '/' ? ['/auth', '/game'] : []));
    vi.advanceTimersByTime(SETTLE_MS);
    expect(prefetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SETTLE_MS);
    expect(prefetch.mock.calls).toEqual([['/auth'], ['/game']]);
    vi.useRealTimers();
  });
});
