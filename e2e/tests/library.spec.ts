import type { Locator, Page } from '@playwright/test';
import { signIn, test } from '../support/accounts';
import { signedInEntryKey } from '../support/browserStorage';
import { expect, expectNoAxeViolations } from '../support/fixtures';

function setCard(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

function resultCount(page: Page) {
  return page.getByRole('status').filter({ hasText: /^\d+ question sets?$/ });
}

/** The pictures a preview shows, each loaded from the signed URL storage gave for it. */
async function expectPicturesLoaded(preview: Locator, count: number) {
  const pictures = preview.locator('img');
  await expect(pictures).toHaveCount(count);
  for (const picture of await pictures.all()) {
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await expect(picture).toHaveAttribute('src', /\/storage\/v1\/object\/sign\/question-media\//);
  }
}

async function chooseFilter(page: Page, filter: 'Grade' | 'Setting', option: string) {
  await page.getByRole('combobox', { name: filter }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a teacher finds two official sets, stars them, previews one and assigns them to two players', async ({
  page,
  backend,
  createTeacher,
}) => {
  // A long journey with an accessibility scan on every screen.
  test.slow();
  const teacher = await createTeacher();
  await signIn(page, teacher);

  // The server draws the library with its sets, so they show before any script has run (its first rendering
  // after starting may take a moment, meanwhile the page comes without them).
  await expect
    .poll(async () => (await page.request.get('/library')).text(), { timeout: 30_000 })
    .toMatch(/<h2[^>]*>2D and 3D Shapes<\/h2>/);
  await page.goto('/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Question Library' })).toBeVisible();
  await expect(resultCount(page)).toHaveText('14 question sets');
  await expect(setCard(page, 'Telling Time').getByText('Official')).toBeVisible();
  await expectNoAxeViolations(page);

  // Found by name.
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('solar');
  await expect(resultCount(page)).toHaveText('1 question set');
  const solarSystem = setCard(page, 'The Solar System');
  await expect(solarSystem).toContainText('the eight planets');
  await expect(solarSystem).toContainText('20 questions');
  const starSolarSystem = solarSystem.getByRole('button', { name: 'Star The Solar System' });
  await expect(starSolarSystem).toHaveAttribute('aria-pressed', 'false');
  await starSolarSystem.click();
  await expect(starSolarSystem).toHaveAttribute('aria-pressed', 'true');

  // Found by grade and setting.
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('');
  await chooseFilter(page, 'Grade', 'Grade 7');
  await chooseFilter(page, 'Setting', 'small groups');
  await expect(page.getByRole('list', { name: 'Public question sets' }).getByRole('heading')).toHaveText([
    'World Geography',
  ]);
  // Starring works from the keyboard alone.
  await setCard(page, 'World Geography').getByRole('button', { name: 'Star World Geography' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    setCard(page, 'World Geography').getByRole('button', { name: 'Star World Geography' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);

  // The stars are the server's, so they survive a reload.
  await page.reload();
  await expect(resultCount(page)).toHaveText('14 question sets');
  for (const name of ['The Solar System', 'World Geography']) {
    await expect(setCard(page, name).getByRole('button', { name: `Star ${name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  await expect(
    setCard(page, 'Telling Time').getByRole('button', { name: 'Star Telling Time' }),
  ).toHaveAttribute('aria-pressed', 'false');

  // A read-only preview; a free teacher is told premium questions are a premium feature.
  await setCard(page, 'The Solar System').getByRole('button', { name: 'Preview The Solar System' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview: The Solar System' });
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('region', { name: 'Premium Feature' })).toContainText(
    'This feature is only available with a premium subscription.',
  );
  await expect(
    preview.getByRole('region', { name: 'Questions of The Solar System' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await expect(preview.getByText('Answer:').first()).toBeVisible();
  await expectPicturesLoaded(preview, 2);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // The question set list shows what was starred.
  await page.goto('/questions');
  const starredSection = page.getByRole('region', { name: 'Starred question sets' });
  await expect(starredSection.getByRole('heading', { level: 3 })).toHaveText([
    'The Solar System',
    'World Geography',
  ]);
  await expectNoAxeViolations(page);

  // Each of two players gets one of them.
  await page.goto('/assign-question-sets');
  await expect(page.getByRole('heading', { level: 1, name: 'Assign Sets to Players' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'The Solar System for Player 1' }).click();
  await page.getByRole('checkbox', { name: 'World Geography for Player 2' }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save Assignments' }).click();
  await expect(page.getByText('Question sets assigned to players successfully')).toBeVisible();

  const ids = await setIdsByName(backend.url, backend.anonKey, ['The Solar System', 'World Geography']);
  const assignmentsKey = await signedInEntryKey(page, 'playerAssignments');
  const stored = await page.evaluate((key) => sessionStorage.getItem(key), assignmentsKey);
  expect(JSON.parse(stored ?? 'null')).toEqual({
    '1': [ids['The Solar System']],
    '2': [ids['World Geography']],
  });

  // The assignment is read back when the screen opens again in this tab.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'The Solar System for Player 1' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'World Geography for Player 2' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'World Geography for Player 1' })).not.toBeChecked();
});

test('unreadable stored assignments say so and start over', async ({ page, createTeacher }) => {
  await signIn(page, await createTeacher());
  const assignmentsKey = await signedInEntryKey(page, 'playerAssignments');
  await page.evaluate((key) => sessionStorage.setItem(key, '{not json'), assignmentsKey);
  await page.goto('/assign-question-sets');
  await expect(page.getByText('Failed to load assignments')).toBeVisible();
  await expect(page.getByText('No question sets found.')).toBeVisible();
});

/** The official sets are public, so a visitor's key reads their ids, as any page of the app could. */
async function setIdsByName(url: string, anonKey: string, names: string[]): Promise<Record<string, string>> {
  const query = new URLSearchParams({
    select: 'id,game_name',
    game_name: `in.(${names.map((name) => `"${name}"`).join(',')})`,
  });
  const response = await fetch(`${url}/rest/v1/question_sets?${query}`, {
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
  });
  expect(response.ok).toBe(true);
  const rows = (await response.json()) as { id: string; game_name: string }[];
  return Object.fromEntries(rows.map((row) => [row.game_name, row.id]));
}

test('a premium teacher previews every question of a set, premium ones marked', async ({
  page,
  createTeacher,
}) => {
  await signIn(page, await createTeacher({ premium: true }));
  await page.goto('/library');
  await setCard(page, 'The Solar System').getByRole('button', { name: 'Preview The Solar System' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview: The Solar System' });
  await expect(preview.getByText('24 questions')).toBeVisible();
  await expect(preview.getByText('Premium', { exact: true })).toHaveCount(4);
  await expect(preview.getByRole('region', { name: 'Premium Feature' })).toHaveCount(0);
  await expectPicturesLoaded(preview, 3);
  await expectNoAxeViolations(page);
});
