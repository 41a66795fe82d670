import type { Page } from '@playwright/test';
import { signIn, test } from '../support/accounts';
import { downloadedText } from '../support/downloads';
import { expect, expectNoAxeViolations } from '../support/fixtures';
import { chooseSet, endGame, playTurn, turnHeader } from '../support/game';

const SET_NAME = 'Weather Words';

// As Excel saves "CSV UTF-8" in a semicolon locale: a byte order mark, semicolons, CRLF, quoted cells.
const SPREADSHEET = [
  'question;answer;type;option 1;option 2;option 3',
  'What falls from clouds as water?;Rain;normal;;;',
  '"Which tool measures wind speed; a vane or an anemometer?";;bonus;Vane;*Anemometer;Barometer',
  'What do we call frozen rain?;;normal;;;',
  '"What is a ""cold front""?";Cold air pushing under warm air;punishment;;;',
].join('\r\n');

/** Creates a Grade 3 whole-class set through the form and opens its import page. */
async function openImportIntoNewSet(page: Page, name: string): Promise<void> {
  await page.goto('/questions/new');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('checkbox', { name: 'Grade 3' }).click();
  await page.getByRole('checkbox', { name: 'whole class' }).click();
  await page.getByRole('button', { name: 'Create Question Set' }).click();
  await page.getByRole('link', { name: 'Edit Set' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();

  await page.getByRole('link', { name: 'Import questions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Import questions into ${name}` })).toBeVisible();
}

test('a teacher imports a spreadsheet with a broken row, fixes it, plays the set and exports the results', async ({
  page,
  createTeacher,
}) => {
  test.slow();
  await signIn(page, await createTeacher());

  await openImportIntoNewSet(page, SET_NAME);
  const template = await downloadedText(page, () =>
    page.getByRole('link', { name: 'Download template' }).click(),
  );
  expect(template.name).toBe('quiz-coop-questions-template.csv');
  expect(template.text).toMatch(/^\uFEFFquestion,answer,type,option 1,option 2,option 3,option 4\r\n/);

  await page.getByLabel('Choose a file').setInputFiles({
    name: 'weather.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${SPREADSHEET}\r\n`, 'utf8'),
  });
  const status = page.getByRole('status').filter({ hasText: 'ready' });
  await expect(status).toHaveText('3 questions ready, 1 row needs fixing before anything is saved.');
  const preview = page.getByRole('table', { name: 'Questions to import' });
  await expect(preview.getByRole('row')).toHaveCount(5);
  await expect(preview.getByRole('row', { name: /Row 4|What do we call frozen rain/ })).toContainText(
    'answer: The answer is missing.',
  );
  await expect(preview).toContainText('Anemometer ✓');
  // Nothing can be saved while a row has a problem.
  const saveButton = page.getByRole('button', { name: 'Save 4 questions' });
  await expect(saveButton).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Fix row 4' }).click();
  const fixForm = page.getByRole('form', { name: 'Fix row 4' });
  await expect(fixForm.getByRole('textbox', { name: 'Question' })).toHaveValue(
    'What do we call frozen rain?',
  );
  await fixForm.getByRole('textbox', { name: 'Answer' }).fill('Sleet');
  await fixForm.getByRole('button', { name: 'Check row' }).click();
  await expect(fixForm).toHaveCount(0);
  await expect(status).toHaveText('4 questions ready to save.');
  await expectNoAxeViolations(page);
  await saveButton.click();

  await expect(page.getByText('4 questions imported')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Questions (4)' })).toBeVisible();
  const exported = await downloadedText(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  expect(exported.name).toBe('weather-words.csv');
  expect(exported.text.replace('\uFEFF', '').split('\r\n')).toEqual([
    'question,answer,type,option 1,option 2,option 3,option 4',
    'What falls from clouds as water?,Rain,normal,,,,',
    '"Which tool measures wind speed; a vane or an anemometer?",Anemometer,bonus,Vane,*Anemometer,Barometer,',
    'What do we call frozen rain?,Sleet,normal,,,,',
    '"What is a ""cold front""?",Cold air pushing under warm air,punishment,,,,',
    '',
  ]);

  await page.goto('/game');
  await chooseSet(page, 1, SET_NAME);
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(turnHeader(page)).toHaveText("Player 1's Turn");
  await playTurn(page, { correct: true });
  await playTurn(page, { correct: false });
  await endGame(page);

  const results = page.getByRole('dialog');
  await expect(results.getByRole('heading', { name: 'Game Results!' })).toBeVisible();
  await expectNoAxeViolations(page);
  const download = await downloadedText(page, () =>
    results.getByRole('button', { name: 'Export results (CSV)' }).click(),
  );
  expect(download.name).toMatch(/^quiz-coop-results-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = download.text.replace('\uFEFF', '').split('\r\n');
  // One header row and numbers a spreadsheet can sum: a negative score stays a plain signed number.
  expect(lines).toEqual([
    'rank,team,colour,score,correct,answered,accuracy_percent',
    expect.stringMatching(/^1,Player 1,[\w ]+,-?\d+,[0-2],2,(0|50|100)$/),
    '',
  ]);

  // On paper the answers are shown without opening them, and the game behind the dialog is left out.
  await expect(results.getByRole('columnheader', { name: 'Q#' })).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(results.getByRole('columnheader', { name: 'Q#' })).toBeVisible();
  await expect(results.getByRole('button', { name: 'Print results' })).toBeHidden();
  await expect(turnHeader(page)).toBeHidden();
});

test('a file with more questions than a set holds is refused in the preview, before anything is sent', async ({
  page,
  createTeacher,
}) => {
  test.slow();
  await signIn(page, await createTeacher());
  await openImportIntoNewSet(page, 'Too Many');

  const lines = Array.from({ length: 501 }, (_, index) => `Question ${index + 1}? | Answer ${index + 1}`);
  await page.getByLabel('Choose a file').setInputFiles({
    name: 'too-many.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(lines.join('\n'), 'utf8'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Too many questions for one set' })).toContainText(
    'This file has 501 questions, and a question set holds at most 500. Please split it into smaller files and import them into different sets.',
  );
  await expect(page.getByRole('button', { name: 'Save 501 questions' })).toBeDisabled();
});
