import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { startTestServer } from '@quizcoop/server/testing';
import type { TestServer } from '@quizcoop/server/testing';
import { fileURLToPath } from 'node:url';

const webRoot = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

/** The one address the journeys' servers accept as the admin identity. */
export const ADMIN_EMAIL = 'admin@quizcoop.test';

/** Meets the product's password rule, so every teacher made here can sign in through the form. */
export const TEACHER_PASSWORD = 'Chalkboard#2026';

export interface Teacher {
  id: string;
  email: string;
  password: string;
  username: string;
}

export interface TeacherOptions {
  /** A premium subscription, granted through the service role as the payments webhook or an operator would. */
  premium?: boolean;
  /** The configured admin: the admin email, whose confirmed account the database gives the admin role. */
  admin?: boolean;
  username?: string;
  email?: string;
}

export interface AccountFixtures {
  /** A real server on a fresh in-memory database, serving the built web app, for this test alone. */
  backend: TestServer;
  /** Makes a confirmed account with a username (and its profile), ready to sign in. */
  createTeacher: (options?: TeacherOptions) => Promise<Teacher>;
}

let teacherCount = 0;

async function asServiceRole(backend: TestServer, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${backend.url}/rest/v1/${path}`, {
    method: 'POST',
    headers: {
      apikey: backend.serviceRoleKey,
      authorization: `Bearer ${backend.serviceRoleKey}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`POST /rest/v1/${path} answered ${response.status}: ${await response.text()}`);
}

export async function createTeacher(backend: TestServer, options: TeacherOptions = {}): Promise<Teacher> {
  teacherCount += 1;
  const username = options.username ?? `teacher_${process.pid}_${teacherCount}`;
  const email = options.email ?? (options.admin ? ADMIN_EMAIL : `${username}@school.example`);
  const user = await backend.createUser({
    email,
    password: TEACHER_PASSWORD,
    data: { username, referral_source: 'colleague', email_opt_in: false, terms_accepted: true },
  });
  if (options.premium) {
    await asServiceRole(backend, 'user_subscriptions', {
      user_id: user.id,
      active: true,
      subscription_type: 'premium',
      valid_until: null,
      provider: 'local',
    });
  }
  return { id: user.id, email: user.email, password: TEACHER_PASSWORD, username };
}

/** Switches a feature flag on or off as an admin would, through the service role. */
export async function setFeatureFlag(backend: TestServer, name: string, enabled: boolean): Promise<void> {
  const response = await fetch(`${backend.url}/rest/v1/feature_flags?name=eq.${name}`, {
    method: 'PATCH',
    headers: {
      apikey: backend.serviceRoleKey,
      authorization: `Bearer ${backend.serviceRoleKey}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: JSON.stringify({ enabled }),
  });
  const changed: unknown = response.ok ? await response.json() : [];
  if (!Array.isArray(changed) || changed.length !== 1)
    throw new Error(`PATCH feature_flags ${name} answered ${response.status}: ${JSON.stringify(changed)}`);
}

/**
 * Journeys with accounts: each test gets its own server and database, and the page's baseURL points at it.
 */
export const test = base.extend<AccountFixtures>({
  backend: async ({}, use) => {
    const backend = await startTestServer({ webRoot, adminEmail: ADMIN_EMAIL });
    await use(backend);
    await backend.close();
  },
  baseURL: async ({ backend }, use) => use(backend.url),
  createTeacher: async ({ backend }, use) => use((options) => createTeacher(backend, options)),
});

/** Signs a teacher in through the sign-in form, as a person would, and waits for the game screen it leads to. */
export async function signIn(page: Page, teacher: Pick<Teacher, 'email' | 'password'>): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email or phone', { exact: true }).fill(teacher.email);
  await page.getByLabel('Password', { exact: true }).fill(teacher.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/game');
}

export { expect };
