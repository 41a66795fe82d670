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
