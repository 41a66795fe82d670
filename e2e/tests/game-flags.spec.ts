import type { Page } from '@playwright/test';
import { setFeatureFlag, signIn, test } from '../support/accounts';
import { expect, expectNoAxeViolations } from '../support/fixtures';
import {
  ADDITION_SET,
  chooseSet,
  endGame,
  playRounds,
  playTurn,
  spinEveryone,
  starInLibrary,
  turnHeader,
} from '../support/game';

const SCRAMBLE_TOAST = 'Score Scramble time! All players get a spin!';

/** Every question row the page receives from the backend from now on. */
function watchQuestionRows(page: Page): { is_premium: boolean; question: string }[] {
  const rows: { is_premium: boolean; question: string }[] = [];
  page.on('response', async (response) => {
    if (response.request().method() !== 'GET' || !/\/rest\/v1\/questions\?/.test(response.url())) return;
    const body: unknown = await response.json().catch(() => []);
    if (Array.isArray(body)) rows.push(...(body as { is_premium: boolean; question: string }[]));
  });
  return rows;
}

/** A one-player game of the starred addition set, with the questions the page receives watched. */
async function startAdditionGame(page: Page) {
  const received = watchQuestionRows(page);
  await page.goto('/game');
  await chooseSet(page, 1, ADDITION_SET);
  const startGame = page.getByRole('button', { name: 'Start Game' });
  await expect(startGame).toBeEnabled();
  await startGame.click();
  await expect(turnHeader(page)).toHaveText("Player 1's Turn");
  return received;
}

test('once premium questions are switched off, a premium teacher’s game never gets one', async ({
  page,
  browser,
  baseURL,
  backend,
  createTeacher,
}) => {
  test.slow();
  const teacher = await createTeacher({ premium: true });

  // While the flag is on, the same teacher's game is dealt the set's premium questions.
  const before = await browser.newContext({ baseURL });
  const beforePage = await before.newPage();
  await signIn(beforePage, teacher);
  await starInLibrary(beforePage, [ADDITION_SET]);
  const dealtBefore = await startAdditionGame(beforePage);
  expect(dealtBefore.filter((row) => row.is_premium).length).toBeGreaterThan(0);
  await before.close();

  await setFeatureFlag(backend, 'premium_questions_access', false);
  await signIn(page, teacher);
  const dealt = await startAdditionGame(page);
  expect(dealt.length).toBeGreaterThan(0);
  expect(dealt.filter((row) => row.is_premium)).toEqual([]);

  // Four turns of play: no premium question shows, locked or not.
  const premiumTexts = dealtBefore.filter((row) => row.is_premium).map((row) => row.question);
  const card = page.getByRole('main');
  for (let turn = 0; turn < 4; turn += 1) {
    await expect(page.getByRole('heading', { name: 'Premium Question' })).toHaveCount(0);
    for (const text of premiumTexts) await expect(card).not.toContainText(text);
    await playTurn(page);
  }
  await expectNoAxeViolations(page);
});

test('once unlimited Score Scrambles are switched off, a premium teacher’s third one is unavailable', async ({
  page,
  backend,
  createTeacher,
}) => {
  test.setTimeout(180_000);
  await setFeatureFlag(backend, 'unlimited_score_scrambles', false);
  await signIn(page, await createTeacher({ premium: true }));
  await starInLibrary(page, [ADDITION_SET]);
  await startAdditionGame(page);

  // The first two Score Scrambles play as ever, and the game goes on after them.
  for (let scramble = 1; scramble <= 2; scramble += 1) {
    await playRounds(page, 5, 1);
    await expect(page.getByText(SCRAMBLE_TOAST)).toBeVisible();
    expect(await spinEveryone(page, ['Player 1'])).toBe('Continue');
  }

  await playRounds(page, 5, 1);
  const notifications = page.getByRole('region', { name: /Notifications/ });
  const warning = notifications.getByRole('listitem').filter({ hasText: 'Feature Unavailable' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('This feature is currently unavailable.');
  await expect(warning).not.toContainText(/premium|upgrade/i);
  await expect(page.getByRole('region', { name: 'Score Scramble' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Nothing to upgrade to: the game carries on, and its results can be closed as ever.
  await playTurn(page);
  await endGame(page);
  const results = page.getByRole('dialog');
  await expect(results.getByRole('heading', { name: 'Game Results!' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Game Setup' })).toBeVisible();
});
