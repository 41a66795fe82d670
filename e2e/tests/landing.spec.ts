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

test('a first visit sees each page whole before any of its code has run, and the logo once it has', async ({
  browser,
  baseURL,
}) => {
  const withoutScripts = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await withoutScripts.newPage();
  const firstScreens: [string, string][] = [
    ['/', 'Quiz Coop'],
    ['/auth', 'Sign in to Quiz Coop'],
    ['/questions', 'My Question Sets'],
    ['/pricing', 'Pricing'],
    ['/about', 'About Quiz Coop'],
  ];
  for (const [path, heading] of firstScreens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await expect(page.getByRole('contentinfo'), path).toBeVisible();
  }
  await withoutScripts.close();

  const scripted = await browser.newContext({ baseURL });
  const taken = await scripted.newPage();
  await taken.goto('/');
  await expect(taken.getByRole('main').getByRole('img', { name: 'Quiz Coop' })).toBeVisible();
  await expect(taken.locator('main [data-state="loaded"]').first()).toBeAttached();
  await taken.getByRole('button', { name: 'Start Playing' }).click();
  await expect(taken).toHaveURL(/\/auth$/);
  await scripted.close();
});

test("Start Playing pressed before the page's script has run still takes a visitor to sign in", async ({
  page,
}) => {
  let releaseScript = () => {};
  const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
  // The landing page is a static page: it runs its islands' script, never the app.
  const appRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/index-[\w-]+\.js$/.test(request.url())) appRequests.push(request.url());
  });
  await page.route(/\/assets\/islands-[\w-]+\.js$/, async (route) => {
    await scriptHeld;
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Playing' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(appRequests).toEqual([]);
  releaseScript();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Please log in to continue')).toBeVisible();
});
