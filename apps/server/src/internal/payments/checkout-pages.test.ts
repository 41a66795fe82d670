import { AxeBuilder } from '@axe-core/playwright';
import { chromiumLaunchOptions } from '@quizcoop/testing-config';
import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing';
import { startTestServer } from '../../testing';
import { invoke, signedUpClient } from '../functions/test-clients';

let server: TestServer;
let browser: Browser;
let accounts = 0;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startTestServer({ emailConfirm: false }),
    chromium.launch(chromiumLaunchOptions()),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A page in a browser context of its own (axe needs one), closed when the work is done. */
async function withPage(work: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext();
  try {
    await work(await context.newPage());
  } finally {
    await context.close();
  }
}

async function checkoutUrl(plan: 'monthly' | 'yearly'): Promise<string> {
  accounts += 1;
  const user = await signedUpClient(server, `keyboard-${accounts}@quizcoop.test`);
  return (await invoke<{ url: string }>(user.client, 'create-checkout', { plan })).body.url;
}

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

async function payWithKeyboard(page: Page, card: { number: string; expiry: string; cvc: string }) {
  await page.keyboard.press('Tab');
  await page.keyboard.type(card.number);
  await page.keyboard.press('Tab');
  await page.keyboard.type(card.expiry);
  await page.keyboard.press('Tab');
  await page.keyboard.type(card.cvc);
  await page.keyboard.press('Enter');
}

describe('the local checkout pages in a browser', () => {
  it('have no axe violations and are paid for with the keyboard alone', async () => {
    const url = await checkoutUrl('yearly');
    await withPage(async (page) => {
      await page.goto(url);
      expect(await violations(page)).toEqual([]);
      expect(await page.getByRole('button', { name: 'Pay $49.99' }).count()).toBe(1);

      // The success page belongs to the web app, which may move a browser without a session on to sign in;
      // what the checkout decides is where it sends the browser.
      const successRequest = page.waitForRequest(/\/checkout\/success\?session_id=/);
      await payWithKeyboard(page, { number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' });
      expect((await successRequest).url()).toBe(
        `${server.url}/checkout/success?session_id=${url.split('/').pop()}`,
      );
    });
  });

  it('announce a declined card, focus the card number, and stay free of violations', async () => {
    const url = await checkoutUrl('monthly');
    await withPage(async (page) => {
      await page.goto(url);
      await payWithKeyboard(page, { number: '4000 0000 0000 0002', expiry: '12 / 40', cvc: '123' });
      await page.waitForSelector('[role="alert"]');
      expect(page.url()).toBe(url);
      expect(await page.getByRole('alert').textContent()).toBe('Your card was declined.');
      expect(await page.locator('#number:focus').count()).toBe(1);
      expect(await violations(page)).toEqual([]);
    });
  });

  it('let the subscription be cancelled and the card changed from the keyboard in the portal', async () => {
    accounts += 1;
    const user = await signedUpClient(server, `portal-keyboard-${accounts}@quizcoop.test`);
    const checkout = await invoke<{ url: string }>(user.client, 'create-checkout', { plan: 'monthly' });
    await withPage(async (page) => {
      await page.goto(checkout.body.url);
      await payWithKeyboard(page, { number: '4242424242424242', expiry: '01/39', cvc: '999' });
      await page.waitForURL(/\/checkout\/success/);

      const portal = await invoke<{ url: string }>(user.client, 'customer-portal');
      await page.goto(portal.body.url);
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press('Tab');
      expect(await page.locator(':focus').textContent()).toBe('Cancel at period end');
      await page.keyboard.press('Enter');
      await page.waitForSelector('[role="status"]');
      expect(await page.getByRole('status').textContent()).toBe(
        'Your subscription is cancelled. Premium stays until the end of the paid period.',
      );
      expect(await violations(page)).toEqual([]);

      await page.keyboard.press('Tab');
      expect(await page.locator(':focus').textContent()).toBe('Resume subscription');
      await page.keyboard.press('Tab');
      await page.keyboard.type('4000000000000002');
      await page.keyboard.press('Tab');
      await page.keyboard.type('12/40');
      await page.keyboard.press('Tab');
      await page.keyboard.type('123');
      await page.keyboard.press('Enter');
      await page.waitForSelector('[role="alert"]');
      expect(await page.getByRole('alert').textContent()).toBe('Your card was declined.');
      expect(await violations(page)).toEqual([]);
    });
  });
});
