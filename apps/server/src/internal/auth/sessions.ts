import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import type { importJWK } from 'jose';
import type { Database, Queryable } from '../db/database';
import { AuthError } from './errors';
import type { User } from './users';
import { findUserById, userJson } from './users';

/** Access tokens live one hour, as on Supabase. */
const ACCESS_TOKEN_SECONDS = 3600;

/** A refresh token already swapped may be presented again this long and gets the same successor. */
const REFRESH_REUSE_INTERVAL_MS = 10_000;

/** How the session was started, for the token's `amr` claim. */
export type AuthenticationMethod =
  | 'password'
  | 'anonymous'
  | 'otp'
  | 'magiclink'
  | 'email/signup'
  | 'recovery'
  | 'email_change'
  | 'invite';

export interface TokenSigner {
  jwtSecret: string;
  /** The `iss` claim: the auth API's URL. */
  issuer: string;
  /** An asymmetric key that signs access tokens instead of the secret, named by `kid` in their header. */
  signingKey?: { kid: string; alg: string; key: ReturnType<typeof importJWK> };
}

export interface SessionTokens {
  sessionId: string;
  refreshToken: string;
}

export interface IssuedSession {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

/** Refresh tokens are stored only as hashes: a copy of the database signs nobody in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The one successor of a refresh token. Derived, not random, so a client that lost the answer to its refresh
 * and presents the old token again within the reuse interval gets the very same successor back, while the
 * database still holds only hashes.
 */
function successorOf(token: string, jwtSecret: string): string {
  return createHmac('sha256', jwtSecret)
    .update(`refresh-token-successor:${token}`)
    .digest('base64url')
    .slice(0, 32);
}

interface AmrEntry {
  method: string;
  timestamp: number;
}

/** How sure the server is of who holds a session: its level (aal1, or aal2 after a second factor) and how. */
export interface Assurance {
  aal: 'aal1' | 'aal2';
  amr: AmrEntry[];
}

/** The session's assurance as its row and its claims record it, newest method first as GoTrue lists them. */
export async function assuranceOf(db: Queryable, sessionId: string): Promise<Assurance> {
  const { rows: sessions } = await db.query<{ aal: string }>(`select aal from auth.sessions where id = $1`, [
    sessionId,
  ]);
  const { rows } = await db.query<{ method: string; at: Date }>(
    `select authentication_method as method, updated_at as at from auth.mfa_amr_claims
      where session_id = $1 order by updated_at desc, authentication_method`,
    [sessionId],
  );
  return {
    aal: sessions[0]?.aal === 'aal2' ? 'aal2' : 'aal1',
    amr: rows.map((row) => ({ method: row.method, timestamp: Math.floor(row.at.getTime() / 1000) })),
  };
}

/** Signs the access token with the claims Supabase puts in it. */
async function accessTokenFor(
  signer: TokenSigner,
  user: User,
  sessionId: string,
  assurance: Assurance,
  now: Date,
): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + ACCESS_TOKEN_SECONDS;
  const token = await new SignJWT({
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: 'authenticated',
    aal: assurance.aal,
    amr: assurance.amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  })
    .setProtectedHeader(
      signer.signingKey
        ? { alg: signer.signingKey.alg, kid: signer.signingKey.kid, typ: 'JWT' }
        : { alg: 'HS256', typ: 'JWT' },
    )
    .setIssuer(signer.issuer)
    .setSubject(user.id)
    .setAudience('authenticated')
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(signer.signingKey ? await signer.signingKey.key : new TextEncoder().encode(signer.jwtSecret));
  return { token, expiresAt };
}

/** The session response of /token, /signup and /verify: tokens plus the user. */
export async function sessionResponse(
  db: Queryable,
  signer: TokenSigner,
  user: User,
  tokens: SessionTokens,
  now: Date,
): Promise<IssuedSession> {
  const { token, expiresAt } = await accessTokenFor(
    signer,
    user,
    tokens.sessionId,
    await assuranceOf(db, tokens.sessionId),
    now,
  );
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: expiresAt,
    refresh_token: tokens.refreshToken,
    user: userJson(user),
  };
}

export interface SessionOrigin {
  userAgent: string | undefined;
  ip: string | undefined;
}

