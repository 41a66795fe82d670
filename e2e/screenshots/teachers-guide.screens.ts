import type { Locator, Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/accounts';
import { ADDITION_SET, ANIMALS_SET, chooseSet, playTurn, starInLibrary } from '../support/game';
import { rejectOptionalCookies } from '../support/site';

const imagesFolder = fileURLToPath(new URL('../../docs/teachers/images/', import.meta.url));
const SPACE_SET = 'The Solar System';

/**
 * Saves what a teacher sees as docs/teachers/images/<name>.png, animations settled: the top of the page, or the
 * part that starts with `from`.
 */
async function snap(page: Page, name: string, { from }: { from?: Locator } = {}): Promise<void> {
  if (from) await from.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  else await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${imagesFolder}${name}.png`, type: 'png', animations: 'disabled' });
}

test('the teacher guide screens', async ({ page, backend }) => {
  await page.goto('/');
  await rejectOptionalCookies(page);
  await expect(page.getByRole('button', { name: 'Start Playing' })).toBeEnabled();
  await snap(page, 'landing');

  // Signing up: the form, then the confirmation link from the local mailbox.
  const email = 'ms.rivera@school.example';
  await page.goto('/auth');
  await page.getByRole('link', { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel('Email or phone', { exact: true }).fill(email);
  await page.getByLabel('Username').fill('ms_rivera');
  await page.getByLabel('Password', { exact: true }).fill('Chalkboard#2026');
  await page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }).check();
  await expect(page.getByText('Very strong - excellent!')).toBeVisible();
  await snap(page, 'sign-up');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByText('Check your email to confirm your account', { exact: true })).toBeVisible();
  await page.goto(await backend.mailbox.latestLink(email));
  await expect(page).toHaveURL(/\/game/);
  await expect(page.getByRole('button', { name: 'Profile menu for ms_rivera' })).toBeVisible();

  await starInLibrary(page, [ADDITION_SET, ANIMALS_SET, SPACE_SET]);
  await page.goto('/library');
  await expect(page.getByRole('button', { name: `Star ${SPACE_SET}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await snap(page, 'library');

  // A set of the teacher's own, in the editor.
  await page.goto('/questions/new');
  await page.getByRole('textbox', { name: 'Name' }).fill('Pond Life');
  await page.getByRole('button', { name: 'Create Question Set' }).click();
  await page.getByRole('textbox', { name: 'Question' }).fill('Which animal starts life as a tadpole?');
  await page.getByRole('textbox', { name: 'Answer' }).fill('A frog');
  await page.getByRole('button', { name: 'Add Question' }).click();
  await expect(page.getByRole('heading', { name: 'Questions in this set (1)' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Answer format' }).click();
  await page.getByRole('option', { name: 'Multiple choice' }).click();
  await page.getByRole('textbox', { name: 'Question' }).fill('Where does a newt lay its eggs?');
  await page.getByRole('textbox', { name: 'Option 1' }).fill('In the sand');
  await page.getByRole('textbox', { name: 'Option 2' }).fill('On pond weed');
  await page.getByRole('radio', { name: 'Option 2 is correct' }).check();
  await page.getByRole('button', { name: 'Add Question' }).click();
  await expect(page.getByRole('heading', { name: 'Questions in this set (2)' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit Set' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Pond Life' })).toBeVisible();
  await snap(page, 'question-set-editor');

  // Three teams, each with a set of its own.
  await page.goto('/game');
  await expect(page.getByRole('heading', { name: 'Game Setup' })).toBeVisible();
  const teams = [
    { name: 'Owls', set: ADDITION_SET },
    { name: 'Bees', set: ANIMALS_SET },
    { name: 'Foxes', set: SPACE_SET },
  ];
  for (const [index, team] of teams.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add Player' }).click();
    await page.getByRole('textbox', { name: `Player ${index + 1} Name` }).fill(team.name);
    await chooseSet(page, index + 1, team.set);
  }
  await expect(page.getByRole('button', { name: 'Start Game' })).toBeEnabled();
  await snap(page, 'game-setup');

  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(page.getByRole('heading', { level: 2, name: "Owls's Turn" })).toBeVisible();
  await playTurn(page);
  await expect(page.getByRole('heading', { level: 2, name: "Bees's Turn" })).toBeVisible();
  await snap(page, 'game-question');

  // The rest of five rounds, then the Score Scramble.
  for (let turn = 1; turn < 5 * teams.length; turn += 1) await playTurn(page, { correct: turn % 3 !== 2 });
  const wheel = page.getByRole('region', { name: 'Score Scramble' });
  await wheel.getByRole('button', { name: 'Pull Lever!' }).click();
  await expect(wheel.getByText(/Points!/)).toBeVisible();
  await snap(page, 'score-scramble');

  await page.getByRole('button', { name: 'End Game' }).first().click();
  const results = page.getByRole('dialog');
  await expect(results.getByRole('heading', { name: 'Game Results!' })).toBeVisible();
  await results
    .getByRole('listitem')
    .filter({ hasText: 'Owls' })
    .getByRole('button', { name: /View Details/ })
    .click();
  await snap(page, 'results');
  await results.getByRole('button', { name: 'Return to Setup' }).click();

  await page.goto('/profile');
  const subscription = page.getByRole('region', { name: 'Subscription' });
  await expect(subscription).toBeVisible();
  await snap(page, 'profile', { from: subscription });

  await page.goto('/pricing');
  await expect(page.getByRole('button', { name: 'Upgrade to Premium Monthly' })).toBeEnabled();
  await snap(page, 'pricing');
});
