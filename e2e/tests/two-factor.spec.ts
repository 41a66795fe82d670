import type { Page } from '@playwright/test';
import { totpCode } from '@quizcoop/server/testing';
import { expectNoAxeViolations } from '../support/fixtures';
import { expect, signIn, test } from '../support/accounts';

// The authenticator app is played by the test: it reads the setup key the profile shows and computes the codes
// from it, as the app on a phone would. A code works once, so the second code is the next one the app shows.

const nowCode = (secret: string) => totpCode(secret, new Date());
const nextCode = (secret: string) => totpCode(secret, new Date(Date.now() + 30_000));
const wrongCode = (secret: string) => String((Number(nextCode(secret)) + 1) % 1_000_000).padStart(6, '0');

async function turnOnTwoFactor(page: Page): Promise<string> {
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(section.getByText(/Two-factor authentication is off/)).toBeVisible();
  await section.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await expect(
    section.getByRole('img', { name: 'QR code that adds Quiz Coop to your authenticator app' }),
  ).toBeVisible();
  const secret = (await section.getByTestId('two-factor-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page);

  await section.getByLabel('Six-digit code').fill(wrongCode(secret));
  await section.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(
    section.getByText('That code is not right. Enter the six-digit code your authenticator app shows now.'),
  ).toBeVisible();
  await section.getByLabel('Six-digit code').fill(nowCode(secret));
  await section.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByText('Two-factor authentication is on', { exact: true })).toBeVisible();
  await expect(section.getByText(/Signing in asks for a code/)).toBeVisible();
  return secret;
}

async function signOutFromMenu(page: Page) {
  await page.getByRole('button', { name: /^Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.getByLabel('Email or phone', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeVisible();
}

test('a teacher turns on two-factor authentication, then signs in with the password and the code', async ({
  page,
  createTeacher,
}) => {
  const teacher = await createTeacher();
  await signIn(page, teacher);
  const secret = await turnOnTwoFactor(page);
  await signOutFromMenu(page);

  await signInWithPassword(page, teacher.email, teacher.password);
  await expect(page).toHaveURL(/\/auth$/);
  await expectNoAxeViolations(page);
  await page.getByLabel('Six-digit code').fill('12345');
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByText('Enter the six-digit code from your authenticator app.')).toBeVisible();
  await page.getByLabel('Six-digit code').fill(nextCode(secret));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.getByRole('button', { name: `Profile menu for ${teacher.username}` })).toBeVisible();

  // Signed in with both, the teacher may turn it off again.
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await section.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  await expect(page.getByText('Two-factor authentication is off', { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Turn on two-factor authentication' })).toBeVisible();
});

test('the admin with two-factor authentication gives the code before the dashboard opens', async ({
  page,
  createTeacher,
}) => {
  const admin = await createTeacher({ admin: true });
  await signIn(page, admin);
  const secret = await turnOnTwoFactor(page);
  await signOutFromMenu(page);

  // Signed in with the password only, the admin heads straight for the dashboard.
  await signInWithPassword(page, admin.email, admin.password);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your two-factor code' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByLabel('Six-digit code').fill(wrongCode(secret));
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByText(/That code is not right/)).toBeVisible();
  await page.getByLabel('Six-digit code').fill(nextCode(secret));
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Teacher accounts' })).toContainText('1');
});

test('turning it off from a session that has not given its code asks for the code first', async ({
  page,
  createTeacher,
}) => {
  const teacher = await createTeacher();
  await signIn(page, teacher);
  const secret = await turnOnTwoFactor(page);
  await signOutFromMenu(page);

  await signInWithPassword(page, teacher.email, teacher.password);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(
    section.getByText('To turn it off, first enter a code from your authenticator app.'),
  ).toBeVisible();
  await expect(section.getByRole('button', { name: 'Turn off two-factor authentication' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await section.getByLabel('Six-digit code').fill(nextCode(secret));
  await section.getByRole('button', { name: 'Verify code' }).click();
  await section.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  await expect(page.getByText('Two-factor authentication is off', { exact: true })).toBeVisible();
});
