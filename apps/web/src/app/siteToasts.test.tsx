import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// The Toaster's code arrives through a dynamic import, which a busy machine can take a few seconds to evaluate.
const LOADED = { timeout: 10_000 };
import { SiteToaster, toast } from './siteToasts';

describe('the site toasts', () => {
  it('keeps a toast asked for before the Toaster is there and shows it once it is', async () => {
    act(() => toast.info('Asked for early'));
    render(<SiteToaster />);
    expect(await screen.findByText('Asked for early', {}, LOADED)).toBeInTheDocument();
  });

  it('shows a toast at once once the Toaster is mounted, each id once', async () => {
    render(<SiteToaster />);
    act(() => toast.success('Saved', { id: 'saved' }));
    expect(await screen.findByText('Saved', {}, LOADED)).toBeInTheDocument();
    act(() => toast.success('Saved', { id: 'saved' }));
    expect(screen.getAllByText('Saved')).toHaveLength(1);
  });
});
