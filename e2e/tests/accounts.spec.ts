import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/fixtures';
import { expect, signIn, test } from '../support/accounts';

const NEW_PASSWORD = 'Fresh-Chalk-77';

async function openProfileMenu(page: Page) {
  await page.getByRole('button', { name: /^Profile menu/ }).click();
}

async function signOutFromMenu(page: Page) {
  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('You have been signed out')).toBeVisible();
}

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email or phone', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('a new teacher signs up, confirms through the emailed link and lands signed in on the game screen', async ({
  page,
  backend,
}) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Quiz Coop' })).toBeVisible();
  await expect(page.getByText('Sign in to continue')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create a Quiz Coop account' })).toBeVisible();
  await expect(page.getByText('Join the Quiz Coop community')).toBeVisible();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('You must accept the terms and privacy policy')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Email or phone', { exact: true }).fill('ms.frizzle@school.example');
  await page.getByLabel('Username').fill('ms_frizzle');
  await page.getByLabel('Password', { exact: true }).fill('Magic-Bus-2026');
  await expect(page.getByText('Very strong - excellent!')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }).check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();

  await expect(page.getByText('Check your email to confirm your account', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Account created! Please check your email to confirm your account before signing in.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Quiz Coop' })).toBeVisible({
    timeout: 5000,
  });

  const link = await backend.mailbox.latestLink('ms.frizzle@school.example');
  await page.goto(link);
  await expect(page).toHaveURL(/\/game/);
  await expect(page.getByRole('button', { name: 'Profile menu for ms_frizzle' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a new teacher confirms the sign-up with the 6-digit code from the email, after a wrong one is refused', async ({
  page,
  backend,
}) => {
  const email = 'mr.ratburn@school.example';
  await page.goto('/auth?mode=sign_up');
  await page.getByLabel('Email or phone', { exact: true }).fill(email);
  await page.getByLabel('Username').fill('mr_ratburn');
  // Long and varied, but without a symbol the rule refuses it, so the hint holds back its praise.
  await page.getByLabel('Password', { exact: true }).fill('Arthur2026Read');
  await expect(page.getByText('Medium - add more variety of characters')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Arthur-2026-Read');
  await expect(page.getByText('Very strong - excellent!')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }).check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();

  await expect(page.getByText('Check your email to confirm your account', { exact: true })).toBeVisible();
  const codeField = page.getByLabel('Confirmation code');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expectNoAxeViolations(page);

  const code = await backend.mailbox.latestCode(email);
  const wrong = code === '000000' ? '111111' : '000000';
  await codeField.fill(wrong);
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(codeField).toHaveAccessibleDescription(
    'That code is wrong or has expired. Check the newest email from Quiz Coop, or sign up again to get a new code.',
  );
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/auth/);
  await expectNoAxeViolations(page);

  await codeField.fill(code);
  await codeField.press('Enter');
  await expect(page).toHaveURL(/\/game/);
  // The account is the one this sign-up asked for: its username, and its password for the next sign-in.
  await expect(page.getByRole('button', { name: 'Profile menu for mr_ratburn' })).toBeVisible();
  await signOutFromMenu(page);
  await fillSignIn(page, email, 'Arthur-2026-Read');
  await expect(page).toHaveURL(/\/game$/);
});

