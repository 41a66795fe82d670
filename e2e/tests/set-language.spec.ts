import { signIn, test } from '../support/accounts';
import { expect, expectNoAxeViolations } from '../support/fixtures';
import { addOwnSet, chooseSet } from '../support/game';
import { setCard } from '../support/library';

const ENGLISH_SET = 'Farm Sounds';
const SPANISH_SET = 'Farm Sounds en español';

// A browser in English, so the new set starts in English and the teacher chooses Spanish for it.
test.use({ locale: 'en-US' });

test('a teacher writes a set in Spanish, finds it by its language in the library, and plays it marked as Spanish', async ({
  page,
  backend,
  createTeacher,
}) => {
  test.slow();
  const teacher = await createTeacher();
  const englishSetId = await addOwnSet(backend, teacher, ENGLISH_SET, ['What does a cow say?']);
  await backend.database.query('update public.question_sets set is_public = true where id = $1', [
    englishSetId,
  ]);
  await signIn(page, teacher);

  await page.goto('/questions/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New Question Set' })).toBeVisible();
  const language = page.getByRole('combobox', { name: 'Language' });
  await expect(language).toHaveText('English');
  await page.getByRole('textbox', { name: 'Name' }).fill(SPANISH_SET);
  await language.click();
  await page.getByRole('option', { name: 'Español' }).click();
  await expect(language).toHaveText('Español');
  await page.getByRole('switch', { name: 'Public' }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create Question Set' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: `Add Questions to ${SPANISH_SET}` }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Question' }).fill('¿Qué dice la vaca?');
  await page.getByRole('textbox', { name: 'Answer' }).fill('Mu');
  await page.getByRole('button', { name: 'Add Question' }).click();
  await expect(page.getByRole('heading', { name: 'Questions in this set (1)' })).toBeVisible();

  // The library lists both public sets for every language, and only the Spanish one for Español.
  await page.goto('/library');
  const publicSets = page.getByRole('list', { name: 'Public question sets' });
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('farm sounds');
  await expect(publicSets.getByRole('heading')).toHaveText([ENGLISH_SET, SPANISH_SET]);
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Español' }).click();
  await expect(publicSets.getByRole('heading')).toHaveText([SPANISH_SET]);
  await expect(setCard(page, SPANISH_SET).getByText('Español', { exact: true })).toHaveAttribute(
    'lang',
    'es',
  );
  await expectNoAxeViolations(page);

  // In a game, the question's text is marked as Spanish.
  await page.goto('/game');
  await chooseSet(page, 1, SPANISH_SET);
  await page.getByRole('button', { name: 'Start Game' }).click();
  const question = page.getByText('¿Qué dice la vaca?', { exact: true });
  await expect(question).toBeVisible();
  await expect(question).toHaveAttribute('lang', 'es');
  await expectNoAxeViolations(page);
});
