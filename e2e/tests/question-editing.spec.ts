import { signIn, test } from '../support/accounts';
import { expect, expectNoAxeViolations } from '../support/fixtures';

const SET_ID = '00000000-0000-4000-8000-00000000e5e1';

test('a teacher edits, reorders, marks premium and deletes the questions of a set', async ({
  page,
  backend,
  createTeacher,
}) => {
  test.slow();
  const teacher = await createTeacher({ premium: true });
  await backend.database.query(
    `insert into public.question_sets (id, game_name, created_by) values ($1, 'Pond Life', $2)`,
    [SET_ID, teacher.id],
  );
  // A multiple-choice question and its options are checked together at commit, so they go in one transaction.
  await backend.database.transaction(async (tx) => {
    await tx.query(
      `insert into public.questions (question_set_id, position, question, answer, question_type) values
         ($1, 0, 'What does a tadpole grow into?', 'A frog', 'normal'),
         ($1, 1, 'Which of these can fly?', 'Dragonfly', 'multiple_choice'),
         ($1, 2, 'How many legs has a spider?', 'Eight', 'normal')`,
      [SET_ID],
    );
    await tx.query(
      `insert into public.multiple_choice_options (question_id, position, option_text, is_correct)
       select id, 0, 'Frog', false from public.questions where question_set_id = $1 and position = 1
       union all
       select id, 1, 'Dragonfly', true from public.questions where question_set_id = $1 and position = 1`,
      [SET_ID],
    );
  });
  await signIn(page, teacher);
  await page.goto(`/questions/${SET_ID}/edit`);
  const questions = page.getByRole('list', { name: 'Questions' });
  const rows = questions.getByRole('listitem');
  await expect(rows).toHaveCount(3);

  // A normal question, edited in place.
  await page.getByRole('button', { name: 'Edit question 1' }).click();
  const editor = page.getByRole('region', { name: 'Edit question 1' });
  await editor.getByRole('textbox', { name: 'Answer' }).fill('A frog, in about 14 weeks');
  await expectNoAxeViolations(page);
  await editor.getByRole('button', { name: 'Save Question' }).click();
  await expect(editor).toBeHidden();
  await expect(rows.nth(0)).toContainText('Answer: A frog, in about 14 weeks');

  // A multiple-choice question gets a third option, which becomes the correct one.
  await page.getByRole('button', { name: 'Edit question 2' }).click();
  const choiceEditor = page.getByRole('region', { name: 'Edit question 2' });
  await expect(choiceEditor.getByRole('textbox', { name: 'Option 2' })).toHaveValue('Dragonfly');
  await choiceEditor.getByRole('textbox', { name: 'Option 3' }).fill('Duck');
  await choiceEditor.getByRole('radio', { name: 'Option 3 is correct' }).check();
  await choiceEditor.getByRole('button', { name: 'Save Question' }).click();
  await expect(choiceEditor).toBeHidden();
  await expect(rows.nth(1)).toContainText('Answer: Duck');

  // A refused save keeps what was typed. While the editor is open the question turns into a copy of someone
  // else's premium question, which the server refuses to make free.
  const spider = 'How many legs has a spider?';
  await page.getByRole('button', { name: 'Edit question 3' }).click();
  const refusedEditor = page.getByRole('region', { name: 'Edit question 3' });
  await refusedEditor.getByRole('textbox', { name: 'Answer' }).fill('Eight, always');
  await backend.database.query(
    `update public.questions set is_premium = true, is_premium_copy = true where question = $1`,
    [spider],
  );
  await refusedEditor.getByRole('button', { name: 'Save Question' }).click();
  await expect(
    refusedEditor.getByText('A question copied from a premium question stays premium.'),
  ).toBeVisible();
  await expect(refusedEditor.getByRole('textbox', { name: 'Answer' })).toHaveValue('Eight, always');
  await refusedEditor.getByRole('button', { name: 'Cancel' }).click();
  await backend.database.query('delete from public.questions where question = $1', [spider]);
  await page.reload();
  await expect(rows).toHaveCount(2);

  // Reordering from the keyboard: the focus stays on the moved question, and the move is announced.
  await page.getByRole('button', { name: 'Move question 2 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Question 2 moved to position 1')).toBeAttached();
  await expect(rows.nth(0)).toContainText('Which of these can fly?');
  await expect(page.getByRole('button', { name: 'Move question 1 down' })).toBeFocused();
  await expect
    .poll(async () => {
      const { rows: stored } = await backend.database.query<{ question: string }>(
        'select question from public.questions where question_set_id = $1 order by position',
        [SET_ID],
      );
      return stored.map((row) => row.question);
    })
    .toEqual(['Which of these can fly?', 'What does a tadpole grow into?']);

  // One question marked premium in its editor.
  await page.getByRole('button', { name: 'Edit question 2' }).click();
  const premiumEditor = page.getByRole('region', { name: 'Edit question 2' });
  await premiumEditor.getByRole('checkbox', { name: 'Premium question' }).click();
  await premiumEditor.getByRole('button', { name: 'Save Question' }).click();
  await expect(rows.nth(1).getByText('Premium', { exact: true })).toBeVisible();

  // Deleting asks first, and Undo brings the question back.
  await page.getByRole('button', { name: 'Delete question 1' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete question 1?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(rows).toHaveCount(1);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Which of these can fly?');

  // Both selected and marked premium in one go.
  await page.getByRole('checkbox', { name: 'Select all' }).click();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Mark Premium' }).click();
  await expect(page.getByText('2 questions marked premium')).toBeVisible();
  await expect(questions.getByText('Premium', { exact: true })).toHaveCount(2);
  await expectNoAxeViolations(page);

  const { rows: stored } = await backend.database.query<{ question: string; is_premium: boolean }>(
    'select question, is_premium from public.questions where question_set_id = $1 order by position',
    [SET_ID],
  );
  expect(stored).toEqual([
    { question: 'Which of these can fly?', is_premium: true },
    { question: 'What does a tadpole grow into?', is_premium: true },
  ]);
});

test('leaving with unsaved changes asks first', async ({ page, backend, createTeacher }) => {
  const teacher = await createTeacher();
  await backend.database.query(
    `insert into public.question_sets (id, game_name, created_by) values ($1, 'Pond Life', $2)`,
    [SET_ID, teacher.id],
  );
  await signIn(page, teacher);
  await page.goto(`/questions/${SET_ID}/edit`);
  await page.getByRole('textbox', { name: 'Description' }).fill('Not saved yet');
  await page.getByRole('link', { name: 'My Question Sets' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await expectNoAxeViolations(page);
  await ask.getByRole('button', { name: 'Stay on This Page' }).click();
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('Not saved yet');
  await page.getByRole('link', { name: 'My Question Sets' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/questions$/);
});
