import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HydrationProvider, useIsHydrated } from './useIsHydrated';

function Shows({ seen }: { seen: boolean[] }) {
  const hydrated = useIsHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'the browser’s own' : 'as prerendered'}</p>;
}

describe('useIsHydrated', () => {
  it('is false for the takeover of a prerendered page, then true', async () => {
    const seen: boolean[] = [];
    render(
      <HydrationProvider takingOver>
        <Shows seen={seen} />
      </HydrationProvider>,
    );
    expect(await screen.findByText('the browser’s own')).toBeInTheDocument();
    expect(seen[0]).toBe(false);
  });

  it('is true from the first render of a page drawn in the browser', () => {
    const seen: boolean[] = [];
    render(
      <HydrationProvider takingOver={false}>
        <Shows seen={seen} />
      </HydrationProvider>,
    );
    expect(seen).not.toContain(false);
  });
});
