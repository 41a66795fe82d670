import { signIn, test } from '../support/accounts';
import { expect, expectNoAxeViolations } from '../support/fixtures';

test('a teacher creates a question set, adds a normal and a multiple-choice question, and edits it', async ({
  page,
  createTeacher,
}) => {
  // A long journey with an accessibility scan on every screen.
  test.slow();
  await signIn(page, await createTeacher());

  await page.goto('/questions');
  await expect(page.getByText('You have not created a question set yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Create Question Set' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Question Set' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Name' }).fill('Pond Life');
  await page.getByRole('textbox', { name: 'Description' }).fill('Frogs, ducks and dragonflies.');
  await page.getByRole('checkbox', { name: 'Grade 2' }).click();
  await page.getByRole('checkbox', { name: 'small groups' }).click();
  await page.getByRole('button', { name: 'Create Question Set' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Add Questions to Pond Life' })).toBeVisible();
  await expect(page).toHaveURL(/\/questions\/[0-9a-f-]{36}\/add$/);
  await expectNoAxeViolations(page);

  const question = page.getByRole('textbox', { name: 'Question' });
  await question.fill('What does a tadpole grow into?');
  await page.getByRole('textbox', { name: 'Answer' }).fill('A frog');
  await page.getByRole('button', { name: 'Add Question' }).click();
  await expect(page.getByRole('heading', { name: 'Questions in this set (1)' })).toBeVisible();
  await expect(question).toHaveValue('');

  await page.getByRole('combobox', { name: 'Answer format' }).click();
  await page.getByRole('option', { name: 'Multiple choice' }).click();
  await question.fill('Which of these can fly?');
  await page.getByRole('textbox', { name: 'Option 1' }).fill('Frog');
  await page.getByRole('button', { name: 'Add Question' }).click();
  // Bad input is explained, and nothing typed is lost.
  await expect(page.getByText('A multiple-choice question needs 2 to 4 options.')).toBeVisible();
  await expect(question).toHaveValue('Which of these can fly?');
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Option 2' }).fill('Dragonfly');
  await page.getByRole('radio', { name: 'Option 2 is correct' }).check();
  await page.getByRole('button', { name: 'Add Question' }).click();
  await expect(page.getByRole('heading', { name: 'Questions in this set (2)' })).toBeVisible();
  const questions = page.getByRole('list', { name: 'Questions' });
  await expect(questions.getByRole('listitem')).toHaveCount(2);
  await expect(questions.getByRole('listitem').nth(1)).toContainText('Answer: Dragonfly');

  await page.getByRole('link', { name: 'Done' }).click();
  const ownSets = page.getByRole('region', { name: 'Your question sets' });
  await expect(ownSets.getByRole('listitem')).toContainText(['Pond Life']);
  await expect(ownSets).toContainText('2 questions');
  await expectNoAxeViolations(page);
  await ownSets.getByRole('link', { name: 'Edit Pond Life' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Edit Pond Life' })).toBeVisible();
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.fill('   ');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('The name of a question set must be 1 to 100 characters.')).toBeVisible();
  await expectNoAxeViolations(page);

  await name.fill('Pond Life Quiz');
  await page.getByRole('switch', { name: 'Public' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Question set saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Pond Life Quiz' })).toBeVisible();

  // A public set is in the library for everyone, and the author's own sets are offered to the players.
  await page.goto('/library');
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('pond');
  await expect(page.getByRole('list', { name: 'Public question sets' }).getByRole('heading')).toHaveText([
    'Pond Life Quiz',
  ]);
  await page.goto('/assign-question-sets');
  await expect(page.getByRole('checkbox', { name: 'Pond Life Quiz for Player 1' })).toBeVisible();
});
