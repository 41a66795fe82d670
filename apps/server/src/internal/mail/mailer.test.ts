import { createServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing';
import { startTestServer } from '../../testing';
import { linksOf, MailDeliveryError } from './mailer';
import { createMailer } from './mailer';

/**
 * A minimal SMTP listener standing in for a school's mail server, which is outside our control: it accepts
 * every message and keeps the raw data, so the test sees exactly what the server sent.
 */
function smtpListener(): Promise<{ server: Server; url: string; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 mail.school.example ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 Queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (line.startsWith('EHLO')) socket.write('250-mail.school.example\r\n250 8BITMIME\r\n');
        else if (line.startsWith('HELO')) socket.write('250 mail.school.example\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 Go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolveListening) =>
    server.listen(0, '127.0.0.1', () =>
      resolveListening({
        server,
        url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
        received,
      }),
    ),
  );
}

describe('links in an email', () => {
  it('are the http(s) hrefs of its HTML, decoded, once each', () => {
    const html = `<a href="https://quiz.example/auth/v1/verify?token=a&amp;type=signup">Confirm</a>
      <a href="https://quiz.example/auth/v1/verify?token=a&amp;type=signup">again</a>
      <a href="mailto:help@quiz.example">mail</a> <a href="http://localhost:3000/auth">Sign in</a>`;
    expect(linksOf(html)).toEqual([
      'https://quiz.example/auth/v1/verify?token=a&type=signup',
      'http://localhost:3000/auth',
    ]);
  });
});

describe('the mailer with SMTP', () => {
  let smtp: Awaited<ReturnType<typeof smtpListener>>;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await smtpListener();
    server = await startTestServer({ smtpUrl: smtp.url });
  });

  afterAll(async () => {
    await server?.close();
    await new Promise((resolveClose) => smtp?.server.close(resolveClose));
  });

  it('delivers the confirmation email of a sign-up over SMTP and still keeps it in the mailbox', async () => {
    const email = 'smtp.teacher@school.example';
    const answer = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: server.anonKey },
      body: JSON.stringify({ email, password: 'Correct-Horse-9' }),
    });
    expect(answer.status).toBe(200);
    const link = await server.mailbox.latestLink(email);
    await expect.poll(() => smtp.received.length).toBe(1);
    const raw = smtp.received[0]!;
    expect(raw).toMatch(/^To: smtp\.teacher@school\.example$/m);
    expect(raw).toMatch(/^Subject: Confirm your Quiz Coop account$/m);
    expect(raw.replace(/=\r\n/g, '').replace(/=3D/g, '=')).toContain(
      new URL(link).searchParams.get('token')!,
    );
    await expect
      .poll(async () => {
        const { rows } = await server.database.query<{ delivery: string }>(
          'select delivery from quizcoop_mail.messages where to_address = $1',
          [email],
        );
        return rows.map((row) => row.delivery);
      })
      .toEqual(['sent']);
  });

  it('records a failed delivery and reports it when the mail server cannot be reached', async () => {
    const closed = await smtpListener();
    await new Promise((resolveClose) => closed.server.close(resolveClose));
    const mailer = createMailer({
      database: server.database,
      from: 'Quiz Coop <quiz@school.example>',
      smtpUrl: closed.url,
      clock: () => new Date(),
    });
    const sending = mailer.send({
      to: 'lost@school.example',
      subject: 'Hello',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    await expect(sending).rejects.toBeInstanceOf(MailDeliveryError);
    const { rows } = await server.database.query<{ delivery: string; delivery_error: string }>(
      'select delivery, delivery_error from quizcoop_mail.messages where to_address = $1',
      ['lost@school.example'],
    );
    expect(rows).toEqual([{ delivery: 'failed', delivery_error: expect.stringMatching(/ECONNREFUSED/) }]);
    mailer.close();
  });
});
