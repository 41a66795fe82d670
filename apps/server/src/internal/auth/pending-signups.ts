import type { Queryable } from '../db/database';
import type { User } from './users';
import { createUser, findUserById } from './users';

// A click on a confirmation link proves only that its clicker reads the mailbox, not which of the sign-ups
// made for that address was theirs. So an unconfirmed account holds no password: each sign-up waits beside it
// with its own password and details, and only the browser that made one (its PKCE verifier) can make it the
// account's. The account keeps the first sign-up's details meanwhile, so its username stays reserved, but any
// confirmation makes the account again from the activated sign-up's details, or from none.

export interface PendingSignUp {
  passwordHash: string;
  metadata: Record<string, unknown>;
}

/** Keeps a sign-up of an unconfirmed address, tied to its PKCE flow when it has one. */
export async function addPendingSignUp(
  tx: Queryable,
  userId: string,
  flowStateId: string | undefined,
  signUp: PendingSignUp,
  now: Date,
): Promise<void> {
  await tx.query(
    `insert into auth.pending_signups (user_id, flow_state_id, encrypted_password, raw_user_meta_data, created_at)
     values ($1, $2, $3, $4, $5)`,
    [userId, flowStateId ?? null, signUp.passwordHash, JSON.stringify(signUp.metadata), now],
  );
}

/**
 * The password of the first sign-up waiting on an unconfirmed account: typed before confirming, it tells its
 * maker the email is not confirmed yet, while a later sign-up's maker hears what anyone hears of an address
 * that already has an account. Only one hash is checked, so the answer takes as long as for any address.
 */
export async function firstPendingPassword(db: Queryable, userId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ encrypted_password: string }>(
    `select encrypted_password from auth.pending_signups where user_id = $1 order by created_at, id limit 1`,
    [userId],
  );
  return rows[0]?.encrypted_password;
}

/**
 * Whether a sign-up of this account waits for the browser that made it. Its confirmation link must then answer
 * with a code for that browser, whichever sign-up asked for the email last: a link that signs in at once would
 * confirm the address with no password, however the owner signed up.
 */
export async function awaitsItsBrowser(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from auth.pending_signups where user_id = $1 and flow_state_id is not null limit 1`,
    [userId],
  );
  return rows.length > 0;
}

/**
 * The sign-up waiting on an account whose PKCE flow has this challenge. The challenge is a hash of a secret
 * only that sign-up's browser holds, so looking it up tells nothing to whoever lacks the secret.
 */
export async function pendingSignUpOfFlow(
  db: Queryable,
  userId: string,
  challenge: string,
): Promise<PendingSignUp | undefined> {
  const { rows } = await db.query<{
    encrypted_password: string;
    raw_user_meta_data: Record<string, unknown>;
  }>(
    `select pending.encrypted_password, pending.raw_user_meta_data
       from auth.pending_signups as pending
       join auth.flow_state as flow on flow.id = pending.flow_state_id
      where pending.user_id = $1 and flow.authentication_method = 'email/signup' and flow.code_challenge = $2
      limit 1`,
    [userId, challenge],
  );
  const row = rows[0];
  return row ? { passwordHash: row.encrypted_password, metadata: row.raw_user_meta_data ?? {} } : undefined;
}

/** Forgets every sign-up waiting on an account, and their PKCE flows with them. */
export async function discardPendingSignUps(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `delete from auth.flow_state where user_id = $1 and authentication_method = 'email/signup'`,
    [userId],
  );
  await tx.query(`delete from auth.pending_signups where user_id = $1`, [userId]);
}

/** An account nobody has made their own yet: no password and never signed in to. */
function isUnclaimed(account: User | undefined): account is User & { email: string } {
  return Boolean(account?.email) && !account!.encrypted_password && !account!.last_sign_in_at;
}

/**
 * Makes the account again under the same id, with only these details: the database then builds its profile
 * and roles from them exactly as for a new account, and nothing the first sign-up left survives.
 */
async function makeAgain(
  tx: Queryable,
  account: User & { email: string },
  details: { passwordHash: string | null; metadata: Record<string, unknown> },
  now: Date,
): Promise<void> {
  await tx.query(`delete from auth.users where id = $1`, [account.id]);
  await createUser(tx, {
    id: account.id,
    email: account.email,
    passwordHash: details.passwordHash,
    userMetadata: details.metadata,
    confirmedAt: account.email_confirmed_at,
    now,
  });
}

/**
 * The browser that made this sign-up followed its confirmation: the account becomes what the sign-up asked
 * for, and every other sign-up is forgotten. An account someone has already signed in to (or given a
 * password) is left as it is: it has become someone's.
 */
export async function activatePendingSignUp(
  tx: Queryable,
  userId: string,
  signUp: PendingSignUp,
  now: Date,
): Promise<void> {
  await discardPendingSignUps(tx, userId);
  const account = await findUserById(tx, userId, true);
  if (!account?.email_confirmed_at || !isUnclaimed(account)) return;
  await makeAgain(tx, account, { passwordHash: signUp.passwordHash, metadata: signUp.metadata }, now);
}

/**
 * An address is being confirmed, or signed in to by link or code, other than by the browser of one of its
 * sign-ups: none of them is activated, and an account nobody has claimed loses the details the first one gave
 * it, so its clicker starts blank.
 */
export async function settlePendingSignUps(tx: Queryable, userId: string, now: Date): Promise<void> {
  const { rows } = await tx.query(`select 1 from auth.pending_signups where user_id = $1 limit 1`, [userId]);
  if (rows.length === 0) return;
  await discardPendingSignUps(tx, userId);
  const account = await findUserById(tx, userId, true);
  if (!isUnclaimed(account)) return;
  await makeAgain(tx, account, { passwordHash: null, metadata: {} }, now);
}
