import { defineFunction, FunctionError, json, readJsonObject } from '../_shared/http.ts';
import { isNewsletterEmail } from '../_shared/newsletter.ts';

/** Sends a test email to `{email}`, to check the mail setup. Only the service role or an admin may. */
export const handler = defineFunction(['POST'], async (request, context) => {
  if (context.role !== 'service_role') {
    if (!context.user) throw new FunctionError(401, 'Sign in as an administrator to send a test email.');
    const { rows } = await context.db.query<{ admin: boolean }>(
      'select private.is_admin($1::uuid) as admin',
      [context.user.id],
    );
    if (!rows[0]?.admin) throw new FunctionError(403, 'Only an administrator can send a test email.');
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
