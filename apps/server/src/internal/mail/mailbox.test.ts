import { networkInterfaces } from 'node:os';
import { AxeBuilder } from '@axe-core/playwright';
import { chromiumLaunchOptions } from '@quizcoop/testing-config';
import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing';
import { startTestServer } from '../../testing';

let server: TestServer;
let closedMailbox: TestServer;
let behindProxy: TestServer;
let browser: Browser;

/** An address of this machine other than the loopback, so a request to it comes from a non-loopback peer. */
function outsideAddress(): string {
  const addresses = Object.values(networkInterfaces()).flatMap((entries) => entries ?? []);
  const outside = addresses.find((entry) => !entry.internal && entry.family === 'IPv4');
  if (!outside) throw new Error('These tests need a network interface besides the loopback.');
  return outside.address;
}

beforeAll(async () => {
  [server, closedMailbox, behindProxy, browser] = await Promise.all([
    startTestServer(),
    startTestServer({ mailbox: 'off' }),
    startTestServer({ host: outsideAddress(), trustProxy: '1' }),
    chromium.launch(chromiumLaunchOptions()),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.close(), closedMailbox?.close(), behindProxy?.close()]);
});

async function signUp(target: TestServer, email: string): Promise<void> {
  const answer = await fetch(`${target.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: target.anonKey },
    body: JSON.stringify({ email, password: 'Correct-Horse-9' }),
  });
  expect(answer.status).toBe(200);
  await target.mailbox.latestLink(email);
}

async function recover(email: string): Promise<void> {
  const before = (await server.mailbox.messages(email))[0]!.id;
  await fetch(`${server.url}/auth/v1/recover`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: server.anonKey },
    body: JSON.stringify({ email }),
  });
  await server.mailbox.latestLink(email, { after: before });
}

describe('the mailbox API', () => {
  it('lists the messages to an address, newest first, with their links', async () => {
    const email = 'api.reader@school.example';
    await signUp(server, email);
    await recover(email);
    const response = await fetch(
      `${server.url}/_mailbox/api/messages?to=${encodeURIComponent('API.Reader@School.example')}`,
    );
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const messages = (await response.json()) as Record<string, unknown>[];
    expect(messages.map((message) => message.subject)).toEqual([
      'Reset your Quiz Coop password',
      'Confirm your Quiz Coop account',
    ]);
    for (const message of messages) {
      expect(Object.keys(message).sort()).toEqual([
        'created_at',
        'html',
        'id',
        'links',
        'subject',
        'text',
        'to',
      ]);
      expect(message.to).toBe(email);
      expect(message.links).toEqual([
        expect.stringMatching(new RegExp(`^${server.url}/auth/v1/verify\\?token=`)),
      ]);
      expect(message.text).toContain((message.links as string[])[0]);
    }
  });
});

describe('the mailbox page', () => {
  it('shows every message newest first with its links clickable, escaping what senders typed', async () => {
    // An address may hold ' and &: "&amp" is a character reference to a browser, and must show as typed.
    const hostile = "o'neil&ampco@school.example";
    const escaped = 'o&#39;neil&amp;ampco@school.example';
    await signUp(server, 'page.reader@school.example');
    await signUp(server, hostile);
    const response = await fetch(`${server.url}/_mailbox`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(page).toContain('<h1>Mailbox</h1>');
    expect(page).not.toContain(hostile);
    expect(page).toContain(escaped);
    expect(page.indexOf(escaped)).toBeLessThan(page.indexOf('page.reader@school.example'));
    expect(page).toMatch(new RegExp(`<a href="${server.url}/auth/v1/verify\\?token=[^"]+&amp;type=signup`));
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('filters by recipient and labels its search field', async () => {
    const page = await (await fetch(`${server.url}/_mailbox?to=page.reader%40school.example`)).text();
    expect(page).toContain('<h1>Mailbox for page.reader@school.example</h1>');
    expect(page).toContain('<label for="to">');
    expect(page).not.toContain('api.reader@school.example');
  });
});

describe('the mailbox page in a browser', () => {
  it('has no axe violations, filters from the keyboard, and its links can be followed', async () => {
    const email = 'keyboard.reader@school.example';
    await signUp(server, email);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/_mailbox`);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/_mailbox\?to=/);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(`Mailbox for ${email}`);
    expect(await page.getByRole('article').count()).toBe(1);

    await page.getByRole('link').first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.has('code') || url.hash.includes('access_token'));
    await context.close();
  });
});

describe('who may read the mailbox', () => {
  it('is only this machine by default, since its links sign people in', async () => {
    expect((await fetch(`${server.url}/_mailbox/api/messages`)).status).toBe(200);
    const remote = await fetch(`${behindProxy.url}/_mailbox/api/messages`);
    expect(remote.status).toBe(403);
    expect(await remote.text()).toContain('QUIZCOOP_MAILBOX=network');
  });

  it('is not opened by a forged X-Forwarded-For, even with a trusted proxy configured', async () => {
    for (const forged of ['127.0.0.1', '::1', '198.51.100.7, 127.0.0.1']) {
      const answer = await fetch(`${behindProxy.url}/_mailbox/api/messages`, {
        headers: { 'x-forwarded-for': forged },
      });
      expect({ forged, status: answer.status }).toEqual({ forged, status: 403 });
    }
  });

  it('is not opened to requests a proxy on this machine forwards for someone else', async () => {
    for (const forwarded of ['127.0.0.1', '203.0.113.7']) {
      const answer = await fetch(`${server.url}/_mailbox`, { headers: { 'x-forwarded-for': forwarded } });
      expect({ forwarded, status: answer.status }).toEqual({ forwarded, status: 403 });
    }
  });

  it('is nobody when turned off, though emails are still kept', async () => {
    expect((await fetch(`${closedMailbox.url}/_mailbox`)).status).toBe(404);
    expect((await fetch(`${closedMailbox.url}/_mailbox/api/messages`)).status).toBe(404);
    await fetch(`${closedMailbox.url}/auth/v1/recover`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kept@school.example' }),
    });
    await closedMailbox.createUser({ email: 'kept@school.example', password: 'Correct-Horse-9' });
    await fetch(`${closedMailbox.url}/auth/v1/recover`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kept@school.example' }),
    });
    await expect
      .poll(async () => {
        const { rows } = await closedMailbox.database.query<{ subject: string }>(
          'select subject from quizcoop_mail.messages where to_address = $1',
          ['kept@school.example'],
        );
        return rows.map((row) => row.subject);
      })
      .toEqual(['Reset your Quiz Coop password']);
  });
});
