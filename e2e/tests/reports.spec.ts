import type { Locator, Page } from '@playwright/test';
import type { TestServer } from '@quizcoop/server/testing';
import { signIn, test } from '../support/accounts';
import { downloadedText } from '../support/downloads';
import { expect, expectNoAxeViolations } from '../support/fixtures';
import { addOwnSet, endGame, playTurn, scoreOf, setUpTeams, turnHeader } from '../support/game';

const RED_PLANET = 'Which planet is known as the Red Planet?';
const CAIRO_RIVER = 'Which river flows through Cairo?';

const RESULTS_HEADER = 'rank,team,colour,score,correct,answered,accuracy_percent';
const TURNS_HEADER =
  'game_started_at,turn,round,team,kind,question_id,question,question_type,chosen_option,mark,points,scramble_outcome';
const HARDEST_HEADER = 'rank,question,asked,answered_right,right_percent,question_id';

/** A CSV export read back as a spreadsheet would: its header row, then each row by column name. */
function parseCsv(text: string): { header: string; rows: Record<string, string>[] } {
  expect(text.startsWith('\uFEFF'), 'the file starts with a byte order mark, for Excel').toBe(true);
  const [header = '', ...lines] = text.slice(1).split('\r\n').filter(Boolean);
  const columns = header.split(',');
  // The journeys' names and questions hold no comma or quote, so a plain split reads every cell.
  const rows = lines.map((line) =>
    Object.fromEntries(line.split(',').map((cell, index) => [columns[index], cell])),
  );
  return { header, rows };
}

/** A number cell: digits with an optional minus, nothing else, so a spreadsheet sums it. */
function numberIn(cell: string | undefined): number {
  expect(cell).toMatch(/^-?\d+$/);
  return Number(cell);
}

interface PlayedGame {
  scores: Record<string, number>;
}

/** Teams on one set, one question each, answered as given; the game ends from the header. */
async function playShortGame(
  page: Page,
  teams: readonly { name: string; set: string; correct: boolean }[],
): Promise<PlayedGame> {
  await page.goto('/game');
  await setUpTeams(page, teams);
  await page.getByRole('button', { name: 'Start Game' }).click();
  for (const team of teams) {
    await expect(turnHeader(page)).toHaveText(`${team.name}'s Turn`);
    await playTurn(page, { correct: team.correct });
  }
  const scores: Record<string, number> = {};
  for (const team of teams) scores[team.name] = await scoreOf(page, team.name);
  await endGame(page);
  const results = page.getByRole('dialog', { name: 'Game Results!' });
  await expect(results).toBeVisible();
  await results.getByRole('button', { name: 'Return to Setup' }).click();
  return { scores };
}

