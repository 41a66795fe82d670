import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/fixtures';
import { ADMIN_EMAIL, expect, signIn, test } from '../support/accounts';
import { openCopyDialog } from '../support/library';

/** Fills the sign-up form as a newcomer would and waits for the request to confirm the address. */
async function signUp(page: Page, details: { email: string; username: string; password: string }) {
  await page.goto('/auth?mode=sign_up');
  await page.getByLabel('Email or phone', { exact: true }).fill(details.email);
  await page.getByLabel('Username').fill(details.username);
  await page.getByLabel('Password', { exact: true }).fill(details.password);
  await page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }).check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByText('Check your email to confirm your account', { exact: true })).toBeVisible();
}

/**
 * Opens the profile menu and its Admin Dashboard. The press is made again while the menu shows no such entry: on
 * a loaded machine the menu can open before the admin's role is known, or close as the account area redraws
 * for the profile that has just arrived.
 */
async function openAdminDashboard(page: Page) {
  const adminEntry = page.getByRole('menuitem', { name: 'Admin Dashboard' });
  await expect(async () => {
    if (!(await page.getByRole('menu').isVisible())) {
      await page.getByRole('button', { name: /^Profile menu/ }).click();
    }
    await expect(adminEntry).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await adminEntry.click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

test('a newcomer who signs up with the configured admin address gets the Admin Dashboard', async ({
  page,
  backend,
}) => {
  await signUp(page, { email: ADMIN_EMAIL, username: 'head_teacher', password: 'Magic-Bus-2026' });

  await page.goto(await backend.mailbox.latestLink(ADMIN_EMAIL));
  await expect(page).toHaveURL(/\/game/);
  await openAdminDashboard(page);
});

test('a stranger who signed up first with the admin address gets nothing when its owner confirms it', async ({
  page,
  browser,
  backend,
}) => {
  const strangersBrowser = await browser.newContext({ baseURL: backend.url });
  const stranger = await strangersBrowser.newPage();
  const strangersPassword = 'Lurking-Fox-2026';
  await signUp(stranger, { email: ADMIN_EMAIL, username: 'not_the_head', password: strangersPassword });

  await signUp(page, { email: ADMIN_EMAIL, username: 'head_teacher', password: 'Magic-Bus-2026' });
  await page.goto(await backend.mailbox.latestLink(ADMIN_EMAIL));
  await expect(page).toHaveURL(/\/game/);
  await openAdminDashboard(page);

  await stranger.goto('/auth');
  await stranger.getByLabel('Email or phone', { exact: true }).fill(ADMIN_EMAIL);
  await stranger.getByLabel('Password', { exact: true }).fill(strangersPassword);
  await stranger.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(stranger.getByText('Invalid email or password')).toBeVisible();
  await expect(stranger).toHaveURL(/\/auth/);
  await strangersBrowser.close();

  const ownersOtherComputer = await browser.newContext({ baseURL: backend.url });
  const owner = await ownersOtherComputer.newPage();
  await signIn(owner, { email: ADMIN_EMAIL, password: 'Magic-Bus-2026' });
  await openAdminDashboard(owner);
  await ownersOtherComputer.close();
});

test('the admin triages a report and turns copying public games off', async ({
  page,
  browser,
  backend,
  createTeacher,
}) => {
  await backend.database.query(
    `insert into public.problem_reports (category, description) values ('bug', 'The spinner never stops')`,
  );
  await signIn(page, await createTeacher({ admin: true }));
  await page.goto('/admin');
  const report = page.getByRole('listitem').filter({ hasText: 'The spinner never stops' });
  await expect(report.getByText('new', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await report.getByLabel('Notes').fill('Reproduced on the classroom laptop');
  await report.getByRole('button', { name: 'Mark in progress' }).click();
  await expect(report.getByText('in progress', { exact: true })).toBeVisible();
  await report.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(report.getByText('resolved', { exact: true })).toBeVisible();
  await expect(report.getByRole('button', { name: 'Mark resolved' })).toHaveCount(0);

  const flag = page.getByRole('switch', { name: 'copy_public_games' });
  await expect(flag).toBeChecked();
  await flag.focus();
  await page.keyboard.press('Space');
  await expect(flag).not.toBeChecked();

  const auditLog = page.getByRole('region', { name: 'Audit log' });
  await expect(auditLog.getByRole('row')).toHaveCount(4);
  await expect(auditLog.getByRole('cell', { name: 'flag.set' })).toBeVisible();
  await expectNoAxeViolations(page);

  const { rows } = await backend.database.query(
    `select status, admin_notes from public.problem_reports where description = 'The spinner never stops'`,
  );
  expect(rows).toEqual([{ status: 'resolved', admin_notes: 'Reproduced on the classroom laptop' }]);
  const flags = await backend.database.query(
    `select enabled from public.feature_flags where name = 'copy_public_games'`,
  );
  expect(flags.rows).toEqual([{ enabled: false }]);

  // A premium teacher elsewhere, in a browser of their own, finds copying switched off for everyone.
  const classroom = await browser.newContext({ baseURL: backend.url });
  try {
    const teacherPage = await classroom.newPage();
    await signIn(teacherPage, await createTeacher({ premium: true }));
    const dialog = await openCopyDialog(teacherPage);
    const gate = dialog.getByRole('region', { name: 'Feature Unavailable' });
    await expect(gate).toContainText('This feature is currently unavailable.');
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: 'Upgrade to Premium' })).toHaveCount(0);
    await expectNoAxeViolations(teacherPage);
  } finally {
    await classroom.close();
  }
});

test('a teacher who is not the admin is sent to /403', async ({ page, createTeacher }) => {
  await signIn(page, await createTeacher());
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
});
