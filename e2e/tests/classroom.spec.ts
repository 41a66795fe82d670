import type { Page } from '@playwright/test';
import { signIn, test } from '../support/accounts';
import { expect, expectNoAxeViolations } from '../support/fixtures';
import { ADDITION_SET, ANIMALS_SET, chooseSet, playRounds, scoreOf, turnHeader } from '../support/game';

async function starInLibrary(page: Page, setNames: readonly string[]): Promise<void> {
  await page.goto('/library');
  for (const name of setNames) {
    const star = page.getByRole('button', { name: `Star ${name}` });
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
  }
}

/** Marks the question on screen, or chooses its first option when it is multiple choice. */
async function mark(page: Page, correct: boolean): Promise<void> {
  const showAnswer = page.getByRole('button', { name: 'Show Answer' });
  const choices = page.getByRole('group', { name: 'Choose your answer:' });
  const marks = page.getByRole('button', { name: correct ? 'Correct' : 'Incorrect', exact: true });
  await expect(showAnswer.or(choices).or(marks)).toBeVisible();
  if (await choices.isVisible()) {
    await choices.getByRole('button').first().click();
    return;
  }
  if (await showAnswer.isVisible()) await showAnswer.click();
  await marks.click();
}

async function pressContinue(page: Page): Promise<void> {
  const next = page.getByRole('button', { name: 'Continue', exact: true });
  await next.click();
  await expect(next).toBeHidden();
}

test('the teacher undoes a wrong mark: the turn comes back, and the history says so', async ({
  page,
  createTeacher,
}) => {
  test.setTimeout(120_000);
  await signIn(page, await createTeacher());
  await starInLibrary(page, [ADDITION_SET, ANIMALS_SET]);
  await page.goto('/game');
  await chooseSet(page, 1, ADDITION_SET);
  await page.getByRole('button', { name: 'Add Player' }).click();
  await chooseSet(page, 2, ANIMALS_SET);
  await page.getByRole('button', { name: 'Start Game' }).click();

  const undo = page.getByRole('button', { name: 'Undo (U)' });
  const history = page.getByRole('region', { name: 'Game History' });
  await expect(turnHeader(page)).toHaveText("Player 1's Turn");
  await expect(undo).toBeDisabled();

  await mark(page, false);
  await pressContinue(page);
  await expect(turnHeader(page)).toHaveText("Player 2's Turn");
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(turnHeader(page)).toHaveText("Player 1's Turn");
  expect(await scoreOf(page, 'Player 1')).toBe(0);
  await expect(history.getByRole('listitem').first()).toHaveText(/^Player 1: (in)?correct answer undone/);
  await expect(undo).toBeDisabled();

  // The turn is open again: this time the mark stands, and the U key takes it back as the button does.
  await mark(page, true);
  await pressContinue(page);
  await expect(turnHeader(page)).toHaveText("Player 2's Turn");
  await page.keyboard.press('u');
  await expect(turnHeader(page)).toHaveText("Player 1's Turn");
  expect(await scoreOf(page, 'Player 1')).toBe(0);
  expect(await history.getByText(/answer undone/).count()).toBe(2);
  await page.getByText('Keyboard controls', { exact: true }).click();
  await expect(page.getByText('Undo the last mark or spin')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a young class plays with larger text and a wheel whose odds list no loss', async ({
  page,
  createTeacher,
}) => {
  test.setTimeout(180_000);
  await signIn(page, await createTeacher());
  await starInLibrary(page, [ADDITION_SET]);
  await page.goto('/game');
  await chooseSet(page, 1, ADDITION_SET);
  const youngClass = page.getByRole('switch', { name: 'Young class mode' });
  await youngClass.click();
  await expect(youngClass).toBeChecked();
  await page.getByRole('button', { name: 'Start Game' }).click();

  await expect(page.getByRole('heading', { level: 2, name: "Player 1's Turn" })).toBeVisible();
  const bodySize = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
  const mainSize = await page.locator('main').evaluate((main) => parseFloat(getComputedStyle(main).fontSize));
  expect(mainSize).toBeGreaterThan(bodySize);
  // The scoreboard and the turn header both count in stars.
  await expect(page.getByText('0 stars', { exact: true })).toHaveCount(2);

  await playRounds(page, 5, 1);
  const wheel = page.getByRole('region', { name: 'Score Scramble' });
  await expect(wheel).toBeVisible();
  await page.getByText('How the wheel works').click();
  const outcomes = page.getByRole('listitem').filter({ hasText: '%' });
  await expect(outcomes).toHaveText([/^\+30/, /^\+20/, /^\+10/, /^0/]);
  await expect(outcomes.filter({ hasText: /^-/ })).toHaveCount(0);
  await expect(page.getByText(/its stars go to the spinner/)).toBeVisible();
  await expectNoAxeViolations(page);

  await wheel.getByRole('button', { name: 'Pull Lever!' }).click();
  await expect(wheel.getByText(/^\+\d+ Stars!/)).toBeVisible();
});
