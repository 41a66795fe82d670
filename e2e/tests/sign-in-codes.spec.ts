import { expectNoAxeViolations } from '../support/fixtures';
import { expect, test } from '../support/accounts';

test('a teacher signs in with the code emailed to them instead of the password', async ({
  page,
  backend,
  createTeacher,
}) => {
  const teacher = await createTeacher();
  await page.goto('/auth');
  await page.getByLabel('Email or phone', { exact: true }).fill(teacher.email);
  await page.getByRole('button', { name: 'Email me a sign-in link/code' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(teacher.email);
  await page.getByRole('button', { name: 'Email me a sign-in link/code' }).click();
  await expect(page.getByText('Check your email', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The code is read the way a person reads it, from the email: here through the local mailbox's JSON API. The
  // email goes out just after the answer, so the mailbox is asked until it has arrived.
  const mailbox = `${backend.url}/_mailbox/api/messages?to=${encodeURIComponent(teacher.email)}`;
  const readCode = async () => {
    const [message] = (await (await fetch(mailbox)).json()) as { subject: string; text: string }[];
    if (message?.subject !== 'Your Quiz Coop sign-in code') return undefined;
    return /sign-in code is (\d{6})/.exec(message.text)?.[1];
  };
  await expect.poll(readCode).toMatch(/^\d{6}$/);
  const code = (await readCode())!;

  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Sign-in code').fill(wrong);
  await page.getByRole('button', { name: 'Sign in with the code' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'That code is wrong or has expired' }),
  ).toBeVisible();

  await page.getByLabel('Sign-in code').fill(code);
  await page.getByRole('button', { name: 'Sign in with the code' }).click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.getByRole('button', { name: `Profile menu for ${teacher.username}` })).toBeVisible();
});

test('a new teacher signs up with a phone number, confirms it with the texted code and signs back in with it', async ({
  page,
  backend,
}) => {
  const phone = '+447700900123';
  await page.goto('/auth?mode=sign_up');
  await page.getByLabel('Email or phone', { exact: true }).fill('+44 12');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(
    page.getByText('Please enter a valid phone number, starting with + and the country code'),
  ).toBeVisible();

  await page.getByLabel('Email or phone', { exact: true }).fill('+44 7700 900123');
  await page.getByLabel('Username').fill('mr_texter');
  await page.getByLabel('Password', { exact: true }).fill('Magic-Bus-2026');
  await page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }).check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByText('Check your phone to confirm your number', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Locally, texts land in the mailbox, addressed to the number.
  const code = await backend.mailbox.latestCode(phone);
  await page.getByLabel('Confirmation code').fill(code);
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.getByRole('button', { name: 'Profile menu for mr_texter' })).toBeVisible();

  await page.getByRole('button', { name: /^Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Email or phone', { exact: true }).fill('+44 7700 900123');
  await page.getByLabel('Password', { exact: true }).fill('Magic-Bus-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/game$/);
});

test('a teacher signs in by following the link of the sign-in email in the same browser', async ({
  page,
  backend,
  createTeacher,
}) => {
  const teacher = await createTeacher();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Email me a sign-in link/code' }).click();
  await page.getByLabel('Email', { exact: true }).fill(teacher.email);
  await page.getByRole('button', { name: 'Email me a sign-in link/code' }).click();
  await expect(page.getByText('Check your email', { exact: true })).toBeVisible();

  await page.goto(await backend.mailbox.latestLink(teacher.email));
  await expect(page).toHaveURL(/\/game/);
  await expect(page.getByRole('button', { name: `Profile menu for ${teacher.username}` })).toBeVisible();
});