/** Starts a session for a user: its row, its first refresh token and how it was authenticated. */
export async function startSession(
  tx: Queryable,
  userId: string,
  method: AuthenticationMethod,
  origin: SessionOrigin,
  now: Date,
): Promise<SessionTokens> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values (gen_random_uuid(), $1, $2, $2, 'aal1', $3, $4) returning id`,
    [userId, now, origin.userAgent?.slice(0, 512) ?? null, isIp(origin.ip) ? origin.ip : null],
  );
  const sessionId = rows[0]!.id;
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, $2, $2, $3)`,
    [sessionId, now, method],
  );
  const refreshToken = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, session_id, created_at, updated_at)
     values ($1, $2, $3, $4, $4)`,
    [hashToken(refreshToken), userId, sessionId, now],
  );
  await tx.query(`update auth.users set last_sign_in_at = $2, updated_at = $2 where id = $1`, [userId, now]);
  return { sessionId, refreshToken };
}

/**
 * Replaces the session's refresh tokens with a new one, for a session whose assurance just changed. The ones
 * handed out before are revoked as after a refresh, so presenting one later counts as reuse.
 */
export async function reissueRefreshToken(
  tx: Queryable,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<SessionTokens> {
  await tx.query(
    `update auth.refresh_tokens set revoked = true, updated_at = $2 where session_id = $1 and not revoked`,
    [sessionId, now],
  );
  const refreshToken = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, session_id, created_at, updated_at)
     values ($1, $2, $3, $4, $4)`,
    [hashToken(refreshToken), userId, sessionId, now],
  );
  return { sessionId, refreshToken };
}

export function isIp(address: string | undefined): address is string {
  return address !== undefined && /^[0-9a-fA-F:.]+$/.test(address);
}

interface RefreshTokenRow {
  id: number;
  revoked: boolean;
  updated_at: Date;
  session_id: string | null;
  user_id: string;
  not_after: Date | null;
}

type RefreshOutcome =
  | { kind: 'issued'; userId: string; tokens: SessionTokens }
  | { kind: 'reused'; error: AuthError };

/**
 * The refresh_token grant. Each refresh token works once and is swapped for its successor; presenting a swapped
 * token again within 10 s returns the same successor (a client that lost the answer), later it is treated as
 * stolen: the whole session is revoked and refresh_token_already_used answered.
 */
export async function refreshSession(
  db: Database,
  signer: TokenSigner,
  presented: string,
  now: Date,
): Promise<IssuedSession> {
  const outcome = await db.transaction<RefreshOutcome>(async (tx) => {
    // The row lock makes two concurrent refreshes of one token take turns: the second sees it swapped.
    const { rows } = await tx.query<RefreshTokenRow>(
      `select token.id, token.revoked, token.updated_at, token.session_id, token.user_id, session.not_after
         from auth.refresh_tokens token
         join auth.sessions session on session.id = token.session_id
        where token.token = $1
        for update of token`,
      [hashToken(presented)],
    );
    const token = rows[0];
    if (!token || !token.session_id) {
      throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    }
    const sessionId = token.session_id;
    if (token.not_after && token.not_after.getTime() <= now.getTime()) {
      throw new AuthError(400, 'session_expired', 'Invalid Refresh Token: Session Expired');
    }
    const successor = successorOf(presented, signer.jwtSecret);
    if (token.revoked) {
      const { rows: successors } = await tx.query<{ revoked: boolean }>(
        `select revoked from auth.refresh_tokens where token = $1 and session_id = $2`,
        [hashToken(successor), sessionId],
      );
      const withinInterval = now.getTime() - token.updated_at.getTime() <= REFRESH_REUSE_INTERVAL_MS;
      if (withinInterval && successors[0] && !successors[0].revoked) {
        return { kind: 'issued', userId: token.user_id, tokens: { sessionId, refreshToken: successor } };
      }
      await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = $2 where session_id = $1`, [
        sessionId,
        now,
      ]);
      await tx.query(`update auth.sessions set not_after = $2, updated_at = $2 where id = $1`, [
        sessionId,
        now,
      ]);
      return {
        kind: 'reused',
        error: new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
      };
    }
    await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1`, [
      token.id,
      now,
    ]);
    await tx.query(
      `insert into auth.refresh_tokens (token, user_id, session_id, parent, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $5)`,
      [hashToken(successor), token.user_id, sessionId, hashToken(presented), now],
    );
    await tx.query(`update auth.sessions set refreshed_at = $2, updated_at = $3 where id = $1`, [
      sessionId,
      now.toISOString().replace('T', ' ').replace('Z', ''),
      now,
    ]);
    return { kind: 'issued', userId: token.user_id, tokens: { sessionId, refreshToken: successor } };
  });
  // The revocation above is committed before the refusal is answered.
  if (outcome.kind === 'reused') throw outcome.error;
  const user = await findUserById(db, outcome.userId);
  if (!user)
    throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  return sessionResponse(db, signer, user, outcome.tokens, now);
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Ends sessions; their refresh tokens go with them, so none can be refreshed again. */
export async function endSessions(
  db: Queryable,
  userId: string,
  sessionId: string,
  scope: LogoutScope,
): Promise<void> {
  if (scope === 'local') {
    await db.query(`delete from auth.sessions where id = $1`, [sessionId]);
  } else if (scope === 'others') {
    await db.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [userId, sessionId]);
  } else {
    await db.query(`delete from auth.sessions where user_id = $1`, [userId]);
  }
}

/** Whether a session from an access token still exists and has not been ended. */
export async function isSessionActive(
  db: Queryable,
  sessionId: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from auth.sessions where id = $1 and user_id = $2 and (not_after is null or not_after > $3)`,
    [sessionId, userId, now],
  );
  return rows.length > 0;
}
