import { BackendProvider } from '@quizcoop/api/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { offlineClient } from '../../testing/offlineBackend';
import { EmailChangeForm } from './EmailChangeForm';

function renderForm(pendingEmail?: string) {
  render(
    <BackendProvider client={offlineClient()}>
      <EmailChangeForm currentEmail="ada@school.example" pendingEmail={pendingEmail} />
    </BackendProvider>,
  );
}

describe('EmailChangeForm', () => {
  it('says what is wrong with the new address before sending anything', async () => {
    renderForm();
    const field = screen.getByLabelText('New email address');
    await userEvent.type(field, 'not an address{Enter}');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, ' ADA@school.example ');
    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
    expect(screen.getByText('This is already your email address.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('reminds the person of a change that still waits for both addresses', () => {
    renderForm('new@school.example');
    expect(screen.getByRole('status')).toHaveTextContent('Confirm the change from both addresses');
    expect(screen.getByRole('status')).toHaveTextContent(
      'We have sent a link to ada@school.example and a link to new@school.example. Your email address changes to new@school.example only once both links have been followed, in any order.',
    );
  });

  it('reports a request that failed and keeps the address typed', async () => {
    renderForm();
    const field = screen.getByLabelText('New email address');
    await userEvent.type(field, 'new@school.example{Enter}');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(field).toHaveValue('new@school.example');
    expect(field).toBeEnabled();
  });
});
