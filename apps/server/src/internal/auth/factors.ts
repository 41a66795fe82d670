import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { AuthError } from './errors';
import type { FactorSecrets } from './factor-secrets';
import { matchingTotpStep, newTotpSecret, otpauthUri, qrCodeSvg } from './totp';

// Second factors as GoTrue handles them: a factor is enrolled unverified, and becomes verified the first time one
// of its challenges is answered right (a TOTP code here, a WebAuthn credential in webauthn-factors.ts). Answering
// a challenge raises the session to aal2.

/** A challenge must be answered within five minutes, as on GoTrue. */
const CHALLENGE_LIFETIME_MS = 5 * 60_000;

/** An unverified factor nobody challenged is dropped after five minutes (GoTrue's factor expiry). */
const UNVERIFIED_FACTOR_LIFETIME_MS = 5 * 60_000;

/** GoTrue's default ceiling on factors per account, verified or not. */
const MAX_FACTORS = 10;

/** The `amr` method each factor type adds to a session, as GoTrue names them. */
const AMR_METHODS: Record<string, string> = { totp: 'totp', webauthn: 'mfa/webauthn', phone: 'mfa/phone' };

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'unverified' | 'verified';
  created_at: Date;
  updated_at: Date;
  last_challenged_at: Date | null;
}

const FACTOR_COLUMNS =
  'id, user_id, friendly_name, factor_type, status, created_at, updated_at, last_challenged_at';

const insufficientAal = (message: string, status = 422) => new AuthError(status, 'insufficient_aal', message);

export const factorNotFound = () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found');

/** The user's factors, oldest first, as the user JSON lists them. */
export async function factorsOf(db: Queryable, userId: string): Promise<FactorRow[]> {
  const { rows } = await db.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at, id`,
    [userId],
  );
  return rows;
}

/** A factor as GoTrue puts it in the user JSON; the secret never leaves the server again after enrolment. */
export function factorJson(factor: FactorRow): Record<string, unknown> {
  return {
    id: factor.id,
    ...(factor.friendly_name ? { friendly_name: factor.friendly_name } : {}),
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: factor.created_at.toISOString(),
    updated_at: factor.updated_at.toISOString(),
    last_challenged_at: factor.last_challenged_at ? factor.last_challenged_at.toISOString() : null,
  };
}

/** One of the caller's own factors; another account's factor is answered exactly like a missing one. */
export async function ownFactor(
  db: Queryable,
  userId: string,
  factorId: string,
  forUpdate = false,
): Promise<FactorRow> {
  const { rows } = await db.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2 ${forUpdate ? 'for update' : ''}`,
    [factorId, userId],
  );
  if (!rows[0]) throw factorNotFound();
  return rows[0];
}

export interface TotpEnrolment {
  userId: string;
  accountName: string;
  sessionAal: 'aal1' | 'aal2';
  friendlyName: string;
  issuer: string;
  secrets: FactorSecrets;
  now: Date;
}

/**
 * GoTrue's rules for a new factor of any type, checked with the account locked so they hold under concurrent
 * requests: stale unverified factors go, names are unique per account, the count is capped, and once a factor
 * is verified only an aal2 session may add another.
 */
export async function checkEnrolment(
  tx: Queryable,
  enrolment: { userId: string; friendlyName: string; sessionAal: 'aal1' | 'aal2'; now: Date },
): Promise<void> {
  const { userId, now } = enrolment;
  await tx.query(`select 1 from auth.users where id = $1 for update`, [userId]);
  await tx.query(
    `delete from auth.mfa_factors factor
      where factor.user_id = $1 and factor.status <> 'verified' and factor.created_at < $2
        and not exists (select 1 from auth.mfa_challenges challenge where challenge.factor_id = factor.id)`,
    [userId, new Date(now.getTime() - UNVERIFIED_FACTOR_LIFETIME_MS)],
  );
  const existing = await factorsOf(tx, userId);
  if (existing.some((factor) => (factor.friendly_name ?? '') === enrolment.friendlyName)) {
    throw new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${enrolment.friendlyName}" for this user already exists`,
    );
  }
  const verified = existing.filter((factor) => factor.status === 'verified').length;
  if (existing.length >= MAX_FACTORS || verified >= MAX_FACTORS) {
    throw new AuthError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  }
  if (verified > 0 && enrolment.sessionAal !== 'aal2') {
    throw insufficientAal('AAL2 required to enroll a new factor', 403);
  }
}

/** Enrols an unverified TOTP factor and returns GoTrue's answer: the id and what the authenticator app needs. */
export async function enrollTotp(tx: Queryable, enrolment: TotpEnrolment): Promise<Record<string, unknown>> {
  const { userId, now } = enrolment;
  await checkEnrolment(tx, enrolment);
  const id = randomUUID();
  const secret = newTotpSecret();
  await tx.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', $4, $4, $5)`,
    [id, userId, enrolment.friendlyName, now, enrolment.secrets.seal(id, secret)],
  );
  const uri = otpauthUri(enrolment.issuer, enrolment.accountName, secret);
  return {
    id,
    type: 'totp',
    friendly_name: enrolment.friendlyName,
    totp: { qr_code: qrCodeSvg(uri), secret, uri },
  };
}

