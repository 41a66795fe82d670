import type { Page } from '@playwright/test';
import { signIn, test } from '../support/accounts';
import { expect } from '../support/fixtures';
import { ADDITION_SET, chooseSet, playTurn, spinEveryone, turnHeader } from '../support/game';

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
  expect(await spinEveryone(page, ['Player 1'])).toBe('Continue');
  await playTurn(page);
  await page.getByRole('button', { name: 'End Game' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Game Results!' })).toBeVisible();
  // The results dialog is modal, so the notice behind it is out of reach of assistive technology, but shown.
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();

  // A reload without a network still opens the game, and the landing page.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Game Setup' })).toBeVisible();
  await expect(notice).toBeVisible();
  expect(await offlineSound(page, 'correct')).toEqual({ type: 'audio/mpeg', played: true });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Start Playing' })).toBeVisible();

  // A route with no page of its own stored gets the app, which draws it.
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
});
