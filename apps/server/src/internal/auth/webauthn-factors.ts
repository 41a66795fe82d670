import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { AuthError, validationFailed } from './errors';
import type { FactorRow } from './factors';
import { checkEnrolment } from './factors';
import type { Expectation, StoredCredential } from './webauthn';
import { COSE_ALGORITHMS, WebAuthnError, toBase64Url, verifyAssertion, verifyRegistration } from './webauthn';

// WebAuthn second factors as GoTrue keeps them: a factor is enrolled unverified; its first challenge asks the
// browser to create a credential, and the answer registers it and verifies the factor. Every later challenge
// asks for an assertion, which the stored key must have signed. A challenge's options (relying party, origins,
// the random challenge) are kept in the challenge row, so the answer is checked against what was asked.

/** A challenge must be answered within five minutes, as on GoTrue; the browser is given the same time. */
const CHALLENGE_LIFETIME_MS = 5 * 60_000;

type Ceremony = 'create' | 'request';

interface SessionData extends Expectation {
  ceremony: Ceremony;
}

/** Where the browser is told to run the ceremony: the relying party and the origins its pages may be on. */
export interface RelyingParty {
  rpId: string;
  origins: string[];
}

const verificationFailed = (message: string) => new AuthError(422, 'mfa_verification_failed', message);

/**
 * The relying party a challenge names (supabase-js sends `rpId` and `rpOrigins`; `rp_id` and `rp_origins` are
 * taken too), or the site's own host and origin when it names none.
 */
export function relyingPartyOf(params: unknown, siteUrl: string): RelyingParty {
  const given = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>;
  const site = new URL(siteUrl);
  const rpId = given.rpId ?? given.rp_id ?? site.hostname;
  const origins = given.rpOrigins ?? given.rp_origins ?? [site.origin];
  if (typeof rpId !== 'string' || !/^[a-z0-9.-]{1,253}$/i.test(rpId)) {
    throw validationFailed('webauthn.rpId must be a host name');
  }
  if (
    !Array.isArray(origins) ||
    origins.length === 0 ||
    origins.length > 10 ||
    !origins.every((origin) => typeof origin === 'string' && isOrigin(origin))
  ) {
    throw validationFailed('webauthn.rpOrigins must list the origins (scheme, host and port) of the pages');
  }
  return { rpId: rpId.toLowerCase(), origins: origins as string[] };
}

function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

export async function enrollWebAuthn(
  tx: Queryable,
  enrolment: { userId: string; friendlyName: string; sessionAal: 'aal1' | 'aal2'; now: Date },
): Promise<Record<string, unknown>> {
  await checkEnrolment(tx, enrolment);
  const id = randomUUID();
  await tx.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at)
     values ($1, $2, $3, 'webauthn', 'unverified', $4, $4)`,
    [id, enrolment.userId, enrolment.friendlyName, enrolment.now],
  );
  return { id, type: 'webauthn', friendly_name: enrolment.friendlyName };
}

async function credentialOf(tx: Queryable, factorId: string): Promise<StoredCredential | undefined> {
  const { rows } = await tx.query<{ web_authn_credential: StoredCredential | null }>(
    `select web_authn_credential from auth.mfa_factors where id = $1`,
    [factorId],
  );
  return rows[0]?.web_authn_credential ?? undefined;
}

/** The browser's options for a new credential; the account's other credentials are excluded. */
async function creationOptions(
  tx: Queryable,
  user: { id: string; email: string | null; phone: string | null },
  party: RelyingParty,
  challenge: string,
): Promise<Record<string, unknown>> {
  const { rows } = await tx.query<{ id: string }>(
    `select web_authn_credential->>'id' as id from auth.mfa_factors
      where user_id = $1 and factor_type = 'webauthn' and web_authn_credential is not null`,
    [user.id],
  );
  const name = user.email || user.phone || user.id;
  return {
    rp: { id: party.rpId, name: party.rpId },
    user: { id: toBase64Url(Buffer.from(user.id)), name, displayName: name },
    challenge,
    pubKeyCredParams: COSE_ALGORITHMS.map((alg) => ({ type: 'public-key', alg })),
    timeout: CHALLENGE_LIFETIME_MS,
    excludeCredentials: rows.map((row) => ({ type: 'public-key', id: row.id })),
    authenticatorSelection: { userVerification: 'preferred' },
    attestation: 'none',
  };
}

/**
 * A new challenge: credential creation options for an unverified factor, request options for a verified one.
 * Answered as GoTrue does, with the options under `webauthn.credential_options.publicKey`.
 */
export async function challengeWebAuthn(
  tx: Queryable,
  factor: FactorRow,
  user: { id: string; email: string | null; phone: string | null },
  party: RelyingParty,
  ipAddress: string,
  now: Date,
): Promise<Record<string, unknown>> {
  const challenge = toBase64Url(randomBytes(32));
  let ceremony: Ceremony;
  let publicKey: Record<string, unknown>;
  const credential = factor.status === 'verified' ? await credentialOf(tx, factor.id) : undefined;
  if (factor.status === 'verified' && !credential) throw verificationFailed('The factor has no credential');
  if (credential) {
    ceremony = 'request';
    publicKey = {
      challenge,
      timeout: CHALLENGE_LIFETIME_MS,
      rpId: credential.rpId,
      allowCredentials: [{ type: 'public-key', id: credential.id }],
      userVerification: 'preferred',
    };
  } else {
    ceremony = 'create';
    publicKey = await creationOptions(tx, user, party, challenge);
  }
  // An assertion can only be made for the relying party the credential was registered with.
  const sessionData: SessionData = {
    ceremony,
    challenge,
    rpId: credential ? credential.rpId : party.rpId,
    origins: party.origins,
  };
  const id = randomUUID();
  await tx.query(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address, web_authn_session_data)
     values ($1, $2, $3, $4, $5)`,
    [id, factor.id, now, ipAddress, JSON.stringify(sessionData)],
  );
  await tx.query(`update auth.mfa_factors set last_challenged_at = $2 where id = $1`, [factor.id, now]);
  return {
    id,
    type: 'webauthn',
    expires_at: Math.floor((now.getTime() + CHALLENGE_LIFETIME_MS) / 1000),
    webauthn: { type: ceremony, credential_options: { publicKey } },
  };
}

