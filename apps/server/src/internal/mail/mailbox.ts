import { Hono } from 'hono';
import { isLoopback, peerAddress } from '../client-address';
import type { MailboxAccess } from '../config-mail';
import type { MailMessage, Mailer } from './mailer';
import type { RouteContext, ServerEnv } from '../http/env';

export interface MailboxOptions {
  mailer: Mailer;
  access: MailboxAccess;
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * A request from this machine: its connection comes from the loopback and it names no one it was forwarded
 * for. Headers can only take this away, never grant it: a reverse proxy on this machine connects from the
 * loopback on behalf of everyone it serves, so what it forwards is not local.
 */
function isFromThisMachine(c: RouteContext): boolean {
  return (
    isLoopback(peerAddress(c)) && FORWARDING_HEADERS.every((header) => c.req.header(header) === undefined)
  );
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );
}

/** The plain-text body with its links made clickable; everything else escaped. */
function textWithLinks(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

function messageArticle(message: MailMessage, index: number): string {
  const headingId = `message-${index}`;
  const sent = new Date(message.created_at);
  return `<li><article aria-labelledby="${headingId}">
  <h2 id="${headingId}">${escapeHtml(message.subject)}</h2>
  <dl>
    <dt>To</dt><dd>${escapeHtml(message.to)}</dd>
    <dt>Sent</dt><dd><time datetime="${escapeHtml(message.created_at)}">${escapeHtml(sent.toUTCString())}</time></dd>
  </dl>
  <div class="body">${textWithLinks(message.text)}</div>
</article></li>`;
}

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 50rem; padding: 1.5rem; line-height: 1.5;
         color: #1a1a1a; background: #fff; }
  h1 { margin-top: 0; }
  form { display: flex; gap: 0.5rem; align-items: end; flex-wrap: wrap; margin-bottom: 1.5rem; }
  label { display: flex; flex-direction: column; font-weight: 600; }
  input, button { font: inherit; padding: 0.4rem 0.6rem; }
  ol { list-style: none; padding: 0; }
  article { border: 1px solid #8a8a8a; border-radius: 0.5rem; padding: 1rem; margin-bottom: 1rem; }
  article h2 { margin: 0 0 0.5rem; font-size: 1.2rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0 1rem; margin: 0 0 0.75rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  .body { white-space: pre-wrap; overflow-wrap: anywhere; }
  a { color: #0645ad; }
  a:focus-visible, input:focus-visible, button:focus-visible { outline: 3px solid #0645ad; outline-offset: 2px; }
`;

function mailboxPage(messages: MailMessage[], to: string | undefined): string {
  const title = to ? `Mailbox for ${to}` : 'Mailbox';
  const list =
    messages.length === 0
      ? `<p>No messages${to ? ` to ${escapeHtml(to)}` : ''} yet.</p>`
      : `<ol>${messages.map(messageArticle).join('\n')}</ol>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Quiz Coop</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>Every email this Quiz Coop server sends is kept here, newest first.</p>
<form method="get" action="/_mailbox" role="search">
  <label for="to">Show messages to<input id="to" name="to" type="text" value="${escapeHtml(to ?? '')}"></label>
  <button type="submit">Show</button>
</form>
${list}
</main>
</body>
</html>`;
}

/**
 * The local mailbox, like Supabase's local Inbucket: a page listing every email the server sent and a JSON
 * API for tests. Links in these emails sign people in, so by default only this machine may read it.
 */
export function mailboxRoutes({ mailer, access }: MailboxOptions): Hono<ServerEnv> {
  const routes = new Hono<ServerEnv>();

  routes.use('*', async (c: RouteContext, next) => {
    if (access === 'off') return c.text('The mailbox is turned off (QUIZCOOP_MAILBOX=off).', 404);
    if (access === 'local' && !isFromThisMachine(c)) {
      return c.text(
        'The mailbox can only be read on the machine the server runs on (set QUIZCOOP_MAILBOX=network to share it).',
        403,
      );
    }
    c.header('cache-control', 'no-store');
    c.header('x-content-type-options', 'nosniff');
    c.header('referrer-policy', 'no-referrer');
    await next();
  });

  // A phone number written into the address as is (?to=+15550100) arrives with its plus read as a space.
  const recipient = (c: RouteContext): string | undefined =>
    c.req
      .query('to')
      ?.replace(/^ (?=\d+$)/, '+')
      .trim() || undefined;

  routes.get('/', async (c) => {
    const to = recipient(c);
    c.header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
    return c.html(mailboxPage(await mailer.messages({ to }), to));
  });

  routes.get('/api/messages', async (c) => c.json(await mailer.messages({ to: recipient(c) })));

  return routes;
}
