import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { TestServer } from '@quizcoop/server/testing';
import type { Teacher } from './accounts';
import { ANIMALS_SET } from './game';

/** A set's card in a library list, found by the set's name. */
export function setCard(page: Page, name: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** Opens 'Copy Question Set' for an official set from the library, as a signed-in teacher would. */
export async function openCopyDialog(page: Page): Promise<Locator> {
  await page.goto('/library');
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(ANIMALS_SET);
  await setCard(page, ANIMALS_SET)
    .getByRole('button', { name: `Copy ${ANIMALS_SET}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Copy Question Set' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * A set of the teacher's own, written straight to the database so the game's dropdown offers it: its questions
 * are answered aloud, given by their texts or as a number of 'Question n of {name}'. Returns the set's id.
 */
export async function addOwnSet(
  backend: TestServer,
  teacher: Pick<Teacher, 'id'>,
  name: string,
  questions: number | readonly string[],
): Promise<string> {
  const texts =
    typeof questions === 'number'
      ? Array.from({ length: questions }, (_, index) => `Question ${index + 1} of ${name}`)
      : questions;
  const { rows } = await backend.database.query<{ id: string }>(
    `insert into public.question_sets (game_name, created_by) values ($1, $2) returning id`,
    [name, teacher.id],
  );
  const setId = rows[0]?.id;
  if (!setId) throw new Error(`The set ${name} was not created.`);
  await backend.database.query(
    `insert into public.questions (question_set_id, position, question, answer)
     select $1, question.position, question.text, 'Answer ' || question.position
     from unnest($2::text[]) with ordinality as question (text, position)`,
    [setId, texts],
  );
  return setId;
}
