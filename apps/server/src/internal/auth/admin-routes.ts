import type { Hono } from 'hono';
import { isPostgresError } from '../db/database';
import type { AdminChanges } from './admin-users';
import {
  DEFAULT_PER_PAGE,
  deleteUser,
  emailExists,
  listUsers,
  MAX_PER_PAGE,
  phoneExists,
  updateUserAsAdmin,
  userNotFound,
} from './admin-users';
import { banUntil } from './ban-duration';
import { bearerCaller } from './bearer';
import { recordEmailChange } from './email-change';
import { createEmailLink } from './email-links';
import type { IssuedLink, LinkPurpose, VerificationType } from './email-links';
import { inviteEmail } from './emails';
import { AuthError, signupRefusedByDatabase, validationFailed } from './errors';
import { factorJson, factorNotFound, ownFactor, unenrollFactor } from './factors';
import type { AuthKit } from './kit';
import { checkNewPassword, hashPassword } from './password';
import { phoneOf } from './phone-numbers';
import { emailOf, isGiven, metadataOf, readBody } from './request';
import type { Body } from './request';
import type { User } from './users';
import { createUser, findUserByEmail, findUserById, findUserByPhone, userJson } from './users';
import type { RouteContext, ServerEnv } from '../http/env';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type LinkType = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change_current' | 'email_change_new';

const LINK_TYPES: readonly LinkType[] = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change_current',
  'email_change_new',
];

function booleanOf(value: unknown, field: string): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw validationFailed(`${field} must be true or false`);
  return value;
}

function pageParameter(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) {
    throw validationFailed('Bad Pagination Parameters: page and per_page must be whole numbers from 1');
  }
  return Number(value);
}

/** GoTrue's Link header: the page number comes first in each URL, where supabase-js reads it. */
function paginationLinks(c: RouteContext, page: number, perPage: number, total: number): string {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const pageUrl = (target: number) => {
    const url = new URL(c.req.url);
    url.search = `?page=${target}&per_page=${perPage}`;
    return url.pathname + url.search;
  };
  const links = page < lastPage ? [`<${pageUrl(page + 1)}>; rel="next"`] : [];
  links.push(`<${pageUrl(lastPage)}>; rel="last"`);
  return links.join(', ');
}

function isUniqueViolation(error: unknown): boolean {
  return isPostgresError(error) && error.code === '23505';
}

/**
 * GoTrue's admin API (supabase-js `auth.admin`): accounts, links and invitations made by the project itself,
 * never by a user. Only a token whose role is service_role gets in; everyone else, including signed-in users and
 * the anon key, gets 403 not_admin.
 */
