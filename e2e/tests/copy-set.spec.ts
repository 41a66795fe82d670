import { setFeatureFlag, signIn, test } from '../support/accounts';
import { expect, expectNoAxeViolations } from '../support/fixtures';
import { ANIMALS_SET, chooseSet, playTurn, turnHeader } from '../support/game';
import { openCopyDialog } from '../support/library';

test('a premium teacher copies an official set, edits the copy and plays it', async ({
  page,
  createTeacher,
}) => {
  test.slow();
  await signIn(page, await createTeacher({ premium: true }));

  const dialog = await openCopyDialog(page);
  const name = dialog.getByRole('textbox', { name: 'New name' });
  await expect(name).toHaveValue(`${ANIMALS_SET} (Copy)`);
  await expectNoAxeViolations(page);
  await name.fill('Our Animals');
  await dialog.getByRole('button', { name: 'Copy Question Set' }).click();

  await expect(page).toHaveURL(/\/questions\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Our Animals' })).toBeVisible();
  const questions = page.getByRole('list', { name: 'Questions' });
  const count = await questions.getByRole('button', { name: /^Delete question \d+$/ }).count();
  expect(count).toBeGreaterThan(1);

  // Rename the copy, and have the game ask its questions in the set's order.
  await page.getByRole('textbox', { name: 'Name' }).fill('Our Animals Quiz');
  const inOrder = page.getByRole('switch', { name: 'Ask questions in order' });
  await expect(inOrder).not.toBeChecked();
  await inOrder.click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Question set saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Our Animals Quiz' })).toBeVisible();

  await questions.getByRole('button', { name: 'Delete question 1', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete question 1?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('heading', { name: `Questions (${count - 1})` })).toBeVisible();

  // The copy is the teacher's own: it previews from their sets, and the game offers it.
  await page.goto('/questions');
  const ownSets = page.getByRole('region', { name: 'Your question sets' });
  await ownSets.getByRole('button', { name: 'Preview Our Animals Quiz' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview: Our Animals Quiz' });
  await expect(preview.getByRole('article').first()).toBeVisible();
  await expect(preview.getByRole('region', { name: 'Premium Feature' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await page.goto('/game');
  await chooseSet(page, 1, 'Our Animals Quiz');
  const startGame = page.getByRole('button', { name: 'Start Game' });
  await expect(startGame).toBeEnabled();
  await startGame.click();
  await expect(turnHeader(page)).toHaveText("Player 1's Turn");
  await playTurn(page);
  await playTurn(page);
  await expect(turnHeader(page)).toHaveText("Player 1's Turn");
});

test('a free teacher is shown the premium gate instead of the copy form', async ({ page, createTeacher }) => {
  await signIn(page, await createTeacher());

  const dialog = await openCopyDialog(page);
  const gate = dialog.getByRole('region', { name: 'Premium Feature' });
  await expect(gate).toContainText('This feature is only available with a premium subscription.');
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await gate.getByRole('link', { name: 'Upgrade to Premium' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('once copying is switched off, even a premium teacher is told it is unavailable', async ({
  page,
  backend,
  createTeacher,
}) => {
  await setFeatureFlag(backend, 'copy_public_games', false);
  await signIn(page, await createTeacher({ premium: true }));

  const dialog = await openCopyDialog(page);
  const gate = dialog.getByRole('region', { name: 'Feature Unavailable' });
  await expect(gate).toContainText('This feature is currently unavailable.');
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'Upgrade to Premium' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
