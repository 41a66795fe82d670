import type { Locator, Page } from '@playwright/test';
import type { TestServer } from '@quizcoop/server/testing';
import type { Teacher } from '../support/accounts';
import { signIn, test } from '../support/accounts';
import { expect, expectNoAxeViolations } from '../support/fixtures';
import { chooseSet, playTurn, scoreboard, turnHeader } from '../support/game';

const PICTURE_SET = 'Fractions on the Board';
const CHOICE_QUESTION =
  'The two bars are the same length. The top bar shows 1/2 and the bottom bar shows 2/4. What does the picture tell you?';
const SPOKEN_QUESTION = 'What fraction of the circle is shaded?';
const TEAMS = ['Red Robins', 'Orange Owls', 'Green Geese', 'Blue Jays'];

/** The smallest share of the viewport's height each text takes, as a pupil at the back of the room needs. */
const QUESTION_SHARE = 0.045;
const ANSWER_SHARE = 0.03;

/**
 * A set of the teacher's own whose two questions both have a picture: one multiple choice with four options,
 * one answered aloud. A set shared by every team gives each kind within the first two turns.
 */
async function addPictureSet(backend: TestServer, teacher: Teacher): Promise<void> {
  await backend.database.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.question_sets (game_name, created_by) values ($1, $2) returning id`,
      [PICTURE_SET, teacher.id],
    );
    const setId = rows[0]?.id;
    await tx.query(
      `insert into public.questions
         (question_set_id, position, question, answer, question_type, media_url, media_type, media_alt)
       values
         ($1, 0, $2, '1/2 is equal to 2/4', 'multiple_choice',
          'official/fractions-with-pictures/half-and-two-quarters.svg', 'image/svg+xml',
          'Two bars of the same length: one in two parts with one shaded, one in four parts with two shaded.'),
         ($1, 1, $3, '1/2', 'normal', 'official/fractions-with-pictures/one-half-circle.svg', 'image/svg+xml',
          'A circle cut into two equal parts with one part shaded.')`,
      [setId, CHOICE_QUESTION, SPOKEN_QUESTION],
    );
    await tx.query(
      `insert into public.multiple_choice_options (question_id, position, option_text, is_correct)
       select question.id, option.place, option.text, option.place = 0
       from public.questions as question,
            (values (0, '1/2 is equal to 2/4'), (1, '1/2 is larger than 2/4'), (2, '2/4 is larger than 1/2'),
                    (3, 'You cannot tell')) as option(place, text)
       where question.question_set_id = $1 and question.position = 0`,
      [setId],
    );
  });
}

/** Four teams share the picture set; the game starts on the first team's turn. */
async function startPictureGame(
  page: Page,
  backend: TestServer,
  teacher: Teacher,
  { youngClass = false } = {},
): Promise<void> {
  await addPictureSet(backend, teacher);
  await signIn(page, teacher);
  await expect(page.getByRole('heading', { name: 'Game Setup' })).toBeVisible();
  for (const [index, team] of TEAMS.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add Player' }).click();
    await chooseSet(page, index + 1, PICTURE_SET);
    await page.getByRole('textbox', { name: `Player ${index + 1} Name` }).fill(team);
  }
  if (youngClass) await page.getByRole('switch', { name: 'Young class mode' }).click();
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(turnHeader(page)).toHaveText(`${TEAMS[0]}'s Turn`);
}

/** A text's computed font size as a share of the viewport's height. */
function heightShare(text: Locator): Promise<number> {
  return text.evaluate((element) => parseFloat(getComputedStyle(element).fontSize) / window.innerHeight);
}

/** The largest font size of any text on screen other than the question's. */
function largestOtherText(page: Page, question: Locator): Promise<number> {
  return question.evaluate((questionText) => {
    let largest = 0;
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (questionText.contains(element)) continue;
      const ownText = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      const box = element.getBoundingClientRect();
      const onScreen =
        box.width > 1 && box.height > 1 && box.bottom > 0 && box.top < window.innerHeight && box.right > 0;
      if (ownText && onScreen) largest = Math.max(largest, parseFloat(getComputedStyle(element).fontSize));
    }
    return largest;
  });
}

