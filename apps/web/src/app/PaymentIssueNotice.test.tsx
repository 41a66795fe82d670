import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PaymentIssueNoticeView } from './PaymentIssueNotice';

const FAILED_AT = '2026-11-20T09:30:00Z';

function renderAt(path: string, failedAt: string | null) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PaymentIssueNoticeView failedAt={failedAt} />
      <Routes>
        <Route path="/profile" element={<h1>My Profile</h1>} />
        <Route path="/report-problem" element={<h1>Report a Problem</h1>} />
        <Route path="*" element={<h1>Elsewhere</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('PaymentIssueNoticeView', () => {
  it('shows the payment issue card away from the profile, and Update Payment leads to /profile', async () => {
    renderAt('/library', FAILED_AT);
    const card = screen.getByRole('region', { name: 'Payment Issue' });
    expect(card).toHaveTextContent(
      'There is a problem with your payment. Update your payment details to keep premium features.',
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Update Payment',
      'Contact Support',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Update Payment' }));
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    // The profile has the full card beside the plan, so this one steps aside there.
    expect(screen.queryByRole('region', { name: 'Payment Issue' })).toBeNull();
  });

  it('offers Contact Support, which opens the problem report', async () => {
    renderAt('/game', FAILED_AT);
    await userEvent.click(screen.getByRole('button', { name: 'Contact Support' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Report a Problem' })).toBeInTheDocument();
  });

  it('stays away from the profile itself', () => {
    renderAt('/profile', FAILED_AT);
    expect(screen.queryByRole('region', { name: 'Payment Issue' })).toBeNull();
  });

  it('shows nothing while the renewal has not failed', () => {
    renderAt('/library', null);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
