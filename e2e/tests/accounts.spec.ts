import { expectNoAxeViolations } from '../support/fixtures';
import { expect, signIn, test } from '../support/accounts';

test('a visitor who opens their profile is sent to sign in', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);
  await expectNoAxeViolations(page);
});

test('a teacher made for a journey is signed in on the game screen', async ({ page, createTeacher }) => {
  const teacher = await createTeacher();
  await signIn(page, teacher);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile$/);
});