export interface WebAuthnAnswer {
  challengeId: string;
  /** The verify request's `webauthn` object: `type` and `credential_response`. */
  params: unknown;
  ipAddress: string;
  now: Date;
}

/**
 * Checks the browser's answer to a challenge of the factor. The challenge is used up by a right answer; a
 * 'create' answer registers the credential and a 'request' answer moves its signature counter on.
 */
export async function answerWebAuthn(
  tx: Queryable,
  factor: FactorRow,
  answer: WebAuthnAnswer,
): Promise<void> {
  const params = (answer.params && typeof answer.params === 'object' ? answer.params : undefined) as
    | Record<string, unknown>
    | undefined;
  if (!params) throw validationFailed('WebAuthn config required');
  if (params.type !== 'create' && params.type !== 'request') {
    throw validationFailed('WebAuthn type must be create or request');
  }
  if (!params.credential_response || typeof params.credential_response !== 'object') {
    throw validationFailed('credential_response required');
  }
  const { rows } = await tx.query<{
    created_at: Date;
    ip_address: string;
    web_authn_session_data: SessionData | null;
  }>(
    `select created_at, host(ip_address) as ip_address, web_authn_session_data from auth.mfa_challenges
      where id = $1 and factor_id = $2 and verified_at is null for update`,
    [answer.challengeId, factor.id],
  );
  const challenge = rows[0];
  const session = challenge?.web_authn_session_data;
  if (!challenge || !session) {
    throw new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  }
  if (challenge.ip_address !== answer.ipAddress) {
    throw new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  }
  if (answer.now.getTime() - challenge.created_at.getTime() > CHALLENGE_LIFETIME_MS) {
    throw new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${answer.challengeId} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  if (params.type !== session.ceremony) {
    throw validationFailed(`This challenge asks for a WebAuthn ${session.ceremony} response`);
  }
  try {
    if (session.ceremony === 'create') {
      // A registration challenge left over from before the factor was verified must not replace its key.
      if (factor.status === 'verified') throw new WebAuthnError('The factor already has a registered key');
      const credential = verifyRegistration(params.credential_response, session);
      await tx.query(
        `update auth.mfa_factors set web_authn_credential = $2, web_authn_aaguid = $3, updated_at = $4
          where id = $1`,
        [factor.id, JSON.stringify(credential), credential.aaguid, answer.now],
      );
    } else {
      const credential = await credentialOf(tx, factor.id);
      if (!credential) throw new WebAuthnError('The factor has no credential');
      const signCount = verifyAssertion(params.credential_response, session, credential);
      await tx.query(`update auth.mfa_factors set web_authn_credential = $2, updated_at = $3 where id = $1`, [
        factor.id,
        JSON.stringify({ ...credential, signCount }),
        answer.now,
      ]);
    }
  } catch (error) {
    if (error instanceof WebAuthnError) throw verificationFailed(error.message);
    throw error;
  }
  await tx.query(`update auth.mfa_challenges set verified_at = $2 where id = $1`, [
    answer.challengeId,
    answer.now,
  ]);
}
