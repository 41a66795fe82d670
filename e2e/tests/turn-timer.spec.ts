import type { Page } from '@playwright/test';
import { signIn, test } from '../support/accounts';
import { expect, expectNoAxeViolations } from '../support/fixtures';
import { addOwnSet, chooseSet, scoreOf, turnHeader } from '../support/game';

// Playwright's clock stands in for the page's, so a countdown runs out without the test waiting for it: time
// passes as usual, and `runFor` plays the next seconds at once, firing every timer due on the way.

function countdown(page: Page) {
  return page.getByRole('timer');
}

/** What screen readers hear of the countdown: the live region beside it, which speaks only news. */
function timerAnnouncement(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}

async function secondsShown(page: Page): Promise<number> {
  const text = (await countdown(page).textContent()) ?? '';
  const match = /^(\d+)/.exec(text);
  if (!match?.[1]) throw new Error(`No seconds in the countdown "${text}".`);
  return Number(match[1]);
}

test('a timed game counts each question down, pauses it on Show Answer, and acts when time is up', async ({
  page,
  backend,
  createTeacher,
}) => {
  test.slow();
  const teacher = await createTeacher();
  await addOwnSet(backend, teacher, 'Spoken Facts', 6);
  await addOwnSet(backend, teacher, 'Picked Facts', 6, { multipleChoice: true });
  await page.clock.install();
  await signIn(page, teacher);
  await expect(page.getByRole('heading', { name: 'Game Setup' })).toBeVisible();
  await chooseSet(page, 1, 'Spoken Facts');
  await page.getByRole('button', { name: 'Add Player' }).click();
  await chooseSet(page, 2, 'Picked Facts');

  const timerSetting = page.getByRole('combobox', { name: 'Turn timer' });
  await expect(timerSetting).toHaveText('Off');
  await timerSetting.click();
  await page.getByRole('option', { name: '10 seconds' }).click();
  await expect(timerSetting).toHaveText('10 seconds');
  await page.getByRole('button', { name: 'Start Game' }).click();

  // Player 1's question counts down, and screen readers hear the turn's time once.
  await expect(turnHeader(page)).toHaveText("Player 1's Turn");
  await expect(countdown(page)).toContainText('seconds left');
  await expect(timerAnnouncement(page, '10 seconds to answer.')).toHaveCount(1);
  await expectNoAxeViolations(page);

  // Show Answer stops the clock where it stood, however long the class then talks it over.
  await page.getByRole('button', { name: 'Show Answer' }).click();
  await expect(countdown(page)).toContainText('Paused');
  const paused = await secondsShown(page);
  await page.clock.runFor(30_000);
  await expect(countdown(page)).toHaveText(`${paused}Paused`);
  await page.getByRole('button', { name: 'Correct', exact: true }).click();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  // Player 2's multiple-choice question runs out: the choice not made counts as wrong, and the review shows
  // the right answer.
  await expect(turnHeader(page)).toHaveText("Player 2's Turn");
  await expect(countdown(page)).toContainText('seconds left');
  await page.clock.runFor(10_000);
  await expect(countdown(page)).toHaveText("0Time's up!");
  await expect(timerAnnouncement(page, "Time's up!")).toHaveCount(1);
  await page.clock.runFor(2_000);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Player 2: incorrect')).toBeVisible();
  expect(await scoreOf(page, 'Player 2')).toBe(0);

  // Player 1's question runs out: the answer shows, and the teacher, who heard the class, marks it.
  await expect(turnHeader(page)).toHaveText("Player 1's Turn");
  const before = await scoreOf(page, 'Player 1');
  await page.clock.runFor(10_000);
  await expect(countdown(page)).toHaveText("0Time's up!");
  await expect(page.getByText('Answer:')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Correct', exact: true }).click();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(turnHeader(page)).toHaveText("Player 2's Turn");
  expect(await scoreOf(page, 'Player 1')).toBeGreaterThan(before);
});

test('without a turn timer nothing counts down, however long a question waits', async ({
  page,
  backend,
  createTeacher,
}) => {
  const teacher = await createTeacher();
  await addOwnSet(backend, teacher, 'Spoken Facts', 6);
  await page.clock.install();
  await signIn(page, teacher);
  await chooseSet(page, 1, 'Spoken Facts');
  await expect(page.getByRole('combobox', { name: 'Turn timer' })).toHaveText('Off');
  await page.getByRole('button', { name: 'Start Game' }).click();

  await expect(turnHeader(page)).toHaveText("Player 1's Turn");
  await page.clock.runFor(150_000);
  await expect(page.getByRole('button', { name: 'Show Answer' })).toBeEnabled();
  await expect(countdown(page)).toHaveCount(0);
  await expect(page.getByText('Answer:')).toHaveCount(0);
});
