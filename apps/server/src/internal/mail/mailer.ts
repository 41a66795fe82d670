import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A message as the mailbox shows it, newest first. */
export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  created_at: string;
}

export interface Mailer {
  /** Keeps the message in the mailbox, then delivers it over SMTP when configured. */
  send(email: OutgoingEmail): Promise<MailMessage>;
  /** Messages newest first, optionally only those to one address (compared without case). */
  messages(filter?: { to?: string; limit?: number }): Promise<MailMessage[]>;
  close(): void;
}

export interface MailerOptions {
  database: Queryable;
  from: string;
  smtpUrl: string | undefined;
  clock: Clock;
}

/** Thrown when SMTP refuses or cannot be reached; the message stays in the mailbox marked as failed. */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** The http(s) links of an HTML body, in order, without repeats: what a reader can click. */
export function linksOf(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/href\s*=\s*"([^"]*)"/gi)) {
    const href = match[1]!.replace(/&(amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity]!);
    if (/^https?:\/\//i.test(href)) links.add(href);
  }
  return [...links];
}

// Built as JSON text by the database, so PGlite and PostgreSQL hand back exactly the same thing.
const MESSAGE_JSON = `coalesce(json_agg(json_build_object(
    'id', m.id, 'to', m.to_address, 'subject', m.subject, 'text', m.text_body, 'html', m.html_body,
    'links', m.links, 'created_at', m.created_at
  ) order by m.sequence desc), '[]')::text as messages`;

function smtpTransport(smtpUrl: string): Transporter {
  // Generous but bounded: a dead mail server must not hold a request (or a shutdown) for minutes.
  return nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as never);
}

export function createMailer({ database, from, smtpUrl, clock }: MailerOptions): Mailer {
  const transport = smtpUrl ? smtpTransport(smtpUrl) : undefined;

  async function stored(source: string, params: unknown[]): Promise<MailMessage[]> {
    const { rows } = await database.query<{ messages: string }>(
      `with m as (${source}) select ${MESSAGE_JSON} from m`,
      params,
    );
    return JSON.parse(rows[0]!.messages) as MailMessage[];
  }

  return {
    async send(email) {
      const [message] = await stored(
        `insert into quizcoop_mail.messages
           (to_address, from_address, subject, text_body, html_body, links, created_at)
         values ($1, $2, $3, $4, $5, $6, $7)
         returning *`,
        [email.to, from, email.subject, email.text, email.html, linksOf(email.html), clock()],
      );
      if (!transport) return message!;
      try {
        await transport.sendMail({
          from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
        });
        await database.query(`update quizcoop_mail.messages set delivery = 'sent' where id = $1`, [
          message!.id,
        ]);
      } catch (error) {
        const reason = (error as Error).message;
        await database.query(
          `update quizcoop_mail.messages set delivery = 'failed', delivery_error = $2 where id = $1`,
          [message!.id, reason],
        );
        throw new MailDeliveryError(`The email to ${email.to} could not be delivered: ${reason}`, {
          cause: error,
        });
      }
      return message!;
    },

    messages({ to, limit = 200 } = {}) {
      return stored(
        `select * from quizcoop_mail.messages
          where $1::text is null or lower(to_address) = lower($1)
          order by sequence desc
          limit $2`,
        [to ?? null, Math.min(Math.max(limit, 1), 1000)],
      );
    },

    close() {
      transport?.close();
    },
  };
}
