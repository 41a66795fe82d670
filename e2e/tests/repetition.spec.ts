import { signIn, test } from '../support/accounts';
import { expect, expectNoAxeViolations } from '../support/fixtures';
import { addOwnSet, chooseSet, playRounds, scoreboard, setUpTeams, turnHeader } from '../support/game';

const REPEAT_WARNING = /will repeat before the next Score Scramble/;

test('three teams on three sets of 20 reach round 5 without a repetition warning', async ({
  page,
  backend,
  createTeacher,
}) => {
  test.setTimeout(180_000);
  const teacher = await createTeacher();
  for (const set of ['Owls Facts', 'Foxes Facts', 'Bears Facts']) await addOwnSet(backend, teacher, set, 20);
  await signIn(page, teacher);
  await setUpTeams(page, [
    { name: 'Owls', set: 'Owls Facts' },
    { name: 'Foxes', set: 'Foxes Facts' },
    { name: 'Bears', set: 'Bears Facts' },
  ]);
  const startGame = page.getByRole('button', { name: 'Start Game' });
  await expect(startGame).toBeEnabled();
  await expect(page.getByText(/^The set for/)).toHaveCount(0);
  await startGame.click();

  await expect(turnHeader(page)).toHaveText("Owls's Turn");
  await expect(page.getByText(REPEAT_WARNING)).toHaveCount(0);
  await playRounds(page, 4, 3);
  // Round 5: each set has given 5 of its 20 questions, and gives its team only one more before the Score Scramble.
  await expect(turnHeader(page)).toHaveText("Owls's Turn");
  await expect(scoreboard(page)).toContainText('1 turn until Score Scramble!');
  await expect(page.getByText('Round 5', { exact: true })).toBeVisible();
  await expect(page.getByText(REPEAT_WARNING)).toHaveCount(0);
});

test('two teams sharing a set of 6 are told at setup and in the game that its questions will repeat', async ({
  page,
  backend,
  createTeacher,
}) => {
  const teacher = await createTeacher();
  await addOwnSet(backend, teacher, 'Shared Six', 6);
  await signIn(page, teacher);
  await setUpTeams(page, [
    { name: 'Owls', set: 'Shared Six' },
    { name: 'Foxes', set: 'Shared Six' },
  ]);
  const setupWarning = page.getByRole('status').filter({
    hasText:
      'The set for Owls and Foxes has only 6 questions for 10 turns before the next Score Scramble, so some will repeat.',
  });
  await expect(setupWarning).toBeVisible();
  await expectNoAxeViolations(page);

  // A short set is advice: the game starts, and says whose questions will repeat.
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(turnHeader(page)).toHaveText("Owls's Turn");
  await expect(
    page.getByRole('status').filter({
      hasText: 'Questions for Owls and Foxes will repeat before the next Score Scramble.',
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an empty set is named at setup, and Start Game will not start the game with it', async ({
  page,
  backend,
  createTeacher,
}) => {
  const teacher = await createTeacher();
  await addOwnSet(backend, teacher, 'Empty Set', 0);
  await addOwnSet(backend, teacher, 'Full Set', 10);
  await signIn(page, teacher);
  await setUpTeams(page, [{ name: 'Owls', set: 'Empty Set' }]);
  const message = 'The set for Owls has no questions: choose another set.';
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expectNoAxeViolations(page);

  const startGame = page.getByRole('button', { name: 'Start Game' });
  await startGame.click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: message })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Game Setup' })).toBeVisible();
  await expect(turnHeader(page)).toHaveCount(0);

  // Choosing another set clears the warning, and the game starts.
  await chooseSet(page, 1, 'Full Set');
  await expect(page.getByText(message)).toHaveCount(0);
  await startGame.click();
  await expect(turnHeader(page)).toHaveText("Owls's Turn");
});
