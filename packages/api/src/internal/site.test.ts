import { startTestServer } from '@quizcoop/server/testing';
import type { TestServer } from '@quizcoop/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckout } from './checkout';
import { isNewsletterDuplicate } from './errors';
import { SITE_MESSAGES } from './siteMessages';
import { fetchFeatureFlags } from './featureFlags';
import { FunctionCallError } from './functions';
import { confirmNewsletter, subscribeToNewsletter } from './newsletter';
import { PROBLEM_REPORT_MESSAGES, submitProblemReport, validateProblemReport } from './reports';
import { signedInClient, visitorClient } from './testBackend';

describe('validateProblemReport', () => {
  const valid = { category: 'Bug or error', description: 'The wheel froze.', contactEmail: '' };

  it('accepts a report with or without a contact address', () => {
    expect(validateProblemReport(valid)).toEqual({});
    expect(validateProblemReport({ ...valid, contactEmail: ' teacher@school.example ' })).toEqual({});
  });

  it('names each field to fix', () => {
    expect(validateProblemReport({ category: '', description: '   ', contactEmail: 'nobody' })).toEqual({
      category: PROBLEM_REPORT_MESSAGES.categoryRequired,
      description: PROBLEM_REPORT_MESSAGES.descriptionRequired,
      contactEmail: PROBLEM_REPORT_MESSAGES.contactEmailInvalid,
    });
    expect(validateProblemReport({ ...valid, description: 'x'.repeat(5001) })).toEqual({
      description: PROBLEM_REPORT_MESSAGES.descriptionTooLong,
    });
  });
});

describe('the site against the server', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('reads the seeded feature flags for a visitor, and no flags when the server cannot be reached', async () => {
    const read = await fetchFeatureFlags(visitorClient(server));
    expect(read.map((flag) => flag.name).sort()).toEqual([
      'copy_public_games',
      'premium_question_creation',
      'premium_questions_access',
      'premium_subscription_available',
      'unlimited_score_scrambles',
    ]);
    expect(await fetchFeatureFlags(visitorClient({ ...server, url: 'http://127.0.0.1:9' }))).toEqual([]);
  });

  it('signs an address up, emails the link, confirms it once and says so again', async () => {
    const client = visitorClient(server);
    const email = `reader.${Date.now()}@school.example`;
    expect(await subscribeToNewsletter(client, email, server.url)).toBe('subscribed');
    const link = await server.mailbox.latestLink(email);
    const token = new URL(link).searchParams.get('token')!;
    expect(new URL(link).pathname).toBe('/confirm-newsletter');

    expect(await confirmNewsletter(client, token)).toEqual({ email, alreadyConfirmed: false });
    expect(await confirmNewsletter(client, token)).toEqual({ email, alreadyConfirmed: true });
    const [{ confirmed }] = (
      await server.database.query<{ confirmed: boolean }>(
        'select confirmed_at is not null as confirmed from public.newsletter_subscribers where email = $1',
        [email],
      )
    ).rows as [{ confirmed: boolean }];
    expect(confirmed).toBe(true);
  });

  it('answers an address already on the list, in any letter case, as already subscribed', async () => {
    const client = visitorClient(server);
    const email = `twice.${Date.now()}@school.example`;
    await subscribeToNewsletter(client, email, server.url);
    expect(await subscribeToNewsletter(client, email.toUpperCase(), server.url)).toBe('already-subscribed');
    expect(SITE_MESSAGES.newsletterAlreadySubscribed).toBe(
      'This email is already in our subscription list. Please check your inbox for the confirmation email.',
    );
  });

  it('refuses an unknown or malformed confirmation token with a message saying what to do', async () => {
    const client = visitorClient(server);
    await expect(confirmNewsletter(client, 'a'.repeat(64))).rejects.toMatchObject({
      status: 404,
      message: 'This confirmation link is not valid. Please sign up for the newsletter again.',
    });
    const malformed = await confirmNewsletter(client, 'nope').catch((error: unknown) => error);
    expect(malformed).toBeInstanceOf(FunctionCallError);
    expect(isNewsletterDuplicate(malformed)).toBe(false);
  });

  it('stores a visitor’s problem report, which only the service role reads back', async () => {
    const client = visitorClient(server);
    const description = `The scoreboard overlaps the wheel ${Date.now()}`;
    await submitProblemReport(client, {
      category: 'Bug or error',
      description: `  ${description}  `,
      contactEmail: 'teacher@school.example',
      page: '/game',
    });
    const { rows } = await server.database.query(
      'select category, description, contact_email, page, reporter_id, status from public.problem_reports where description = $1',
      [description],
    );
    expect(rows).toEqual([
      {
        category: 'Bug or error',
        description,
        contact_email: 'teacher@school.example',
        page: '/game',
        reporter_id: null,
        status: 'open',
      },
    ]);
    const { data } = await client.from('problem_reports').select('id');
    expect(data ?? []).toEqual([]);
  });

  it('files a signed-in teacher’s report in their name', async () => {
    const user = await server.createUser({
      email: `reporter.${Date.now()}@school.example`,
      password: 'Chalk#2026x',
    });
    const client = await signedInClient(server, user);
    const description = `Signed-in report ${Date.now()}`;
    await submitProblemReport(client, { category: 'Other', description, contactEmail: '' });
    const { rows } = await server.database.query(
      'select reporter_id::text, contact_email from public.problem_reports where description = $1',
      [description],
    );
    expect(rows).toEqual([{ reporter_id: user.id, contact_email: null }]);
  });

  it('opens a local checkout for a signed-in teacher and refuses a visitor', async () => {
    const user = await server.createUser({
      email: `payer.${Date.now()}@school.example`,
      password: 'Chalk#2026x',
    });
    const url = await createCheckout(await signedInClient(server, user), 'yearly');
    expect(new URL(url).pathname).toMatch(/^\/_checkout\//);
    await expect(createCheckout(visitorClient(server), 'monthly')).rejects.toMatchObject({ status: 401 });
  });
});