/** Every element pinned to the window (fixed or sticky) whose box overlaps the target's. */
function pinnedOver(target: Locator): Promise<string[]> {
  return target.evaluate((card) => {
    const cardBox = card.getBoundingClientRect();
    return Array.from(document.body.querySelectorAll('*'))
      .filter((element) => ['fixed', 'sticky'].includes(getComputedStyle(element).position))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.height > 0 &&
          box.left < cardBox.right &&
          box.right > cardBox.left &&
          box.top < cardBox.bottom &&
          box.bottom > cardBox.top
        );
      })
      .map((element) => element.outerHTML.slice(0, 160));
  });
}

/** Fails unless the whole of the element shows in the viewport as the page first stands, unscrolled. */
async function expectOnFirstScreen(page: Page, element: Locator): Promise<void> {
  const viewport = page.viewportSize()!;
  const box = (await element.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

/** Nothing of the game has been scrolled, on the page or inside the game's main area. */
async function expectUnscrolled(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => ({
      page: window.scrollY,
      main: document.querySelector('main')?.scrollTop ?? 0,
    })),
  ).toEqual({ page: 0, main: 0 });
}

/** The question card on screen, checked against the projector's figures; returns the kind of answer it asks. */
async function checkQuestionCard(page: Page): Promise<'choice' | 'spoken'> {
  const viewport = page.viewportSize()!;
  const card = page.getByRole('article');
  await expect(card).toBeVisible();
  const question = card.getByText(/^(The two bars|What fraction)/);
  const choice = (await question.textContent()) === CHOICE_QUESTION;
  const picture = card.getByRole('button', { name: /^Enlarge image: / });
  await expect(picture).toHaveAttribute('data-state', 'loaded');

  expect(await heightShare(question)).toBeGreaterThanOrEqual(QUESTION_SHARE);
  const cardBox = (await card.boundingBox())!;
  expect(cardBox.height / viewport.height).toBeGreaterThanOrEqual(0.4);
  // Toasts come and go; once they have gone, nothing pinned to the window is left over the card.
  await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')).toHaveCount(0);
  expect(await pinnedOver(card)).toEqual([]);

  let answers: Locator;
  if (choice) {
    answers = card.getByRole('group', { name: 'Choose your answer:' });
    const options = answers.getByRole('button');
    await expect(options).toHaveCount(4);
    for (const option of await options.all()) {
      expect(await heightShare(option)).toBeGreaterThanOrEqual(ANSWER_SHARE);
      await expectOnFirstScreen(page, option);
    }
  } else {
    await card.getByRole('button', { name: 'Show Answer' }).click();
    answers = card.getByText(/^Answer: /);
    await expect(answers).toHaveText('Answer: 1/2');
    expect(await heightShare(answers)).toBeGreaterThanOrEqual(ANSWER_SHARE);
    await expectOnFirstScreen(page, card.getByRole('button', { name: 'Correct', exact: true }));
  }
  // The picture and the answers share the first screen: nobody scrolls to see either.
  await expectOnFirstScreen(page, picture);
  await expectOnFirstScreen(page, answers);
  await expectUnscrolled(page);
  const questionSize = await question.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(questionSize).toBeGreaterThan(await largestOtherText(page, question));
  return choice ? 'choice' : 'spoken';
}

/** Ends the turn on screen: marks a shown answer right, or answers the question as playTurn does. */
async function finishTurn(page: Page): Promise<void> {
  const correct = page.getByRole('button', { name: 'Correct', exact: true });
  if (!(await correct.isVisible())) return playTurn(page);
  await correct.click();
  const next = page.getByRole('button', { name: 'Continue', exact: true });
  await next.click();
  await expect(next).toBeHidden();
}

/** Every team's name and score are at least the answers' size. */
async function checkScoreboard(page: Page): Promise<void> {
  for (const team of TEAMS) {
    const entry = scoreboard(page).getByRole('listitem').filter({ hasText: team });
    expect(await heightShare(entry.getByText(team, { exact: true }))).toBeGreaterThanOrEqual(ANSWER_SHARE);
    expect(await heightShare(entry.getByText(/^-?\d+ (points|stars)$/))).toBeGreaterThanOrEqual(ANSWER_SHARE);
    await expectOnFirstScreen(page, entry);
  }
}

