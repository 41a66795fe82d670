import { RUNTIME_CONFIG_ELEMENT_ID } from '@quizcoop/contract';
import { rejectAllCookies } from '@quizcoop/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { prerender } from 'react-dom/static';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_READY_EVENT } from './app/appReady';
import { COOKIE_CONSENT_KEY, readCookieConsent } from './app/cookies';
import { takeHandedOverNotice } from './app/handedOverNotice';
import { PRERENDER_BACKEND_URL, renderPage } from './prerender/renderPage';

// jsdom has no ResizeObserver, which Radix controls use to measure themselves; no assertion here needs a size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

let landingPage = '';

beforeAll(async () => {
  landingPage = await renderPage('/');
  // The server renderer leaves its contexts in place; an empty render puts them back for the browser's.
  await prerender(<></>);
});

/** The landing page as the server sends it, with its islands' script run on it. */
async function openLandingPage(): Promise<Event[]> {
  document.head.innerHTML = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${JSON.stringify(
    {
      supabaseUrl: PRERENDER_BACKEND_URL,
      // A token's shape, as the anon key has; nothing here is sent.
      supabaseAnonKey: 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln',
    },
  )}</script>`;
  document.body.innerHTML = `<div id="root">${landingPage}</div>`;
  const ready: Event[] = [];
  document.addEventListener(APP_READY_EVENT, (event) => ready.push(event), { once: true });
  vi.resetModules();
  await import('./islands');
  return ready;
}

describe("the static pages' islands", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    // No request is answered: the islands here need none.
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
  });

  afterEach(() => {
    vi.restoreAllMocks();
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  it('answer the cookie banner without React, and say when presses are answered', async () => {
    const ready = await openLandingPage();
    expect(ready).toHaveLength(1);
    const banner = screen.getByRole('region', { name: 'We use cookies' });
    fireEvent.click(within(banner).getByRole('button', { name: 'Reject All' }));
    expect(readCookieConsent(localStorage)).toEqual(rejectAllCookies);
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'We use cookies' })).toBeNull();
  });

  it('send a visitor who presses Start Playing to sign in, with the reason for the next page', async () => {
    await openLandingPage();
    // jsdom does not load the next page; what matters is the notice left for it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Start Playing' }));
    expect(takeHandedOverNotice()).toBe('Please log in to continue');
  });

  it('bring the newsletter form to life where the visitor comes to it, keeping what was typed', async () => {
    await openLandingPage();
    const staticField = screen.getByLabelText('Email address');
    fireEvent.change(staticField, { target: { value: 'teacher@school.example' } });
    staticField.focus();
    // The island's code (React, the form) is compiled for the test on its first import, which takes a while.
    await waitFor(() => expect(screen.getByLabelText('Email address')).not.toBe(staticField), {
      timeout: 15_000,
    });
    const liveField = screen.getByLabelText('Email address');
    expect(liveField).toHaveValue('teacher@school.example');
    expect(liveField).toHaveFocus();
    // The live form checks what it is given, as the app's does.
    fireEvent.change(liveField, { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });
});
