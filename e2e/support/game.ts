import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { TestServer } from '@quizcoop/server/testing';
import type { Teacher } from './accounts';

/** Two official sets of the seed; both mix questions answered aloud with multiple-choice ones. */
export const ADDITION_SET = 'Addition and Subtraction Facts';
export const ANIMALS_SET = 'Animals and Habitats';

export function scoreboard(page: Page): Locator {
  return page.getByRole('region', { name: 'Scoreboard' });
}

/** A player's score as the scoreboard shows it. */
export async function scoreOf(page: Page, playerName: string): Promise<number> {
  const entry = scoreboard(page).getByRole('listitem').filter({ hasText: playerName });
  const text = (await entry.textContent()) ?? '';
  // The entry reads as the name, then the score and ' points'.
  const match = /^(-?\d+) points$/.exec(text.slice(text.indexOf(playerName) + playerName.length).trim());
  if (!match?.[1]) throw new Error(`No score for ${playerName} in "${text}".`);
  return Number(match[1]);
}

export function turnHeader(page: Page): Locator {
  return page.getByRole('heading', { level: 2, name: /'s Turn$/ });
}

/** Answers the question on screen, whichever kind it is, and moves on to the next turn. */
export async function playTurn(page: Page, { correct = true }: { correct?: boolean } = {}): Promise<void> {
  const showAnswer = page.getByRole('button', { name: 'Show Answer' });
  const choices = page.getByRole('group', { name: 'Choose your answer:' });
  const premium = page.getByRole('heading', { name: 'Premium Question' });
  await expect(showAnswer.or(choices).or(premium)).toBeVisible();
  if (await showAnswer.isVisible()) {
    await showAnswer.click();
    await expect(page.getByText('Answer:')).toBeVisible();
    await page.getByRole('button', { name: correct ? 'Correct' : 'Incorrect', exact: true }).click();
  } else if (await choices.isVisible()) {
    // Which option is right only shows once chosen, as for the class.
    await choices.getByRole('button').first().click();
  }
  const next = page.getByRole('button', { name: 'Continue', exact: true });
  await next.click();
  await expect(next).toBeHidden();
}

/** Plays whole rounds: every player takes one turn per round. */
export async function playRounds(page: Page, rounds: number, players: number): Promise<void> {
  for (let turn = 0; turn < rounds * players; turn += 1) await playTurn(page, { correct: turn % 3 !== 2 });
}

/**
 * Every player in order pulls the lever once; checks that each score moves by one of the wheel's values, and
 * returns the last button's label ('Continue' or 'End Game').
 */
export async function spinEveryone(page: Page, playerNames: readonly string[]): Promise<string> {
  const wheelValues = [30, 20, 10, 0, -10, -20];
  let last = '';
  for (const [index, name] of playerNames.entries()) {
    const wheel = page.getByRole('region', { name: 'Score Scramble' });
    await expect(wheel.getByText(name, { exact: true })).toBeVisible();
    const before = await scoreOf(page, name);
    await wheel.getByRole('button', { name: 'Pull Lever!' }).click();
    await expect(wheel.getByRole('button', { name: 'Spin Used' })).toBeDisabled();
    await expect(wheel.getByText(/Points!/)).toBeVisible();
    expect(wheelValues).toContain((await scoreOf(page, name)) - before);
    const isLast = index === playerNames.length - 1;
    const next = wheel.getByRole('button', { name: isLast ? /^(Continue|End Game)$/ : 'Next Player' });
    last = (await next.textContent()) ?? '';
    await next.click();
  }
  return last;
}

/** Stars sets in the library, so the game's set lists offer them. */
export async function starInLibrary(page: Page, setNames: readonly string[]): Promise<void> {
  await page.goto('/library');
  for (const name of setNames) {
    const star = page.getByRole('button', { name: `Star ${name}` });
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
  }
}

/**
 * A set of the teacher's own, written straight to the database so the game's dropdown offers it: its questions
 * are given by their texts or as a number of 'Question n of {name}', answered aloud ('Answer n'), or, with
 * `multipleChoice`, each with the options 'Right n' (correct) and 'Wrong n'. Returns the set's id.
 */
export async function addOwnSet(
  backend: TestServer,
  teacher: Pick<Teacher, 'id'>,
  name: string,
  questions: number | readonly string[],
  { multipleChoice = false }: { multipleChoice?: boolean } = {},
): Promise<string> {
  const texts =
    typeof questions === 'number'
      ? Array.from({ length: questions }, (_, index) => `Question ${index + 1} of ${name}`)
      : questions;
  // A multiple-choice question and its options are checked together at commit, so they go in one transaction.
  return backend.database.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.question_sets (game_name, created_by) values ($1, $2) returning id`,
      [name, teacher.id],
    );
    const setId = rows[0]?.id;
    if (!setId) throw new Error(`The set ${name} was not created.`);
    await tx.query(
      `insert into public.questions (question_set_id, position, question, answer, question_type)
       select $1, question.position, question.text, $3::text || question.position, $4::text
       from unnest($2::text[]) with ordinality as question (text, position)`,
      [setId, texts, multipleChoice ? 'Right ' : 'Answer ', multipleChoice ? 'multiple_choice' : 'normal'],
    );
    if (multipleChoice) {
      await tx.query(
        `insert into public.multiple_choice_options (question_id, position, option_text, is_correct)
         select id, o, case o when 0 then 'Right ' else 'Wrong ' end || position, o = 0
         from public.questions, generate_series(0, 1) as o
         where question_set_id = $1`,
        [setId],
      );
    }
    return setId;
  });
}

/** Chooses a question set in a player's dropdown on the setup screen. */
export async function chooseSet(page: Page, playerNumber: number, setName: string): Promise<void> {
  await page.getByRole('combobox', { name: `Player ${playerNumber} Question set` }).click();
  await page.getByRole('option', { name: new RegExp(`^${setName} \\(\\d+\\)$`) }).click();
}

/** Ends the game from the header, confirming as a teacher does; the results follow. */
export async function endGame(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'End Game' }).click();
  await page
    .getByRole('alertdialog', { name: 'End the game?' })
    .getByRole('button', { name: 'End Game' })
    .click();
}

/** Gives each player its set and name, in seating order, on the setup screen. */
export async function setUpTeams(page: Page, teams: readonly { name: string; set: string }[]): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Game Setup' })).toBeVisible();
  for (const [index, team] of teams.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add Player' }).click();
    await chooseSet(page, index + 1, team.set);
    await page.getByRole('textbox', { name: `Player ${index + 1} Name` }).fill(team.name);
  }
}