test('a teacher signs out from the profile menu and signs back in', async ({ page, createTeacher }) => {
  const teacher = await createTeacher();
  await signIn(page, teacher);
  await expect(page.getByText('Successfully signed in!')).toBeVisible();

  await openProfileMenu(page);
  await expect(page.getByRole('menuitem', { name: /My Profile/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('menuitem', { name: 'Upgrade to Premium' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await expect(page.getByRole('menuitem', { name: /Help Center/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await signOutFromMenu(page);
  await fillSignIn(page, teacher.email, teacher.password);
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.getByRole('button', { name: `Profile menu for ${teacher.username}` })).toBeVisible();
});

test('a wrong password is refused with one message for every failure', async ({ page, createTeacher }) => {
  const teacher = await createTeacher();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Password is required')).toBeVisible();

  await fillSignIn(page, teacher.email, 'Not-The-Password-1');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expectNoAxeViolations(page);
});

test('a teacher who forgot the password sets a new one from the emailed link and signs in with it', async ({
  page,
  backend,
  createTeacher,
}) => {
  const teacher = await createTeacher();
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(page.getByText("We'll send you a reset link")).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(teacher.email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset link sent', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Password reset link sent to your email. Please check your inbox.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const link = await backend.mailbox.latestLink(teacher.email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/new-password/);
  await expect(page.getByText('Please enter your new password')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill('Something-Else-1');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(/\/game$/);

  await signOutFromMenu(page);
  await fillSignIn(page, teacher.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/game$/);

  // The link worked once; opened again it lands on the reset request with the expiry message.
  await signOutFromMenu(page);
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/reset-password$/);
  await expect(
    page.getByText('This password reset link has expired. Please request a new one.'),
  ).toBeVisible();
});

test('an old reset link says it has expired and offers a new one', async ({ page }) => {
  const fortyMinutesAgo = Date.now() - 40 * 60_000;
  await page.goto(`/reset-password/old-token?t=${fortyMinutesAgo}`);
  await expect(page).toHaveURL(/\/auth\/reset-password$/);
  await expect(page.getByRole('alert')).toHaveText(
    'This password reset link has expired. Please request a new one.',
  );
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a visitor is asked to sign in: from Start Playing and from their profile', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Playing' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Please log in to continue')).toBeVisible();

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Quiz Coop' })).toBeVisible();
});

test('the admin dashboard is for the admin alone', async ({ page, createTeacher }) => {
  await signIn(page, await createTeacher());
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expectNoAxeViolations(page);
  await signOutFromMenu(page);

  await signIn(page, await createTeacher({ admin: true }));
  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Teacher accounts' })).toContainText('2');
  await expect(page.getByText('No problem reports yet.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a teacher renames themselves, downloads their data and deletes their account', async ({
  page,
  createTeacher,
}) => {
  const teacher = await createTeacher();
  await signIn(page, teacher);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue(teacher.username);
  await expect(page.getByText('Free', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Username').fill('a b');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/Username must be 3-30 characters/)).toBeVisible();
  await page.getByLabel('Username').fill('mr_keating');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile menu for mr_keating' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('quiz-coop-my-data.json');
  const exported = JSON.parse(
    await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString()),
  );
  expect(exported).toMatchObject({ account: { email: teacher.email }, profile: { username: 'mr_keating' } });

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Your account has been deleted')).toBeVisible();

  await fillSignIn(page, teacher.email, teacher.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
});

test('a teacher moves the account to a new address, which changes only once both addresses confirm', async ({
  page,
  backend,
  createTeacher,
}) => {
  const teacher = await createTeacher();
  const newEmail = `moved.${teacher.email}`;
  await signIn(page, teacher);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Email address' })).toBeVisible();
  await page.getByLabel('New email address').fill(teacher.email);
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByText('This is already your email address.')).toBeVisible();

  await page.getByLabel('New email address').fill(newEmail);
  await page.getByLabel('New email address').press('Enter');
  await expect(page.getByText('Confirm the change from both addresses')).toBeVisible();
  await expect(
    page.getByText(
      `We have sent a link to ${teacher.email} and a link to ${newEmail}. Your email address changes to ${newEmail} only once both links have been followed, in any order.`,
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(await backend.mailbox.latestLink(newEmail));
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('One of the two addresses has confirmed')).toBeVisible();
  await expect(
    page.getByText('Confirmation link accepted. Please proceed to confirm link sent to the other email.'),
  ).toBeVisible();
  await expect(page.getByText(`Your address now: ${teacher.email}`)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(await backend.mailbox.latestLink(teacher.email));
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Your email address has been changed')).toBeVisible();
  await expect(page.getByText(`Your address now: ${newEmail}`)).toBeVisible();

  await signOutFromMenu(page);
  await fillSignIn(page, newEmail, teacher.password);
  await expect(page).toHaveURL(/\/game$/);
});

test('a teacher signed in a while ago changes the password with the code emailed for it', async ({
  page,
  backend,
  createTeacher,
}) => {
  const teacher = await createTeacher();
  await signIn(page, teacher);
  // The sign-in is no longer fresh, as when a session was left open (or its token taken).
  await backend.database.query(
    `update auth.sessions set created_at = created_at - interval '1 hour' where user_id = $1`,
    [teacher.id],
  );
  await page.goto('/profile');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Enter the code we emailed you')).toBeVisible();
  const code = page.getByLabel('Confirmation code');
  await expect(code).toBeVisible();
  await expectNoAxeViolations(page);

  await code.fill('000000');
  await code.press('Enter');
  await expect(
    page.getByRole('alert').filter({
      hasText:
        'That code is wrong or has expired. Check the newest email from Quiz Coop, or send a new code.',
    }),
  ).toBeVisible();

  await expect
    .poll(async () => (await backend.mailbox.messages(teacher.email))[0]?.subject)
    .toBe('Your Quiz Coop confirmation code');
  const [message] = await backend.mailbox.messages(teacher.email);
  await code.fill(/\b(\d{6})\b/.exec(message!.text)![1]!);
  await code.press('Enter');
  await expect(page.getByText('Your password has been updated')).toBeVisible();
  await expect(page.getByLabel('Confirmation code')).toHaveCount(0);

  await signOutFromMenu(page);
  await fillSignIn(page, teacher.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/game$/);
});
