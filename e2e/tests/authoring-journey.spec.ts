import type { Locator, Page } from '@playwright/test';
import { signIn, test } from '../support/accounts';
import { expect, expectNoAxeViolations } from '../support/fixtures';
import { chooseSet, turnHeader } from '../support/game';

const SET_NAME = 'Pond Life';
const NORMAL_QUESTION = 'What does a tadpole grow into?';
const CHOICE_QUESTION = 'Which of these lives in a pond?';

/** A small drawing of a pond, made by the browser as a PNG file a teacher would pick. */
async function pondPicture(page: Page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 200;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#a7c957';
    context.fillRect(0, 0, 320, 200);
    context.fillStyle = '#1d70a2';
    context.beginPath();
    context.ellipse(160, 110, 120, 60, 0, 0, 2 * Math.PI);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return {
    name: 'pond.png',
    mimeType: 'image/png',
    buffer: Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'),
  };
}

/** Waits until the picture has really loaded, not merely taken its place, and checks it is the uploaded one. */
async function expectPondLoaded(picture: Locator): Promise<void> {
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
}

function questionRows(page: Page): Locator {
  return page.getByRole('list', { name: 'Questions' }).getByRole('listitem');
}

async function openEditor(page: Page, number: number): Promise<Locator> {
  await page.getByRole('button', { name: `Edit question ${number}` }).click();
  const editor = page.getByRole('region', { name: `Edit question ${number}` });
  await expect(editor).toBeVisible();
  return editor;
}

async function saveEditor(editor: Locator): Promise<void> {
  await editor.getByRole('button', { name: 'Save Question' }).click();
  await expect(editor).toBeHidden();
}

async function moveWithKeyboard(page: Page, number: number, direction: 'up' | 'down'): Promise<void> {
  await page.getByRole('button', { name: `Move question ${number} ${direction}` }).focus();
  await page.keyboard.press('Enter');
  const to = direction === 'up' ? number - 1 : number + 1;
  await expect(page.getByText(`Question ${number} moved to position ${to}`)).toBeAttached();
}

