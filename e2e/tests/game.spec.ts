import type { Locator, Page } from '@playwright/test';
import { signIn, test } from '../support/accounts';
import { expect, expectNoAxeViolations } from '../support/fixtures';
import {
  ADDITION_SET,
  ANIMALS_SET,
  chooseSet,
  endGame,
  playRounds,
  playTurn,
  scoreboard,
  scoreOf,
  spinEveryone,
  starInLibrary,
  turnHeader,
} from '../support/game';

const SCRAMBLE_TOAST = 'Score Scramble time! All players get a spin!';
const FREE_LIMIT_TOAST =
  "You've reached the free limit for Score Scrambles. Upgrade to premium for unlimited games!";

async function setUpPlayers(page: Page, sets: readonly string[]): Promise<void> {
  for (const [index, set] of sets.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add Player' }).click();
    await chooseSet(page, index + 1, set);
  }
  await expect(page.getByRole('button', { name: 'Start Game' })).toBeEnabled();
}

function dialog(page: Page) {
  return page.getByRole('dialog');
}

test('a free teacher plays two Score Scrambles, then the free limit ends the games', async ({
  page,
  createTeacher,
}) => {
  test.setTimeout(240_000);
  await signIn(page, await createTeacher());
  await starInLibrary(page, [ADDITION_SET, ANIMALS_SET]);
  await page.goto('/assign-question-sets');
  await page.getByRole('checkbox', { name: `${ADDITION_SET} for Player 1` }).click();
  await page.getByRole('checkbox', { name: `${ANIMALS_SET} for Player 2` }).click();
  await page.getByRole('button', { name: 'Save Assignments' }).click();
  await expect(page.getByText('Question sets assigned to players successfully')).toBeVisible();

  // The stored assignments set the game up: two players, each with its set.
  await page.goto('/game');
  await expect(page.getByRole('heading', { name: 'Game Setup' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Educator testing mode');
  await expect(page.getByRole('combobox', { name: /Question set$/ })).toHaveText([
    new RegExp(`^${ADDITION_SET} \\(\\d+\\)$`),
    new RegExp(`^${ANIMALS_SET} \\(\\d+\\)$`),
  ]);
  const startGame = page.getByRole('button', { name: 'Start Game' });
  await expect(startGame).toBeEnabled();

  // Up to four players; a player without a set or a blank name cannot start.
  const addPlayer = page.getByRole('button', { name: 'Add Player' });
  await addPlayer.click();
  await addPlayer.click();
  await expect(page.getByRole('heading', { name: /^Player \d$/ })).toHaveCount(4);
  await expect(addPlayer).toHaveCount(0);
  await expectNoAxeViolations(page, { alsoRules: ['heading-order', 'tabindex'] });
  await startGame.click();
  await expect(page.getByText('Please select a question set for all players')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Player 4' }).click();
  await page.getByRole('button', { name: 'Remove Player 3' }).click();
  await expect(addPlayer).toBeVisible();
  const firstName = page.getByRole('textbox', { name: 'Player 1 Name' });
  await firstName.fill('  ');
  await expect(startGame).toBeDisabled();
  await firstName.fill('Player 1');
  await startGame.click();

  await expect(turnHeader(page)).toHaveText("Player 1's Turn");
  await expect(scoreboard(page)).toContainText('5 turns until Score Scramble');
  await expect(page.getByText('No game events yet')).toBeVisible();
  await expectNoAxeViolations(page);

  await playRounds(page, 5, 2);
  await expect(page.getByText(SCRAMBLE_TOAST)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await spinEveryone(page, ['Player 1', 'Player 2'])).toBe('Continue');

  await expect(turnHeader(page)).toHaveText("Player 1's Turn");
  await playRounds(page, 5, 2);
  await expect(page.getByText(SCRAMBLE_TOAST)).toBeVisible();
  // The second Score Scramble is a free session's last: it ends the game.
  expect(await spinEveryone(page, ['Player 1', 'Player 2'])).toBe('End Game');

  await expect(dialog(page).getByRole('heading', { name: 'Free Limit Reached' })).toBeVisible();
  // The title keeps its words; a sentence under it says why, and the way on is one press away.
  await expect(dialog(page)).toContainText(
    'This play session has used the 2 Score Scrambles a free account gets: upgrade to premium for unlimited games!',
  );
  await expect(dialog(page).getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pricing');
  // Play again would be a way past the forced results: only Return to Setup goes on.
  await expect(dialog(page).getByRole('button', { name: 'Play again' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeVisible();
  const firstPlayer = dialog(page).getByRole('listitem').filter({ hasText: 'Player 1' });
  await firstPlayer.getByRole('button', { name: /View Details/ }).click();
  await expect(firstPlayer.getByRole('button', { name: /Hide Details/ })).toBeVisible();
  await expect(firstPlayer.getByText(/Accuracy: \d+\/10 \(\d+%\)/)).toBeVisible();
  await expect(dialog(page).getByRole('columnheader')).toHaveText(['Q#', 'Type', 'Result', 'Points']);
  await expectNoAxeViolations(page);
  await dialog(page).getByRole('button', { name: 'Return to Setup' }).click();

  // A reload is no new play session: setup begins again from the stored assignments, and the next game offers
  // no third Score Scramble, its results forced.
  await expect(page.getByRole('heading', { name: /^Player \d$/ })).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('combobox', { name: /Question set$/ })).toHaveText([
    new RegExp(`^${ADDITION_SET} \\(\\d+\\)$`),
    new RegExp(`^${ANIMALS_SET} \\(\\d+\\)$`),
  ]);
  await expect(startGame).toBeEnabled();
  await startGame.click();
  await expect(turnHeader(page)).toHaveText("Player 1's Turn");
  await playRounds(page, 5, 2);
  await expect(page.getByText(FREE_LIMIT_TOAST)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Score Scramble' })).toHaveCount(0);
  await endGame(page);
  await expect(dialog(page).getByRole('heading', { name: 'Free Limit Reached' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeVisible();
});

test('a premium teacher sees premium questions and plays a third Score Scramble', async ({
  page,
  browser,
  baseURL,
  createTeacher,
}) => {
  test.setTimeout(180_000);
  // A free colleague on another computer, for comparison.
  const colleague = await browser.newContext({ baseURL });
  const colleaguePage = await colleague.newPage();
  await signIn(colleaguePage, await createTeacher());
  await starInLibrary(colleaguePage, [ADDITION_SET]);
  await colleaguePage.goto('/game');
  const freeOption = await optionLabel(colleaguePage, ADDITION_SET);
  await colleague.close();

  await signIn(page, await createTeacher({ premium: true }));
  await starInLibrary(page, [ADDITION_SET]);
  await page.goto('/game');
  // The premium questions count towards the set only for a premium teacher.
  expect(questionCount(await optionLabel(page, ADDITION_SET))).toBeGreaterThan(questionCount(freeOption));

  await setUpPlayers(page, [ADDITION_SET]);
  await page.getByRole('button', { name: 'Start Game' }).click();
  for (let scramble = 1; scramble <= 3; scramble += 1) {
    await playRounds(page, 5, 1);
    await expect(page.getByText(SCRAMBLE_TOAST)).toBeVisible();
    expect(await spinEveryone(page, ['Player 1'])).toBe('Continue');
  }
  await expect(turnHeader(page)).toHaveText("Player 1's Turn");
  await endGame(page);
  await expect(dialog(page).getByRole('heading', { name: 'Game Results!' })).toBeVisible();
});

async function optionLabel(page: Page, setName: string): Promise<string> {
  await page.getByRole('combobox', { name: 'Player 1 Question set' }).click();
  const option = page.getByRole('option', { name: new RegExp(`^${setName} \\(\\d+\\)$`) });
  const label = (await option.textContent()) ?? '';
  await page.keyboard.press('Escape');
  return label;
}

function questionCount(label: string): number {
  return Number(/\((\d+)\)$/.exec(label)?.[1]);
}

test('a reload in the middle of round 3 resumes the same scores, turn and history', async ({
  page,
  createTeacher,
}) => {
  test.setTimeout(120_000);
  await signIn(page, await createTeacher());
  await starInLibrary(page, [ADDITION_SET, ANIMALS_SET]);
  await page.goto('/game');
  await setUpPlayers(page, [ADDITION_SET, ANIMALS_SET]);
  await page.getByRole('button', { name: 'Start Game' }).click();
  await playRounds(page, 2, 2);
  await playTurn(page);

  const history = page.getByRole('region', { name: 'Game History' });
  const before = {
    turn: await turnHeader(page).textContent(),
    scores: [await scoreOf(page, 'Player 1'), await scoreOf(page, 'Player 2')],
    history: await history.getByRole('listitem').allTextContents(),
  };
  expect(before.turn).toBe("Player 2's Turn");
  await expect(history.getByText('Round 3')).toBeVisible();

  // The play session carries on where it stood, its game on screen.
  await page.reload();
  await expect(turnHeader(page)).toHaveText(before.turn!);
  expect([await scoreOf(page, 'Player 1'), await scoreOf(page, 'Player 2')]).toEqual(before.scores);
  await expect(history.getByRole('listitem')).toHaveText(before.history);
  await playTurn(page);
  await expect(turnHeader(page)).toHaveText("Player 1's Turn");
});

test('an accidental Setup, the mute switch and the projector theme never cost the class its game', async ({
  page,
  createTeacher,
}) => {
  test.setTimeout(120_000);
  await signIn(page, await createTeacher());
  await starInLibrary(page, [ADDITION_SET]);
  await page.goto('/game');
  await setUpPlayers(page, [ADDITION_SET]);
  // This first click also loads the five sounds from storage.
  await page.getByRole('button', { name: 'Start Game' }).click();
  await playTurn(page);
  const score = await scoreOf(page, 'Player 1');

  const mute = page.getByRole('button', { name: 'Mute sounds' });
  await mute.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Mute sounds');
  await mute.click();
  await expect(page.getByRole('button', { name: 'Unmute sounds' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('soundMuted'))).toBe('true');

  const siteTheme = await page.locator('body').getAttribute('class');
  await page.getByRole('switch', { name: 'Projector theme' }).click();
  await expect(page.getByRole('switch', { name: 'Projector theme' })).toBeChecked();
  const projectorTheme = await page.locator('body').getAttribute('class');
  expect(projectorTheme).not.toBe(siteTheme);
  await expectNoAxeViolations(page);

  // Fullscreen for the projector, by its button and by F.
  const isFullscreen = () => page.evaluate(() => document.fullscreenElement !== null);
  await page.getByRole('button', { name: 'Fullscreen' }).click();
  await expect.poll(isFullscreen).toBe(true);
  await expect(page.getByRole('button', { name: 'Fullscreen' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('f');
  await expect.poll(isFullscreen).toBe(false);

  await page.getByRole('button', { name: 'Setup' }).click();
  await expect(page.getByRole('heading', { name: 'Game Setup' })).toBeVisible();
  await page.getByRole('button', { name: 'Resume game' }).click();
  await expect(turnHeader(page)).toHaveText("Player 1's Turn");
  expect(await scoreOf(page, 'Player 1')).toBe(score);

  await page.reload();
  await expect(turnHeader(page)).toHaveText("Player 1's Turn");
  await expect(page.getByRole('button', { name: 'Unmute sounds' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Projector theme' })).toBeChecked();
  expect(await page.locator('body').getAttribute('class')).toBe(projectorTheme);
  expect(await scoreOf(page, 'Player 1')).toBe(score);
});

test('a sound missing from storage is named in a toast while the other four load', async ({
  page,
  backend,
  createTeacher,
}) => {
  // An operator removed the wheel sound: the storage really has no such file.
  const removed = await fetch(`${backend.url}/storage/v1/object/sounds/wheel.mp3`, {
    method: 'DELETE',
    headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}` },
  });
  expect(removed.status).toBe(200);

  await signIn(page, await createTeacher());
  await page.getByRole('heading', { name: 'Game Setup' }).click();
  await expect(page.getByText('Failed to load wheel sound')).toBeVisible();
  await expect(page.getByText(/Failed to load (correct|incorrect|coin|reveal) sound/)).toHaveCount(0);
});

/** Moves focus with the key until it reaches the target, as a keyboard user would; fails after 30 presses. */
async function pressUntilFocused(page: Page, key: string, target: Locator): Promise<void> {
  for (let presses = 0; presses < 30; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target.toString()}.`);
}

test('a whole game is played from the keyboard alone', async ({ page, createTeacher }) => {
  test.setTimeout(120_000);
  await signIn(page, await createTeacher());
  await starInLibrary(page, [ADDITION_SET]);
  await page.goto('/game');

  // The setup's tab order follows the grid as it reads: every name, every set dropdown, every colour, 'Add Player', every remove button.
  await expect(page.getByRole('heading', { name: 'Game Setup' })).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const addPlayer = page.getByRole('button', { name: 'Add Player' });
  await pressUntilFocused(page, 'Tab', addPlayer);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Player 2' })).toBeVisible();
  const name = (player: number) => page.getByRole('textbox', { name: `Player ${player} Name` });
  const setSelect = (player: number) => page.getByRole('combobox', { name: `Player ${player} Question set` });
  const colour = (player: number) =>
    page.getByRole('radiogroup', { name: `Player ${player} Colour` }).getByRole('radio', { checked: true });
  const tabOrder = [
    name(1),
    name(2),
    setSelect(1),
    setSelect(2),
    colour(1),
    colour(2),
    addPlayer,
    page.getByRole('button', { name: 'Remove Player 1' }),
    page.getByRole('button', { name: 'Remove Player 2' }),
  ];
  await pressUntilFocused(page, 'Shift+Tab', name(1));
  for (const stop of tabOrder.slice(1)) {
    await page.keyboard.press('Tab');
    await expect(stop).toBeFocused();
  }
  // The cards sit side by side on a wide screen, whatever the source order of their fields.
  const firstCard = await name(1).boundingBox();
  const secondCard = await name(2).boundingBox();
  expect(secondCard?.x).toBeGreaterThan((firstCard?.x ?? 0) + (firstCard?.width ?? 0));
  expect(secondCard?.y).toBe(firstCard?.y);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Player 2' })).toHaveCount(0);

  await pressUntilFocused(page, 'Shift+Tab', name(1));
  await page.keyboard.press('End');
  await page.keyboard.type(' and Friends');
  await page.keyboard.press('Tab');
  await expect(setSelect(1)).toBeFocused();
  await page.keyboard.press('Enter');
  // The only set is the list's first entry, where the open list puts the focus.
  await expect(page.getByRole('option', { name: new RegExp(`^${ADDITION_SET}`) })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(setSelect(1)).toContainText(ADDITION_SET);
  // 'Start Game' comes before the players, with the screen's other actions.
  await pressUntilFocused(page, 'Shift+Tab', page.getByRole('button', { name: 'Start Game' }));
  await page.keyboard.press('Enter');

  for (let turn = 0; turn < 5; turn += 1) {
    await expect(turnHeader(page)).toHaveText("Player 1 and Friends's Turn");
    const choices = page.getByRole('group', { name: 'Choose your answer:' });
    const showAnswer = page.getByRole('button', { name: 'Show Answer' });
    await expect(showAnswer.or(choices)).toBeVisible();
    if (await showAnswer.isVisible()) {
      await page.keyboard.press('Space');
      await expect(page.getByText('Answer:')).toBeVisible();
      await page.keyboard.press('c');
    } else {
      await page.keyboard.press('1');
    }
    const next = page.getByRole('button', { name: 'Continue', exact: true });
    await expect(next).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(next).toBeHidden();
  }

  const wheel = page.getByRole('region', { name: 'Score Scramble' });
  await expect(wheel.getByRole('button', { name: 'Pull Lever!' })).toBeVisible();
  await page.keyboard.press('l');
  await expect(wheel.getByRole('button', { name: 'Continue' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');

  await expect(
    page
      .getByRole('button', { name: 'Show Answer' })
      .or(page.getByRole('group', { name: 'Choose your answer:' })),
  ).toBeVisible();
  // End Game asks first: Escape keeps playing, and Enter confirms.
  const endGameButton = page.getByRole('banner').getByRole('button', { name: 'End Game' });
  await pressUntilFocused(page, 'Shift+Tab', endGameButton);
  await page.keyboard.press('Enter');
  const confirmation = page.getByRole('alertdialog', { name: 'End the game?' });
  await expect(confirmation.getByRole('button', { name: 'End Game' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(confirmation).toHaveCount(0);
  await expect(endGameButton).toBeFocused();
  await expect(turnHeader(page)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(confirmation.getByRole('button', { name: 'End Game' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByRole('heading', { name: 'Game Results!' })).toBeVisible();
  await expect(dialog(page)).toContainText('Player 1 and Friends');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Game Setup' })).toBeVisible();
});
