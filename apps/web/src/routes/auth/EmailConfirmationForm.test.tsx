import { BackendProvider } from '@quizcoop/api/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { offlineClient } from '../../testing/offlineBackend';
import { EmailConfirmationForm } from './EmailConfirmationForm';

function renderForm(onSignedIn = vi.fn()) {
  render(
    <BackendProvider client={offlineClient()}>
      <EmailConfirmationForm email="ada@school.example" onSignedIn={onSignedIn} />
    </BackendProvider>,
  );
  return onSignedIn;
}

describe('EmailConfirmationForm', () => {
  it('asks for the emailed code in a labelled one-time-code field', () => {
    renderForm();
    expect(screen.getByText('Check your email to confirm your account')).toBeInTheDocument();
    expect(
      screen.getByText(/We sent a confirmation link and a 6-digit code to ada@school.example/),
    ).toBeVisible();
    const field = screen.getByLabelText('Confirmation code');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('maxlength', '6');
  });

  it('says what a code must look like before sending it', async () => {
    const onSignedIn = renderForm();
    const field = screen.getByLabelText('Confirmation code');
    await userEvent.type(field, '12a4{Enter}');
    expect(field).toHaveAccessibleDescription('Enter the 6-digit code from the email');
    expect(field).toBeInvalid();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('keeps the code and says so on the field when the confirmation cannot be sent', async () => {
    const onSignedIn = renderForm();
    const field = screen.getByLabelText('Confirmation code');
    await userEvent.type(field, '123456{Enter}');
    await vi.waitFor(() => expect(field).toHaveAccessibleDescription('An unexpected error occurred'), {
      timeout: 10_000,
    });
    expect(field).toHaveValue('123456');
    expect(field).toBeEnabled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
