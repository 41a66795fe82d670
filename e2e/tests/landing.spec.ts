import { expect, expectNoAxeViolations, test } from '../support/fixtures';

test('the landing page introduces Quiz Coop and offers Start Playing', async ({ page, request }) => {
  expect((await request.get('/healthz')).status()).toBe(200);

  await page.goto('/');
  await expect(page).toHaveTitle('Quiz Coop');
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz Coop' })).toBeVisible();
  // The footer and the cookie banner have headings of their own; the blurbs are the page's.
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Differentiated learning',
    'Multiplayer gameplay',
    'Create and share',
  ]);
  await expect(page.getByRole('button', { name: 'Start Playing' })).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('a visitor who is not signed in sets up a game on a screen without accessibility faults', async ({
  page,
}) => {
  await page.goto('/game');
  await expect(page.getByRole('heading', { level: 1, name: 'Game Setup' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Player' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Player \d$/ })).toHaveText([
    'Player 1',
    'Player 2',
  ]);
  await expect(page.locator('[tabindex]:not([tabindex="0"]):not([tabindex^="-"])')).toHaveCount(0);
  await expectNoAxeViolations(page, { alsoRules: ['heading-order', 'tabindex'] });
});