for (const viewport of [
  { width: 1920, height: 1080 },
  { width: 1366, height: 768 },
]) {
  test.describe(`on a ${viewport.width}×${viewport.height} screen`, () => {
    test.use({ viewport });

    test('the game fills the screen: a large question, its picture and answers in view, nothing over it', async ({
      page,
      backend,
      createTeacher,
    }) => {
      test.setTimeout(120_000);
      // Counts the page's fullscreen requests, which a headless browser may grant without showing anything.
      await page.addInitScript(() => {
        const request = Element.prototype.requestFullscreen;
        (window as unknown as { fullscreenRequests: number }).fullscreenRequests = 0;
        Element.prototype.requestFullscreen = function (this: Element, options?: FullscreenOptions) {
          (window as unknown as { fullscreenRequests: number }).fullscreenRequests += 1;
          return request.call(this, options);
        };
      });
      await startPictureGame(page, backend, await createTeacher());

      // The Share Feedback link, and the cookie question not yet answered, wait below the game in the flow.
      for (const floating of [
        page.getByRole('link', { name: 'Share Feedback' }),
        page.getByRole('region', { name: 'We use cookies' }),
      ]) {
        await expect(floating).toBeAttached();
        expect(await floating.evaluate((element) => getComputedStyle(element).position)).toBe('static');
      }

      const kinds = new Set<string>();
      kinds.add(await checkQuestionCard(page));
      await checkScoreboard(page);
      await expectNoAxeViolations(page);

      // The next team's turn brings the other kind of question, now in the projector theme.
      await finishTurn(page);
      await expect(turnHeader(page)).toHaveText(`${TEAMS[1]}'s Turn`);
      const projectorTheme = page.getByRole('switch', { name: 'Projector theme' });
      await projectorTheme.click();
      await expect(projectorTheme).toBeChecked();
      kinds.add(await checkQuestionCard(page));
      await checkScoreboard(page);
      await expectNoAxeViolations(page);
      expect([...kinds].sort()).toEqual(['choice', 'spoken']);

      // The history folds away beside the stage, and the question card takes its room.
      const history = page.getByRole('button', { name: 'Game History' });
      await expect(history).toHaveAttribute('aria-expanded', 'true');
      const log = page.getByRole('region', { name: 'Game History' });
      await expect(log).toBeVisible();
      expect(await history.getAttribute('aria-controls')).toBe(
        await log.evaluate((region) => region.closest('[id]')?.id),
      );
      const wideCard = (await page.getByRole('article').boundingBox())!.width;
      await history.focus();
      await page.keyboard.press('Enter');
      await expect(history).toHaveAttribute('aria-expanded', 'false');
      await expect(log).toBeHidden();
      expect((await page.getByRole('article').boundingBox())!.width).toBeGreaterThan(wideCard);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Space');
      await expect(log).toBeVisible();

      // Fullscreen, by the button and by F.
      const requests = () =>
        page.evaluate(() => (window as unknown as { fullscreenRequests: number }).fullscreenRequests);
      const isFullscreen = () => page.evaluate(() => document.fullscreenElement !== null);
      await page.getByRole('banner').getByRole('button', { name: 'Fullscreen' }).click();
      await expect.poll(requests).toBe(1);
      await expect.poll(isFullscreen).toBe(true);
      await page.keyboard.press('f');
      await expect.poll(isFullscreen).toBe(false);
      await page.keyboard.press('f');
      await expect.poll(requests).toBe(2);
      await expect.poll(isFullscreen).toBe(true);
    });
  });
}

test.describe('a young class on a 1920×1080 projector', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('reads larger text than the regular game, and its picture and answers still fit the screen', async ({
    page,
    backend,
    createTeacher,
  }) => {
    test.setTimeout(120_000);
    await startPictureGame(page, backend, await createTeacher(), { youngClass: true });
    const question = page.getByRole('article').getByText(/^(The two bars|What fraction)/);
    // A regular game's question is 5.2% of the screen's height; a young class's is a fifth larger.
    expect(await heightShare(question)).toBeGreaterThan(0.06);
    await checkQuestionCard(page);
    await checkScoreboard(page);
    await expectNoAxeViolations(page);
  });
});
