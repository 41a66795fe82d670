import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineSupport } from './OfflineSupport';

const OFFLINE_NOTICE = /^You are offline\. The game keeps going/;

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('OfflineSupport', () => {
  it('says so while the browser is offline, and stops saying it when the network is back', () => {
    render(<OfflineSupport />);
    expect(screen.queryByText(OFFLINE_NOTICE)).toBeNull();
    goOffline(true);
    // Inside a live region, so a screen reader hears it.
    expect(screen.getByText(OFFLINE_NOTICE).closest('[role="status"]')).not.toBeNull();
    goOffline(false);
    expect(screen.queryByText(OFFLINE_NOTICE)).toBeNull();
  });

  it('says so at once on a page opened offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineSupport />);
    expect(screen.getByText(OFFLINE_NOTICE)).toBeVisible();
  });

  it('offers no new version while none is waiting', () => {
    render(<OfflineSupport />);
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });
});