/** A new challenge for the factor, answered with its expiry in seconds since the epoch. */
export async function challengeFactor(
  tx: Queryable,
  factor: FactorRow,
  ipAddress: string,
  now: Date,
): Promise<{ id: string; type: string; expires_at: number }> {
  const id = randomUUID();
  await tx.query(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, $3, $4)`,
    [id, factor.id, now, ipAddress],
  );
  await tx.query(`update auth.mfa_factors set last_challenged_at = $2 where id = $1`, [factor.id, now]);
  return {
    id,
    type: factor.factor_type,
    expires_at: Math.floor((now.getTime() + CHALLENGE_LIFETIME_MS) / 1000),
  };
}

interface ChallengeRow {
  id: string;
  created_at: Date;
  verified_at: Date | null;
  ip_address: string;
}

/**
 * Checks a code against a challenge of the factor and uses both up: the challenge is marked verified and keeps
 * the time step the code was for, so neither that code nor an older one works again for this factor.
 */
export async function answerChallenge(
  tx: Queryable,
  factorId: string,
  answer: { challengeId: string; code: string; ipAddress: string; secrets: FactorSecrets; now: Date },
): Promise<void> {
  const { now } = answer;
  const { rows } = await tx.query<ChallengeRow>(
    `select id, created_at, verified_at, host(ip_address) as ip_address from auth.mfa_challenges
      where id = $1 and factor_id = $2 for update`,
    [answer.challengeId, factorId],
  );
  const challenge = rows[0];
  if (!challenge) {
    throw new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  }
  if (challenge.verified_at || challenge.ip_address !== answer.ipAddress) {
    throw new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  }
  if (now.getTime() - challenge.created_at.getTime() > CHALLENGE_LIFETIME_MS) {
    throw new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  const { rows: factors } = await tx.query<{ secret: string | null; last_step: string | null }>(
    `select factor.secret, (
        select max(used.otp_code::bigint) from auth.mfa_challenges used
         where used.factor_id = factor.id and used.verified_at is not null and used.otp_code ~ '^[0-9]+$'
      ) as last_step
       from auth.mfa_factors factor where factor.id = $1`,
    [factorId],
  );
  const secret = factors[0]?.secret ? answer.secrets.open(factorId, factors[0].secret) : undefined;
  const step = secret === undefined ? undefined : matchingTotpStep(secret, answer.code, now);
  if (step === undefined) {
    throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
  }
  if (factors[0]!.last_step !== null && step <= Number(factors[0]!.last_step)) {
    throw new AuthError(
      422,
      'mfa_verification_failed',
      'This code has already been used, enter the next code from your authenticator app',
    );
  }
  await tx.query(`update auth.mfa_challenges set verified_at = $2, otp_code = $3 where id = $1`, [
    challenge.id,
    now,
    String(step),
  ]);
}

/**
 * What a right answer does, as on GoTrue: the factor is verified, this session rises to aal2 with the factor's
 * claim (`totp`, `mfa/webauthn`), the account's sessions still at aal1 elsewhere are ended, and the other
 * unverified factors of the same type go.
 */
export async function raiseSession(
  tx: Queryable,
  factor: FactorRow,
  sessionId: string,
  now: Date,
): Promise<void> {
  if (factor.status !== 'verified') {
    await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = $2 where id = $1`, [
      factor.id,
      now,
    ]);
  }
  await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = $3 where id = $1`, [
    sessionId,
    factor.id,
    now,
  ]);
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, $2, $2, $3)
     on conflict (session_id, authentication_method) do update set updated_at = excluded.updated_at`,
    [sessionId, now, AMR_METHODS[factor.factor_type] ?? factor.factor_type],
  );
  await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2 and aal = 'aal1'`, [
    factor.user_id,
    sessionId,
  ]);
  await tx.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = $2 and id <> $3`,
    [factor.user_id, factor.factor_type, factor.id],
  );
}

/** Removes a factor; the sessions it raised fall back to aal1 and lose its claim. */
export async function unenrollFactor(
  tx: Queryable,
  factor: FactorRow,
  sessionAal: 'aal1' | 'aal2',
  now: Date,
): Promise<void> {
  if (factor.status === 'verified' && sessionAal !== 'aal2') {
    throw insufficientAal('AAL2 required to unenroll verified factor');
  }
  await tx.query(
    `delete from auth.mfa_amr_claims claim using auth.sessions session
      where claim.session_id = session.id and session.factor_id = $1 and claim.authentication_method = $2`,
    [factor.id, AMR_METHODS[factor.factor_type] ?? factor.factor_type],
  );
  await tx.query(
    `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = $2 where factor_id = $1`,
    [factor.id, now],
  );
  await tx.query(`delete from auth.mfa_factors where id = $1`, [factor.id]);
}
