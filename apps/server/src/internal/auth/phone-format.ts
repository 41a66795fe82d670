import type { MiddlewareHandler } from 'hono';
import type { ServerEnv } from '../http/env';

/** How numbers are written in the users /auth/v1 answers with. */
export type PhoneFormat = 'e164' | 'digits';

const USER_PHONE_FIELDS = ['phone', 'new_phone'] as const;

function withoutPlus(user: Record<string, unknown>): void {
  for (const field of USER_PHONE_FIELDS) {
    const value = user[field];
    if (typeof value === 'string' && value.startsWith('+')) user[field] = value.slice(1);
  }
}

/** The users a JSON answer carries: a user itself, a session's user, or the admin list's users. */
function usersIn(body: unknown): Record<string, unknown>[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  const record = body as Record<string, unknown>;
  if (record.aud !== undefined && 'phone' in record) return [record];
  if (record.user && typeof record.user === 'object') return usersIn(record.user);
  if (Array.isArray(record.users)) return record.users.flatMap(usersIn);
  return [];
}

/**
 * GoTrue keeps and answers numbers as digits without their '+'; this server keeps E.164. With
 * QUIZCOOP_PHONE_FORMAT=digits, answers carry the numbers as GoTrue writes them, for clients that compare them
 * with what GoTrue would say. Numbers are still taken with or without the '+'.
 */
export const digitsPhoneAnswers: MiddlewareHandler<ServerEnv> = async (c, next) => {
  await next();
  if (!c.res.headers.get('content-type')?.includes('application/json')) return;
  const body: unknown = await c.res.clone().json();
  const users = usersIn(body);
  if (users.length === 0) return;
  users.forEach(withoutPlus);
  const headers = new Headers(c.res.headers);
  headers.delete('content-length');
  c.res = new Response(JSON.stringify(body), { status: c.res.status, headers });
};
