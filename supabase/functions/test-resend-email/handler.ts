import type { FunctionContext, FunctionUser } from '../_shared/context.ts';
import { defineFunction, FunctionError, json, readJsonObject } from '../_shared/http.ts';
import { isNewsletterEmail } from '../_shared/newsletter.ts';

/**
 * Whether the caller is the admin, and whether this session may act as one. The database's one admin rule asks
 * for the second factor only of the caller's own session, which it reads from the request's claims, so the
 * check runs with the caller's verified `sub` and `aal` in place of the service role's.
 */
async function adminStanding(
  context: FunctionContext,
  user: FunctionUser,
): Promise<{ identity: boolean; acting: boolean }> {
  return context.db.transaction(async (tx) => {
    await tx.query("select set_config('request.jwt.claims', $1, true)", [
      JSON.stringify({ sub: user.id, aal: user.aal }),
    ]);
    const { rows } = await tx.query<{ identity: boolean; acting: boolean }>(
      'select private.holds_admin_identity($1::uuid) as identity, private.is_admin($1::uuid) as acting',
      [user.id],
    );
    return rows[0] ?? { identity: false, acting: false };
  });
}

/** Sends a test email to `{email}`, to check the mail setup. Only the service role or an admin may. */
export const handler = defineFunction(['POST'], async (request, context) => {
  if (context.role !== 'service_role') {
    if (!context.user) throw new FunctionError(401, 'Sign in as an administrator to send a test email.');
    const { identity, acting } = await adminStanding(context, context.user);
    if (!identity) throw new FunctionError(403, 'Only an administrator can send a test email.');
    if (!acting) {
      throw new FunctionError(403, 'Confirm your second factor before sending a test email.');
    }
  }
  const { email } = await readJsonObject(request);
  if (!isNewsletterEmail(email)) throw new FunctionError(400, 'Please enter a valid email address.');
  const sentAt = new Date().toISOString();
  await context.mailer.send({
    to: email,
    subject: 'Quiz Coop test email',
    text: `This is a test email from Quiz Coop, sent at ${sentAt}. If you can read it, email sending works.`,
    html: `<p>This is a test email from Quiz Coop, sent at ${sentAt}.</p><p>If you can read it, email sending works.</p>`,
  });
  return json({ sent: true, to: email, sentAt });
});
