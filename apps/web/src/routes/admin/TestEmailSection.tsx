import { sendTestEmail } from '@quizcoop/api';
import { useBackendClient } from '@quizcoop/api/react';
import { Alert, Button, TextField, sprinkles } from '@quizcoop/ui';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';

/** Sends a test email, to check that outgoing email reaches people. */
export function TestEmailSection() {
  const client = useBackendClient();
  const [email, setEmail] = useState('');
  const send = useMutation({ mutationFn: (to: string) => sendTestEmail(client, to) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(email.trim());
  };
  return (
    <section
      aria-labelledby="admin-test-email"
      className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}
    >
      <h2 id="admin-test-email">Test email</h2>
      <form onSubmit={submit} className={sprinkles({ display: 'flex', gap: 'sm', alignItems: 'flex-end' })}>
        <TextField
          label="Send a test email to"
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" variant="secondary" busy={send.isPending} busyLabel="Sending...">
          Send test email
        </Button>
      </form>
      {send.isSuccess && <p role="status">The test email was sent.</p>}
      {send.error && <Alert title="The test email was not sent">{send.error.message}</Alert>}
    </section>
  );
}
