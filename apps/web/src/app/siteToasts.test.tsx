import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteToaster, toast } from './siteToasts';

describe('the site toasts', () => {
  it('keeps a toast asked for before the Toaster is there and shows it once it is', async () => {
    act(() => toast.info('Asked for early'));
    render(<SiteToaster />);
    expect(await screen.findByText('Asked for early')).toBeInTheDocument();
  });

  it('shows a toast at once once the Toaster is mounted, each id once', async () => {
    render(<SiteToaster />);
    act(() => toast.success('Saved', { id: 'saved' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    act(() => toast.success('Saved', { id: 'saved' }));
    expect(screen.getAllByText('Saved')).toHaveLength(1);
  });
});