export function registerAdminRoutes(routes: Hono<ServerEnv>, kit: AuthKit): void {
  const { database, keys, config, mailer, background } = kit.context;

  const requireServiceRole = async (c: RouteContext, next: () => Promise<void>) => {
    const { role } = await bearerCaller(c.req.header('authorization'), keys.jwtSecret);
    if (role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
    await next();
  };
  routes.use('/admin/*', requireServiceRole);
  routes.use('/invite', requireServiceRole);

  async function existingUser(id: string): Promise<User> {
    if (!UUID.test(id)) throw userNotFound();
    const user = await findUserById(database, id);
    if (!user || user.deleted_at) throw userNotFound();
    return user;
  }

  const newPasswordHash = async (value: unknown) =>
    isGiven(value) ? hashPassword(checkNewPassword(value, config.passwordPolicy)) : undefined;

  routes.get('/admin/users', async (c) => {
    const page = pageParameter(c.req.query('page'), 1);
    const perPage = Math.min(pageParameter(c.req.query('per_page'), DEFAULT_PER_PAGE), MAX_PER_PAGE);
    const { users, total } = await listUsers(database, page, perPage);
    c.header('x-total-count', String(total));
    c.header('link', paginationLinks(c, page, perPage, total));
    return c.json({ users: users.map(userJson), aud: 'authenticated' });
  });

  routes.post('/admin/users', async (c) => {
    const body = await readBody(c);
    const email = isGiven(body.email) ? emailOf(body.email) : null;
    const phone = isGiven(body.phone) ? phoneOf(body.phone) : null;
    if (!email && !phone) throw validationFailed('Cannot create a user without either an email or phone');
    const passwordHash = (await newPasswordHash(body.password)) ?? null;
    const userMetadata = metadataOf(body.user_metadata);
    const appMetadata = metadataOf(body.app_metadata);
    const emailConfirm = booleanOf(body.email_confirm, 'email_confirm');
    const phoneConfirm = booleanOf(body.phone_confirm, 'phone_confirm');
    const at = kit.now();
    const bannedUntil = banUntil(body.ban_duration, at);
    let created: User;
    try {
      created = await database.transaction(async (tx) => {
        if (email && (await findUserByEmail(tx, email))) throw emailExists();
        if (phone && (await findUserByPhone(tx, phone))) throw phoneExists();
        const user = await createUser(tx, {
          email,
          phone,
          passwordHash,
          userMetadata,
          appMetadata,
          confirmedAt: emailConfirm ? at : null,
          phoneConfirmedAt: phoneConfirm ? at : null,
          now: at,
        });
        if (bannedUntil) await updateUserAsAdmin(tx, user, { bannedUntil }, at);
        return user;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw email ? emailExists() : phoneExists();
      throw signupRefusedByDatabase(error) ?? error;
    }
    return c.json(userJson((await findUserById(database, created.id))!));
  });

  routes.get('/admin/users/:id', async (c) => c.json(userJson(await existingUser(c.req.param('id')))));

  routes.put('/admin/users/:id', async (c) => {
    const user = await existingUser(c.req.param('id'));
    const body = await readBody(c);
    const at = kit.now();
    const changes: AdminChanges = {
      email: isGiven(body.email) ? emailOf(body.email) : undefined,
      phone: isGiven(body.phone) ? phoneOf(body.phone) : undefined,
      passwordHash: await newPasswordHash(body.password),
      emailConfirm: booleanOf(body.email_confirm, 'email_confirm'),
      phoneConfirm: booleanOf(body.phone_confirm, 'phone_confirm'),
      userMetadata: body.user_metadata === undefined ? undefined : metadataOf(body.user_metadata),
      appMetadata: body.app_metadata === undefined ? undefined : metadataOf(body.app_metadata),
      bannedUntil: banUntil(body.ban_duration, at),
    };
    try {
      await database.transaction(async (tx) => updateUserAsAdmin(tx, user, changes, at));
    } catch (error) {
      if (isUniqueViolation(error)) throw changes.email ? emailExists() : phoneExists();
      throw signupRefusedByDatabase(error) ?? error;
    }
    return c.json(userJson((await findUserById(database, user.id))!));
  });

  routes.delete('/admin/users/:id', async (c) => {
    const user = await existingUser(c.req.param('id'));
    const body = await readBody(c);
    const soft = booleanOf(body.should_soft_delete, 'should_soft_delete') ?? false;
    await database.transaction((tx) => deleteUser(tx, user.id, soft, kit.now()));
    return c.json(userJson(user));
  });

  routes.get('/admin/users/:id/factors', async (c) => {
    const user = await existingUser(c.req.param('id'));
    return c.json(user.factors.map(factorJson));
  });

  routes.delete('/admin/users/:id/factors/:factorId', async (c) => {
    const user = await existingUser(c.req.param('id'));
    const factorId = c.req.param('factorId');
    if (!UUID.test(factorId)) throw factorNotFound();
    const removed = await database.transaction(async (tx) => {
      const factor = await ownFactor(tx, user.id, factorId, true);
      // The project removes a factor for its owner (a lost phone): no second factor is asked for.
      await unenrollFactor(tx, factor, 'aal2', kit.now());
      return factor;
    });
    return c.json(factorJson(removed));
  });

  /** The account an invitation or a sign-up link is for: a new one, or one that never confirmed its address. */
  async function unconfirmedAccount(
    email: string,
    passwordHash: string | null,
    metadata: Record<string, unknown>,
    invited: boolean,
    purpose: LinkPurpose,
  ): Promise<{ user: User; issued: IssuedLink }> {
    const at = kit.now();
    try {
      return await database.transaction(async (tx) => {
        let user = await findUserByEmail(tx, email, true);
        if (user?.email_confirmed_at) throw emailExists();
        user ??= await createUser(tx, {
          email,
          passwordHash,
          userMetadata: metadata,
          confirmedAt: null,
          now: at,
        });
        if (invited) await tx.query(`update auth.users set invited_at = $2 where id = $1`, [user.id, at]);
        return { user, issued: await createEmailLink(tx, user.id, purpose, email, false, at) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailExists();
      throw signupRefusedByDatabase(error) ?? error;
    }
  }

  async function linkFor(
    type: LinkType,
    email: string,
    body: Body,
  ): Promise<{ user: User; issued: IssuedLink }> {
    if (type === 'signup') {
      const passwordHash = (await newPasswordHash(body.password)) ?? null;
      return unconfirmedAccount(email, passwordHash, metadataOf(body.data), false, 'signup');
    }
    if (type === 'invite') return unconfirmedAccount(email, null, metadataOf(body.data), true, 'signup');
    const newEmail = type.startsWith('email_change') ? emailOf(body.new_email) : undefined;
    const at = kit.now();
    return database.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email, true);
      if (!user || user.deleted_at)
        throw new AuthError(404, 'user_not_found', 'User with this email not found');
      if (newEmail === undefined) {
        const purpose = type === 'magiclink' && !user.email_confirmed_at ? 'signup' : 'recovery';
        return { user, issued: await createEmailLink(tx, user.id, purpose, email, false, at) };
      }
      if (await findUserByEmail(tx, newEmail)) throw emailExists();
      await recordEmailChange(tx, user.id, newEmail, at);
      const current = await createEmailLink(tx, user.id, 'email_change_current', email, false, at);
      const next = await createEmailLink(tx, user.id, 'email_change', newEmail, false, at);
      return { user, issued: type === 'email_change_current' ? current : next };
    });
  }

  const verificationTypeOf = (type: LinkType): VerificationType =>
    type.startsWith('email_change') ? 'email_change' : (type as VerificationType);

  /** Makes the link an email would carry and answers it instead of sending it, with its account. */
  routes.post('/admin/generate_link', async (c) => {
    const body = await readBody(c);
    const type = body.type;
    if (typeof type !== 'string' || !(LINK_TYPES as readonly string[]).includes(type)) {
      throw validationFailed(`Invalid link type: use one of ${LINK_TYPES.join(', ')}`);
    }
    const email = emailOf(body.email);
    const redirectTo = kit.redirectTarget(c.req.query('redirect_to') ?? body.redirect_to);
    const { user, issued } = await linkFor(type as LinkType, email, body);
    const verificationType = verificationTypeOf(type as LinkType);
    const link = kit.verifyLink(issued, verificationType, redirectTo);
    return c.json({
      ...userJson((await findUserById(database, user.id))!),
      action_link: link.url,
      email_otp: issued.code,
      hashed_token: issued.token,
      redirect_to: redirectTo,
      verification_type: verificationType,
    });
  });

  routes.post('/invite', async (c) => {
    const body = await readBody(c);
    const email = emailOf(body.email);
    const redirectTo = kit.redirectTarget(c.req.query('redirect_to') ?? body.redirect_to);
    const { user, issued } = await unconfirmedAccount(email, null, metadataOf(body.data), true, 'signup');
    const link = kit.verifyLink(issued, 'invite', redirectTo);
    background.run(`Sending an invitation to ${email}`, () => mailer.send(inviteEmail(email, link)));
    return c.json(userJson((await findUserById(database, user.id))!));
  });
}
