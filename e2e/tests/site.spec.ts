import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/accounts';
import { expectNoAxeViolations } from '../support/fixtures';
import { ADDITION_SET, chooseSet, playTurn, turnHeader } from '../support/game';
import { rejectOptionalCookies } from '../support/site';

const infoPages = [
  { path: '/about', title: 'About Quiz Coop' },
  { path: '/help', title: 'How to Play' },
  { path: '/faq', title: 'Frequently Asked Questions' },
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/privacy-pledge', title: 'Student Privacy Pledge' },
  { path: '/terms', title: 'Terms of Service' },
  { path: '/security', title: 'Data Security' },
  { path: '/accessibility', title: 'Accessibility' },
  { path: '/support', title: 'Contact Us' },
];

test('a visitor signs up for the newsletter, confirms it from the email and cannot sign up twice', async ({
  page,
  backend,
}) => {
  const email = `reader.${Date.now()}@school.example`;
  await page.goto('/');
  await rejectOptionalCookies(page);
  const newsletter = page.getByRole('form', { name: 'Newsletter' });

  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(newsletter.getByText('Please enter a valid email address')).toBeVisible();
  await expect(newsletter.getByText('Please confirm you agree to receive our newsletter')).toBeVisible();

  await newsletter.getByLabel('Email address').fill(email);
  await newsletter.getByRole('checkbox').check();
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Please check your email to confirm your subscription!')).toBeVisible();
  await expectNoAxeViolations(page);

  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    page.getByText(
      'This email is already in our subscription list. Please check your inbox for the confirmation email.',
    ),
  ).toBeVisible();

  const link = await backend.mailbox.latestLink(email);
  expect(new URL(link).pathname).toBe('/confirm-newsletter');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter confirmation' })).toBeVisible();
  await expect(page.getByText('Your subscription is confirmed!')).toBeVisible();
  await expect(
    page.getByText(`Thank you! The Quiz Coop newsletter will now arrive at ${email}.`),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByText('Your subscription was already confirmed')).toBeVisible();

  await page.goto(`/confirm-newsletter?token=${'0'.repeat(64)}`);
  await expect(
    page.getByText('This confirmation link is not valid. Please sign up for the newsletter again.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a visitor reports a problem, which is stored for the admins', async ({ page, backend }) => {
  await page.goto('/');
  await rejectOptionalCookies(page);
  await page.getByRole('link', { name: 'Share Feedback' }).click();
  await expect(page).toHaveURL(/\/report-problem$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Report a Problem' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Problem report' });
  await form.getByRole('button', { name: 'Send Report' }).click();
  await expect(form.getByText('Please choose what the problem is about')).toBeVisible();
  await expect(form.getByText('Please describe the problem')).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByRole('combobox', { name: 'What is the problem about?' }).click();
  await page.getByRole('option', { name: 'Accessibility barrier' }).click();
  const description = `The wheel's lever cannot be reached with a switch device (${Date.now()})`;
  await form.getByLabel('What happened?').fill(description);
  await form.getByLabel('Your email (optional)').fill('not an address');
  await form.getByRole('button', { name: 'Send Report' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByLabel('What happened?')).toHaveValue(description);

  await form.getByLabel('Your email (optional)').fill('teacher@school.example');
  await form.getByRole('button', { name: 'Send Report' }).click();
  await expect(page.getByText('Thank you! Your report has been sent.')).toBeVisible();
  await expectNoAxeViolations(page);

  const stored = await fetch(
    `${backend.url}/rest/v1/problem_reports?select=category,description,contact_email,status&description=eq.${encodeURIComponent(description)}`,
    { headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}` } },
  );
  expect(await stored.json()).toEqual([
    {
      category: 'Accessibility barrier',
      description,
      contact_email: 'teacher@school.example',
      status: 'open',
    },
  ]);
});

test('cookie choices are stored and survive a reload', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'We use cookies' });
  await expect(banner).toBeVisible();
  await expectNoAxeViolations(page);

  await banner.getByRole('button', { name: 'Customize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Settings' });
  await expect(dialog.getByRole('switch', { name: 'Necessary' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Necessary' })).toBeDisabled();
  await dialog.getByRole('switch', { name: 'Preferences' }).click();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(dialog).toBeHidden();
  await expect(banner).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cookie_consent'))) ?? 'null')).toEqual({
    necessary: true,
    analytics: false,
    preferences: true,
    marketing: false,
  });

  await page.goto('/privacy');
  await page.getByRole('button', { name: 'Cookie Settings' }).click();
  await expect(dialog.getByRole('switch', { name: 'Preferences' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('every information page and the footer that links them pass axe', async ({ page }) => {
  // Nine pages, each checked by axe, on a machine shared with other work.
  test.setTimeout(300_000);
  await page.goto('/');
  await rejectOptionalCookies(page);
  for (const { path, title } of infoPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  }
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation').getByRole('link')).toHaveText([
    'About',
    'How to Play',
    'Contact Us',
    'FAQs',
    'Report a Problem',
    'Privacy Policy',
    'Terms of Service',
    'Data Security',
    'Student Privacy Pledge',
    'Accessibility',
  ]);
  await expect(footer.getByText('Coming Soon!')).toBeVisible();
  await footer.getByRole('link', { name: 'How to Play' }).click();
  await expect(page.getByRole('table', { name: 'Keyboard controls during a game' })).toBeVisible();
});

test('an unknown address shows Page Not Found with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  // Even a short page keeps the footer below the first screen, so content arriving late moves nothing in sight.
  const footer = await page.getByRole('contentinfo').boundingBox();
  expect(footer?.y).toBeGreaterThanOrEqual(page.viewportSize()!.height);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a teacher leaves one checkout, then upgrades through the local checkout and sees premium', async ({
  page,
  createTeacher,
}) => {
  const teacher = await createTeacher();
  await signIn(page, teacher);
  await page.goto('/pricing');
  await rejectOptionalCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Upgrade to Premium Monthly' }).click();
  await expect(page).toHaveURL(/\/_checkout\//);
  await page.getByRole('link', { name: 'Cancel and return to Quiz Coop' }).click();
  await expect(page).toHaveURL(/\/checkout\/cancel$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout cancelled' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Pricing' }).click();

  await page.getByRole('button', { name: 'Upgrade to Premium Yearly' }).click();
  await expect(page).toHaveURL(/\/_checkout\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date (MM / YY)').fill('12 / 40');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/checkout\/success/);
  await expect(page.getByText('Welcome to Quiz Coop Premium!')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/pricing');
  await expect(page.getByText('You have Quiz Coop Premium')).toBeVisible();
});

test('a teacher whose premium has lapsed is told so on the pricing page and can renew', async ({
  page,
  backend,
  createTeacher,
}) => {
  const teacher = await createTeacher();
  await backend.database.query(
    `insert into public.user_subscriptions (user_id, active, subscription_type, valid_until, provider)
     values ($1, true, 'premium', now() - interval '1 day', 'local')`,
    [teacher.id],
  );
  await signIn(page, teacher);
  await page.goto('/pricing');
  await rejectOptionalCookies(page);
  await expect(
    page.getByText('Your subscription has expired. Please renew to continue using premium features.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade to Premium Monthly' })).toBeEnabled();
  await expectNoAxeViolations(page);
});

/** Every Content-Security-Policy violation the page reports, from the moment each document starts. */
async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
        .reportPolicyViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy'))
      violations.push(message.text());
  });
  return violations;
}

test('the landing page, sign-in and a game run under the strict policy, with compressed assets', async ({
  page,
  createTeacher,
}) => {
  test.setTimeout(120_000);
  const violations = await watchPolicyViolations(page);
  const assetEncodings = new Map<string, { encoding: string | undefined; bytes: number }>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/assets\/.+\.(js|css)$/.test(pathname)) {
      const headers = response.headers();
      assetEncodings.set(pathname, {
        encoding: headers['content-encoding'],
        bytes: Number(headers['content-length']),
      });
    }
  });

  const landing = await page.goto('/');
  const policy = landing?.headers()['content-security-policy'] ?? '';
  // Scripts from the server, and inline only the page's own head script, named by its hash.
  const [self, ...inline] = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
  expect(self).toBe("'self'");
  for (const source of inline) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  expect(policy).not.toContain('unsafe-eval');
  expect(landing?.headers()['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz Coop' })).toBeVisible();
  await rejectOptionalCookies(page);

  await signIn(page, await createTeacher());
  await page.goto('/library');
  const star = page.getByRole('button', { name: `Star ${ADDITION_SET}` });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/game');
  await page.getByRole('button', { name: 'Add Player' }).click();
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(page.getByText('Please select a question set for all players')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Player 2' }).click();
  await chooseSet(page, 1, ADDITION_SET);
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(turnHeader(page)).toHaveText("Player 1's Turn");
  await playTurn(page);

  expect(violations).toEqual([]);
  expect(assetEncodings.size).toBeGreaterThan(0);
  // A file of a few dozen bytes gains nothing from compression, so the build keeps it as it is.
  for (const [path, { encoding, bytes }] of assetEncodings)
    if (encoding !== 'br') expect(bytes, `${path} sent as ${encoding ?? 'identity'}`).toBeLessThan(200);
});