test('a teacher writes a set with a picture question, edits, orders, previews and plays it', async ({
  page,
  backend,
  createTeacher,
}) => {
  // The whole authoring journey, with accessibility scans while editing and previewing.
  test.slow();
  await signIn(page, await createTeacher());

  // A new set, with a question answered aloud and a multiple-choice one that shows a picture.
  await page.goto('/questions/new');
  await page.getByRole('textbox', { name: 'Name' }).fill(SET_NAME);
  await page.getByRole('button', { name: 'Create Question Set' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Add Questions to ${SET_NAME}` })).toBeVisible();

  await page.getByRole('textbox', { name: 'Question' }).fill(NORMAL_QUESTION);
  await page.getByRole('textbox', { name: 'Answer' }).fill('A frog');
  await page.getByRole('button', { name: 'Add Question' }).click();
  await expect(page.getByRole('heading', { name: 'Questions in this set (1)' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Answer format' }).click();
  await page.getByRole('option', { name: 'Multiple choice' }).click();
  await page.getByRole('textbox', { name: 'Question' }).fill(CHOICE_QUESTION);
  await page.getByRole('textbox', { name: 'Option 1' }).fill('Camel');
  await page.getByRole('textbox', { name: 'Option 2' }).fill('Newt');
  await page.getByRole('radio', { name: 'Option 2 is correct' }).check();
  const pictureField = page.getByRole('group', { name: 'Picture (optional)' });
  await pictureField.locator('input[type="file"]').setInputFiles(await pondPicture(page));
  await expect(pictureField.getByRole('button', { name: 'Replace picture' })).toBeVisible();
  await pictureField.getByRole('textbox', { name: /Alt text/ }).fill('A pond in a meadow');
  await pictureField.getByRole('textbox', { name: 'Attribution (optional)' }).fill('Drawn by Class 2B');
  await page.getByRole('button', { name: 'Add Question' }).click();
  await expect(page.getByRole('heading', { name: 'Questions in this set (2)' })).toBeVisible();
  // The form is ready for the next question, without this one's picture.
  await expect(pictureField.getByRole('button', { name: 'Choose a picture' })).toBeVisible();

  // Both questions edited; the picture question keeps its picture and gets new alt text.
  await page.getByRole('link', { name: 'Edit Set' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${SET_NAME}` })).toBeVisible();
  const rows = questionRows(page);
  await expect(rows).toHaveCount(2);

  const normalEditor = await openEditor(page, 1);
  await normalEditor.getByRole('textbox', { name: 'Answer' }).fill('A frog, in about 14 weeks');
  await saveEditor(normalEditor);
  await expect(rows.nth(0)).toContainText('Answer: A frog, in about 14 weeks');

  const choiceEditor = await openEditor(page, 2);
  const editedPicture = choiceEditor.getByRole('group', { name: 'Picture (optional)' });
  await expectPondLoaded(editedPicture.getByRole('img', { name: 'A pond in a meadow' }));
  await choiceEditor.getByRole('textbox', { name: 'Option 3' }).fill('Heron');
  await editedPicture.getByRole('textbox', { name: /Alt text/ }).fill('A blue pond in a green meadow');
  await expectNoAxeViolations(page);
  await saveEditor(choiceEditor);
  await expect(rows.nth(1)).toContainText('Answer: Newt');
  // Opened again, the editor shows the same picture under its new description.
  const reopened = await openEditor(page, 2);
  await expectPondLoaded(reopened.getByRole('img', { name: 'A blue pond in a green meadow' }));
  await expect(reopened.getByRole('textbox', { name: 'Attribution (optional)' })).toHaveValue(
    'Drawn by Class 2B',
  );
  await reopened.getByRole('button', { name: 'Cancel' }).click();

  // Reordered from the keyboard, there and back, as the focus follows the moved question.
  await moveWithKeyboard(page, 2, 'up');
  await expect(rows.nth(0)).toContainText(CHOICE_QUESTION);
  await expect(page.getByRole('button', { name: 'Move question 1 down' })).toBeFocused();
  await moveWithKeyboard(page, 1, 'down');
  await expect(rows.nth(0)).toContainText(NORMAL_QUESTION);
  await moveWithKeyboard(page, 2, 'up');
  await expect(rows.nth(0)).toContainText(CHOICE_QUESTION);

  // The question answered aloud becomes premium.
  const premiumEditor = await openEditor(page, 2);
  await premiumEditor.getByRole('checkbox', { name: 'Premium question' }).click();
  await saveEditor(premiumEditor);
  await expect(rows.nth(1).getByText('Premium', { exact: true })).toBeVisible();

  const { rows: stored } = await backend.database.query<{
    question: string;
    is_premium: boolean;
    media_alt: string | null;
    media_attribution: string | null;
    has_picture: boolean;
  }>(
    `select q.question, q.is_premium, q.media_alt, q.media_attribution, (o.id is not null) as has_picture
       from public.questions q
       join public.question_sets s on s.id = q.question_set_id
       left join storage.objects o on o.bucket_id = 'question-media' and o.name = q.media_url
      where s.game_name = $1
      order by q.position`,
    [SET_NAME],
  );
  expect(stored).toEqual([
    {
      question: CHOICE_QUESTION,
      is_premium: false,
      media_alt: 'A blue pond in a green meadow',
      media_attribution: 'Drawn by Class 2B',
      has_picture: true,
    },
    {
      question: NORMAL_QUESTION,
      is_premium: true,
      media_alt: null,
      media_attribution: null,
      has_picture: false,
    },
  ]);

  // The preview shows the set as the game will, the author's own premium question included.
  await page.getByRole('link', { name: 'My Question Sets' }).click();
  const ownSets = page.getByRole('region', { name: 'Your question sets' });
  await ownSets.getByRole('button', { name: `Preview ${SET_NAME}` }).click();
  const preview = page.getByRole('dialog', { name: `Preview: ${SET_NAME}` });
  const previewed = preview.getByRole('article');
  await expect(previewed).toHaveCount(2);
  await expect(previewed.nth(0)).toContainText(CHOICE_QUESTION);
  await expectPondLoaded(previewed.nth(0).getByRole('img', { name: 'A blue pond in a green meadow' }));
  await expect(previewed.nth(0)).toContainText('Drawn by Class 2B');
  await expect(previewed.nth(1)).toContainText(NORMAL_QUESTION);
  await expect(previewed.nth(1).getByText('Premium', { exact: true })).toBeVisible();
  await expect(preview.getByRole('region', { name: 'Premium Feature' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  // The premium question is deleted once confirmed; the picture question stays.
  await ownSets.getByRole('link', { name: `Edit ${SET_NAME}` }).click();
  await page.getByRole('button', { name: 'Delete question 2' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete question 2?' });
  await expect(confirm).toContainText(NORMAL_QUESTION);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toContainText(CHOICE_QUESTION);
  // The delete runs once its undo window has passed.
  await expect
    .poll(
      async () => {
        const { rows: left } = await backend.database.query<{ question: string }>(
          `select q.question from public.questions q
           join public.question_sets s on s.id = q.question_set_id
          where s.game_name = $1`,
          [SET_NAME],
        );
        return left.map((row) => row.question);
      },
      { timeout: 15_000 },
    )
    .toEqual([CHOICE_QUESTION]);

  // In the game, the card shows the picture with its alt text and its attribution.
  await page.getByRole('link', { name: 'My Question Sets' }).click();
  await page.getByRole('link', { name: 'Back to Game' }).click();
  await chooseSet(page, 1, SET_NAME);
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(turnHeader(page)).toHaveText("Player 1's Turn");
  const card = page.getByRole('article', { name: CHOICE_QUESTION });
  const picture = card.getByRole('img', { name: 'A blue pond in a green meadow' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
  await expect(card.getByText('Drawn by Class 2B')).toBeVisible();
  await expect(card.getByRole('group', { name: 'Choose your answer:' })).toBeVisible();
});
