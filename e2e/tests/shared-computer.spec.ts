import type { Page } from '@playwright/test';
import type { TestServer } from '@quizcoop/server/testing';
import { signIn, test } from '../support/accounts';
import { browserStorageHolding } from '../support/browserStorage';
import { expect, expectNoAxeViolations } from '../support/fixtures';
import { playTurn, turnHeader } from '../support/game';

const PRIVATE_SET_ID = '00000000-0000-4000-8000-00000000c0de';
const PRIVATE_SET = 'Willowmere Pond Walk';
/** Words that only the first teacher's private questions contain. */
const PRIVATE_WORDS = 'heron of Willowmere';

/** A private set of the teacher's own, with questions nobody else may read. */
async function addPrivateSet(backend: TestServer, teacherId: string): Promise<void> {
  await backend.database.query(
    `insert into public.question_sets (id, game_name, created_by, is_public) values ($1, $2, $3, false)`,
    [PRIVATE_SET_ID, PRIVATE_SET, teacherId],
  );
  await backend.database.query(
    `insert into public.questions (question_set_id, position, question, answer)
     select $1, n, 'Question ' || n || ': where did the ${PRIVATE_WORDS} nest?', 'By the reeds'
     from generate_series(0, 5) as n`,
    [PRIVATE_SET_ID],
  );
}

async function signOutFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('You have been signed out')).toBeVisible();
}

/** Nothing of the first teacher's set is left anywhere the browser keeps data. */
async function expectNothingLeftOf(page: Page): Promise<void> {
  expect(await browserStorageHolding(page, PRIVATE_WORDS)).toEqual([]);
  expect(await browserStorageHolding(page, PRIVATE_SET_ID)).toEqual([]);
}

/** The game setup as the app has taken it over, once it knows who is (or is not) signed in. */
async function openSetup(page: Page, account: 'visitor' | 'teacher'): Promise<void> {
  await page.goto('/game');
  await expect(page.getByRole('heading', { name: 'Game Setup' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Player' })).toBeEnabled();
  await expect(
    account === 'teacher'
      ? page.getByRole('button', { name: /^Profile menu/ })
      : page.getByRole('link', { name: 'Sign in', exact: true }),
  ).toBeVisible();
}

test("a shared computer offers nobody the last teacher's game, signed in or not", async ({
  page,
  backend,
  createTeacher,
}) => {
  test.slow();
  const first = await createTeacher();
  await addPrivateSet(backend, first.id);
  await signIn(page, first);
  await page.goto('/assign-question-sets');
  await page.getByRole('checkbox', { name: `${PRIVATE_SET} for Player 1` }).click();
  await page.getByRole('button', { name: 'Save Assignments' }).click();
  await expect(page.getByText('Question sets assigned to players successfully')).toBeVisible();

  await openSetup(page, 'teacher');
  await expect(page.getByRole('combobox', { name: 'Player 1 Question set' })).toHaveText(
    `${PRIVATE_SET} (6)`,
  );
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(page.getByText(PRIVATE_WORDS)).toBeVisible();
  await playTurn(page);
  await expect(turnHeader(page)).toHaveText("Player 1's Turn");
  // The game in progress is kept in the browser: a reload carries it on, and Setup sets it aside to resume.
  await expect.poll(() => browserStorageHolding(page, PRIVATE_WORDS)).not.toEqual([]);
  await page.reload();
  await expect(page.getByText(PRIVATE_WORDS)).toBeVisible();
  await page.getByRole('button', { name: 'Setup' }).click();
  await expect(page.getByRole('button', { name: 'Resume game' })).toBeVisible();

  await signOutFromMenu(page);
  await expectNothingLeftOf(page);

  // The next person, not signed in.
  await openSetup(page, 'visitor');
  await expect(page.getByRole('button', { name: 'Resume game' })).toHaveCount(0);
  await expectNothingLeftOf(page);
  await expectNoAxeViolations(page);

  // The next teacher, signed in on the same computer.
  const second = await createTeacher();
  await signIn(page, second);
  await openSetup(page, 'teacher');
  await expect(page.getByRole('button', { name: 'Resume game' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Player 1 Question set' })).not.toContainText(PRIVATE_SET);
  await expectNothingLeftOf(page);
  await expectNoAxeViolations(page);

  // The first teacher, back after the second: what was theirs was removed when they signed out.
  await signOutFromMenu(page);
  await signIn(page, first);
  await openSetup(page, 'teacher');
  await expect(page.getByRole('button', { name: 'Resume game' })).toHaveCount(0);
  await expectNothingLeftOf(page);
});