/** Whether the page fits a phone's width: a teacher reads reports away from the classroom too. */
async function expectFitsAPhone(page: Page): Promise<void> {
  await page.setViewportSize({ width: 375, height: 740 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
    .toBe(true);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The games in the list, newest first: each entry says when, and how its teams finished. */
function keptGames(page: Page): Locator {
  return page.getByRole('list', { name: 'Games' }).locator(':scope > li');
}

async function keptGamesOf(backend: TestServer, teacherId: string): Promise<number> {
  const { rows } = await backend.database.query<{ count: number }>(
    'select count(*)::int as count from public.games where owner_id = $1',
    [teacherId],
  );
  return rows[0]?.count ?? 0;
}

test('a teacher finds both games in Reports, reads one, sees the question most teams missed first, and exports all three', async ({
  page,
  backend,
  createTeacher,
}) => {
  test.setTimeout(240_000);
  const teacher = await createTeacher();
  const planets = await addOwnSet(backend, teacher, 'Planets', [RED_PLANET]);
  await addOwnSet(backend, teacher, 'Rivers', [CAIRO_RIVER]);
  await signIn(page, teacher);

  // Two of the three teams of the first game miss the one question of Planets; both teams of the second get
  // the one question of Rivers right.
  const planetsGame = await playShortGame(page, [
    { name: 'Owls', set: 'Planets', correct: true },
    { name: 'Bees', set: 'Planets', correct: false },
    { name: 'Ants', set: 'Planets', correct: false },
  ]);
  const riversGame = await playShortGame(page, [
    { name: 'Foxes', set: 'Rivers', correct: true },
    { name: 'Hens', set: 'Rivers', correct: true },
  ]);
  expect(planetsGame.scores.Owls).toBeGreaterThan(0);
  await expect.poll(() => keptGamesOf(backend, teacher.id)).toBe(2);

  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(keptGames(page)).toHaveCount(2);
  const [newest, older] = [keptGames(page).nth(0), keptGames(page).nth(1)];
  await expect(newest).toContainText('Rivers');
  for (const [name, score] of Object.entries(riversGame.scores))
    await expect(newest.getByRole('listitem').filter({ hasText: name })).toContainText(`${score} pts`);
  await expect(older).toContainText('Planets');
  for (const [name, score] of Object.entries(planetsGame.scores))
    await expect(older.getByRole('listitem').filter({ hasText: name })).toContainText(`${score} pts`);
  await expectNoAxeViolations(page);

  // A set narrows the list to its games.
  await page.getByRole('combobox', { name: 'Question set' }).click();
  await page.getByRole('option', { name: 'Planets' }).click();
  await expect(keptGames(page)).toHaveCount(1);
  await expect(keptGames(page).first()).toContainText('Owls');
  await page.getByRole('button', { name: 'Show every game' }).click();
  await expect(keptGames(page)).toHaveCount(2);

  // The Planets game's report: its ranking and every question as it was asked.
  await older.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: /^Game of / })).toBeVisible();
  const ranking = page.getByRole('list', { name: 'Ranking' }).locator(':scope > li');
  await expect(ranking).toHaveCount(3);
  await expect(ranking.first()).toContainText(`Owls${planetsGame.scores.Owls} pts`);
  const questions = page.getByRole('table', { name: 'Questions' });
  await expect(questions.getByRole('row')).toHaveCount(4);
  const firstTurn = questions.getByRole('row').nth(1);
  await expect(firstTurn).toContainText('Owls');
  await expect(firstTurn).toContainText(RED_PLANET);
  await expect(firstTurn.getByRole('cell').nth(3)).toHaveText('Correct');
  await expect(questions.getByRole('row').nth(2).getByRole('cell').nth(3)).toHaveText('Incorrect');
  await expectNoAxeViolations(page);
  await expectFitsAPhone(page);

  const results = await downloadedText(page, () =>
    page.getByRole('button', { name: 'Download results (CSV)' }).click(),
  );
  expect(results.name).toMatch(/^quiz-coop-results-\d{4}-\d{2}-\d{2}\.csv$/);
  const ranked = parseCsv(results.text);
  expect(ranked.header).toBe(RESULTS_HEADER);
  expect(ranked.rows.map((row) => [row.rank, row.team])).toEqual([
    ['1', 'Owls'],
    ['2', 'Bees'],
    ['2', 'Ants'],
  ]);
  for (const row of ranked.rows) {
    expect(numberIn(row.score)).toBe(planetsGame.scores[row.team ?? '']);
    const right = row.team === 'Owls' ? 1 : 0;
    expect([numberIn(row.correct), numberIn(row.answered), numberIn(row.accuracy_percent)]).toEqual([
      right,
      1,
      right * 100,
    ]);
  }

  const turns = await downloadedText(page, () =>
    page.getByRole('button', { name: 'Download every turn (CSV)' }).click(),
  );
  expect(turns.name).toMatch(/^quiz-coop-turns-\d{4}-\d{2}-\d{2}\.csv$/);
  const played = parseCsv(turns.text);
  expect(played.header).toBe(TURNS_HEADER);
  expect(played.rows.map((row) => [row.team, row.question, row.mark])).toEqual([
    ['Owls', RED_PLANET, 'correct'],
    ['Bees', RED_PLANET, 'incorrect'],
    ['Ants', RED_PLANET, 'incorrect'],
  ]);
  for (const row of played.rows) {
    expect(row.game_started_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(numberIn(row.points)).toBe(planetsGame.scores[row.team ?? '']);
  }

  // Across both games the question most teams missed comes first, with the way to its editor.
  await page.getByRole('link', { name: 'Hardest questions' }).click();
  const hardest = page.getByRole('table', { name: 'Hardest questions' });
  const top = hardest.getByRole('row').nth(1);
  await expect(top.getByRole('cell').nth(0)).toContainText(RED_PLANET);
  await expect(top.getByRole('cell').nth(1)).toHaveText('3');
  await expect(top.getByRole('cell').nth(2)).toHaveText('1 (33%)');
  await expect(top.getByRole('link', { name: `Edit “${RED_PLANET}”` })).toHaveAttribute(
    'href',
    `/questions/${planets}/edit`,
  );
  await expect(hardest.getByRole('row').nth(2)).toContainText(CAIRO_RIVER);
  await expectNoAxeViolations(page);
  await expectFitsAPhone(page);

  const hardestFile = await downloadedText(page, () =>
    page.getByRole('button', { name: 'Download hardest questions (CSV)' }).click(),
  );
  expect(hardestFile.name).toMatch(/^quiz-coop-hardest-questions-\d{4}-\d{2}-\d{2}\.csv$/);
  const hardestRows = parseCsv(hardestFile.text);
  expect(hardestRows.header).toBe(HARDEST_HEADER);
  expect(
    hardestRows.rows.map((row) => [row.question, numberIn(row.asked), numberIn(row.answered_right)]),
  ).toEqual([
    [RED_PLANET, 3, 1],
    [CAIRO_RIVER, 2, 2],
  ]);
});

test('a game ended offline is kept once the network is back, play never waits for it, and it can be deleted', async ({
  page,
  context,
  backend,
  createTeacher,
}) => {
  test.setTimeout(120_000);
  const teacher = await createTeacher();
  await addOwnSet(backend, teacher, 'Planets', [RED_PLANET]);
  await signIn(page, teacher);
  await page.goto('/game');
  await setUpTeams(page, [{ name: 'Owls', set: 'Planets' }]);
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(turnHeader(page)).toHaveText("Owls's Turn");

  await context.setOffline(true);
  await playTurn(page, { correct: true });
  await endGame(page);
  await expect(page.getByRole('dialog', { name: 'Game Results!' })).toBeVisible();
  // The results are there at once; the game waits in the browser, not on the server.
  expect(await keptGamesOf(backend, teacher.id)).toBe(0);

  await context.setOffline(false);
  await expect.poll(() => keptGamesOf(backend, teacher.id)).toBe(1);
  await page.goto('/reports');
  await expect(keptGames(page)).toHaveCount(1);
  await expect(keptGames(page).first()).toContainText('Owls');

  // The teacher decides: a game can be deleted from the reports.
  await keptGames(page).first().getByRole('link').click();
  await page.getByRole('button', { name: 'Delete this game' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this game?' });
  await confirm.getByRole('button', { name: 'Delete this game' }).click();
  await expect(page.getByText('The game has been deleted from your reports')).toBeVisible();
  await expect(page.getByText('No games kept yet.')).toBeVisible();
  expect(await keptGamesOf(backend, teacher.id)).toBe(0);
});

test('a teacher who stops keeping games in the profile finds the next game is not kept', async ({
  page,
  backend,
  createTeacher,
}) => {
  test.setTimeout(120_000);
  const teacher = await createTeacher();
  await addOwnSet(backend, teacher, 'Planets', [RED_PLANET]);
  await signIn(page, teacher);

  await page.goto('/profile');
  const keeping = page.getByRole('region', { name: 'Kept games' });
  const keep = keeping.getByRole('switch', { name: 'Keep my games for reports' });
  await expect(keep).toBeChecked();
  await expect(keep).toBeEnabled();
  await keeping.getByRole('combobox', { name: 'Delete kept games older than' }).click();
  await page.getByRole('option', { name: '90 days' }).click();
  await expect(page.getByText('Your choice of keeping games has been saved')).toBeVisible();
  await keep.click();
  await expect(keep).not.toBeChecked();
  await expect(keep).toBeEnabled();
  await expectNoAxeViolations(page);

  // The choice is the account's: it is there again on the next visit.
  await page.reload();
  await expect(keeping.getByRole('switch', { name: 'Keep my games for reports' })).not.toBeChecked();
  await expect(keeping.getByRole('combobox', { name: 'Delete kept games older than' })).toHaveText('90 days');

  await playShortGame(page, [{ name: 'Owls', set: 'Planets', correct: true }]);
  await page.goto('/reports');
  await expect(page.getByText('No games kept yet.')).toBeVisible();
  expect(await keptGamesOf(backend, teacher.id)).toBe(0);
});
