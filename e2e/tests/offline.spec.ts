import type { Page } from '@playwright/test';
import { signIn, test } from '../support/accounts';
import { expect } from '../support/fixtures';
import { ADDITION_SET, chooseSet, endGame, playTurn, turnHeader } from '../support/game';

const OFFLINE_NOTICE = 'You are offline. The game keeps going; changes will save when you are back online.';

/** Waits until the service worker has stored this version of the app and answers for the page. */
async function servedByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/** Signs a sound's address and loads it as the game does, and says whether it could be played. */
async function offlineSound(page: Page, sound: string) {
  return page.evaluate(async (name) => {
    const signing = await fetch(`/storage/v1/object/sign/sounds/${name}.mp3`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ expiresIn: 3600 }),
    });
    const { signedURL } = (await signing.json()) as { signedURL: string };
    const file = await fetch(`/storage/v1${signedURL}`);
    const audio = new Audio(`/storage/v1${signedURL}`);
    const played = await new Promise<boolean>((resolve) => {
      audio.addEventListener('canplaythrough', () => resolve(true), { once: true });
      audio.addEventListener('error', () => resolve(false), { once: true });
    });
    return { type: file.headers.get('content-type'), played };
  }, sound);
}

test('a game started online is finished offline, and the app opens again without a network', async ({
  page,
  context,
  createTeacher,
}) => {
  test.setTimeout(180_000);
  await signIn(page, await createTeacher());
  await page.goto('/library');
  const star = page.getByRole('button', { name: `Star ${ADDITION_SET}` });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await servedByServiceWorker(page);
  // Chrome would offer to install the app; a test's browser context counts as incognito, where it never does.
  const devtools = await context.newCDPSession(page);
  const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map(({ errorId }) => errorId)).toEqual(['in-incognito']);

  // The game's sounds load through the worker now, which keeps a copy of each.
  await page.goto('/game');
  await chooseSet(page, 1, ADDITION_SET);
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(turnHeader(page)).toHaveText("Player 1's Turn");

  await context.setOffline(true);
  const notice = page.getByRole('status').filter({ hasText: OFFLINE_NOTICE });
  await expect(notice).toBeVisible();

  // Five turns bring the Score Scramble, whose wheel is code the game had not needed yet.
  for (let turn = 0; turn < 5; turn += 1) await playTurn(page);
  const wheel = page.getByRole('region', { name: 'Score Scramble' });
  await wheel.getByRole('button', { name: 'Pull Lever!' }).click();
  // The wheel turns for three seconds by its timers, which a busy machine stretches.
  await expect(wheel.getByText(/Points!/)).toBeVisible({ timeout: 20_000 });
  await wheel.getByRole('button', { name: 'Continue' }).click();
  await playTurn(page);
  await endGame(page);
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Game Results!' })).toBeVisible();
  // The results dialog is modal, so the notice behind it is out of reach of assistive technology, but shown.
  const shownNotice = page.getByText(OFFLINE_NOTICE);
  await expect(shownNotice).toBeVisible();
  await context.setOffline(false);
  await expect(shownNotice).toHaveCount(0);
  await context.setOffline(true);
  await expect(shownNotice).toBeVisible();

  // A reload without a network still opens the game where it stood, at its results, and the landing page.
  // (The browser's emulated network does not reliably tell a reloaded page that it is offline, so the notice
  // is not looked for there.)
  await page.reload();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Game Results!' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Return to Setup' }).click();
  await expect(page.getByRole('heading', { name: 'Game Setup' })).toBeVisible();
  expect(await offlineSound(page, 'correct')).toEqual({ type: 'audio/mpeg', played: true });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Start Playing' })).toBeVisible();

  // A route with no page of its own stored gets the app, which draws it.
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

function controllingWorker(page: Page) {
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
}

const SAME_DOCUMENT = 'quizcoopSameDocument';

/** Marks the document on show, so a reload, which replaces it, can be told apart from a page left as it was. */
function markDocument(page: Page) {
  return page.evaluate(
    (key) => window.sessionStorage.setItem(key, String(performance.timeOrigin)),
    SAME_DOCUMENT,
  );
}

/** Whether the document marked by markDocument is still the one on show. */
function sameDocument(page: Page) {
  return page.evaluate(
    (key) => window.sessionStorage.getItem(key) === String(performance.timeOrigin),
    SAME_DOCUMENT,
  );
}

// Pressing Reload is the page's first press, which also starts the game's sounds loading through the running
// version just as the new one asks it to stop: the moment when Chromium can lose the switch, which the page must
// get through, by reloading all the same, as well as the switch that goes smoothly.
test('a new version waits for the teacher to reload, and the page is not reloaded meanwhile', async ({
  page,
}) => {
  await page.goto('/game');
  await servedByServiceWorker(page);
  await markDocument(page);
  const playerName = page.getByRole('textbox', { name: 'Player 1 Name' });
  await playerName.fill('Owls');
  // The next build as the browser sees one: a worker script it has not run yet, for the same pages.
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?next', { scope: '/' }));

  const prompt = page.getByRole('status').filter({ hasText: 'New version available' });
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  await expect(playerName).toHaveValue('Owls');
  expect(await sameDocument(page)).toBe(true);
  expect(await controllingWorker(page)).toMatch(/\/sw\.js$/);

  await prompt.getByRole('button', { name: 'Reload' }).click();
  // Asking a page that is being replaced fails; the next poll asks the document that replaced it.
  await expect.poll(() => sameDocument(page).catch(() => true), { timeout: 20_000 }).toBe(false);
  await expect(page.getByRole('heading', { name: 'Game Setup' })).toBeVisible();
  expect(await controllingWorker(page)).toMatch(/\/sw\.js\?next$/);
});
