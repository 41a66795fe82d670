import type { Page } from '@playwright/test';
import { signIn, test } from '../support/accounts';
import { expect, expectNoAxeViolations } from '../support/fixtures';
import { addOwnSet, endGame, playRounds, playTurn, scoreOf, setUpTeams, turnHeader } from '../support/game';

const TEAMS = [
  { name: 'Owls', set: 'Owls Facts' },
  { name: 'Foxes', set: 'Foxes Facts' },
];

function results(page: Page) {
  return page.getByRole('dialog', { name: 'Game Results!' });
}

/** Foxes' colour, chosen at setup instead of its slot's orange. */
function foxesInPurple(page: Page) {
  return page
    .getByRole('radiogroup', { name: 'Player 2 Colour' })
    .getByRole('radio', { name: 'Berry Purple' });
}

/** The question on the card, which names the set it comes from. */
function questionFrom(page: Page, set: string) {
  return page.getByText(new RegExp(`^Question \\d+ of ${set}$`));
}

test('Play again keeps the teams and sets with scores at 0, and setup offers the last teams once the results close', async ({
  page,
  backend,
  createTeacher,
}) => {
  test.setTimeout(180_000);
  const teacher = await createTeacher();
  for (const { set } of TEAMS) await addOwnSet(backend, teacher, set, 8);
  await signIn(page, teacher);
  await setUpTeams(page, TEAMS);
  await foxesInPurple(page).check();
  // Before any game there are no last teams to offer.
  await expect(page.getByRole('button', { name: 'Use last teams' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Start Game' }).click();

  await expect(turnHeader(page)).toHaveText("Owls's Turn");
  await playRounds(page, 2, 2);
  expect(await scoreOf(page, 'Owls')).toBeGreaterThan(0);
  await endGame(page);
  await expect(results(page)).toBeVisible();
  await expectNoAxeViolations(page);

  // A new game at once: the same teams on the same sets, every score back at 0, nothing in its history yet.
  await results(page).getByRole('button', { name: 'Play again' }).click();
  await expect(results(page)).toBeHidden();
  await expect(turnHeader(page)).toHaveText("Owls's Turn");
  expect(await scoreOf(page, 'Owls')).toBe(0);
  expect(await scoreOf(page, 'Foxes')).toBe(0);
  await expect(page.getByText('No game events yet')).toBeVisible();
  await expect(questionFrom(page, 'Owls Facts')).toBeVisible();
  await playTurn(page);
  await expect(turnHeader(page)).toHaveText("Foxes's Turn");
  await expect(questionFrom(page, 'Foxes Facts')).toBeVisible();
  await expectNoAxeViolations(page);

  // Closing the results begins setup again with one default player, and offers the last teams back.
  await endGame(page);
  await expect(results(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Game Setup' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Player \d$/ })).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Player 1 Name' })).toHaveValue('Player 1');
  await expect(page.getByRole('button', { name: 'Use last teams' })).toBeVisible();

  // The session keeps them through a reload, and one press puts back names, sets and colours.
  await page.reload();
  await page.getByRole('button', { name: 'Use last teams' }).click();
  await expect(page.getByRole('textbox', { name: 'Player 1 Name' })).toHaveValue('Owls');
  await expect(page.getByRole('textbox', { name: 'Player 2 Name' })).toHaveValue('Foxes');
  await expect(page.getByRole('combobox', { name: /Question set$/ })).toHaveText([
    /^Owls Facts \(8\)$/,
    /^Foxes Facts \(8\)$/,
  ]);
  await expect(foxesInPurple(page)).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(turnHeader(page)).toHaveText("Owls's Turn");
  await expect(questionFrom(page, 'Owls Facts')).toBeVisible();
});
