import { publicLogoUrl } from '@quizcoop/api';
import type { QuestionSetSummary } from '@quizcoop/api';
import { createQueryClient, libraryQueryKeys } from '@quizcoop/api/react';
import { dehydrate } from '@tanstack/react-query';
import { acceptAllCookies } from '@quizcoop/ui';
import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppFrame } from '../app/AppFrame';
import { createBackend } from '../app/backend';
import { queryStateBlock } from '../app/queryState';
import { COOKIE_CONSENT_KEY } from '../app/cookies';
import { deferBackend } from '../app/deferredBackend';
import { loadPrerenderedCode, routes } from '../router';
import { ISLANDS, ISLAND_ATTRIBUTE, SIGNED_OUT_ONLY_ATTRIBUTE, STATIC_PAGE_PATHS } from '../islands/markers';
import { DATA_PAGE_PATHS, PRERENDERED_PATHS, PRERENDER_BACKEND_URL, renderPage } from './renderPage';

// jsdom has no ResizeObserver, which Radix controls use to measure themselves; no assertion here needs a size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const markupOf = new Map<string, string>();

/** The pages the app takes over; the static pages run their islands instead. */
const APP_PAGE_PATHS = PRERENDERED_PATHS.filter((path) => !STATIC_PAGE_PATHS.includes(path));

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  for (const path of PRERENDERED_PATHS) markupOf.set(path, await renderPage(path));
  // React's server renderer leaves the context values of the last part it rendered in place, which no server
  // minds; here the browser's renderer runs next in the same process and would find itself inside a router.
  // Rendering an empty tree puts every context back to its default.
  await prerender(<></>);
});

// Two renderers take turns in this one process, which React's development build remarks on; the browser only
// ever runs one of them.
const TWO_RENDERERS = 'Detected multiple renderers concurrently rendering the same context provider';

const config = { supabaseUrl: PRERENDER_BACKEND_URL, supabaseAnonKey: 'prerender' };

const takenOver: Root[] = [];

/** Ends every page taken over, so that their effects' timers stop with them rather than outliving the test. */
async function leavePages(): Promise<void> {
  await act(async () => {
    for (const root of takenOver.splice(0)) root.unmount();
  });
}

/** Takes a prerendered page over as the browser does, returning every complaint React made on the way. */
async function hydrate(path: string, markup: string): Promise<string[]> {
  const complaints: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const complaint = args.join(' ');
    if (!complaint.includes(TWO_RENDERERS)) complaints.push(complaint);
  });
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  const backend = deferBackend(async () => createBackend(config), publicLogoUrl(config));
  await Promise.all([backend.load(), loadPrerenderedCode(path)]);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await act(async () => {
    const root = hydrateRoot(
      container,
      <AppFrame backend={backend} navigate={router.navigate} takingOver>
        <RouterProvider router={router} />
      </AppFrame>,
      { onRecoverableError: (error) => complaints.push(String(error)) },
    );
    takenOver.push(root);
  });
  return complaints;
}

describe('prerendered pages', () => {
  beforeEach(() => {
    localStorage.clear();
    // The page is taken over before any data has arrived, as on a first visit: no request is answered.
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
  });

  afterEach(async () => {
    await leavePages();
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it.each(APP_PAGE_PATHS)('%s is taken over without a single difference', async (path) => {
    const markup = markupOf.get(path)!;
    expect(markup).toContain('<main');
    const complaints = await hydrate(path, markup);
    expect(complaints).toEqual([]);
  });

  it('draws the cookie banner into each page, and a visitor who has chosen sees it go at the takeover', async () => {
    for (const path of PRERENDERED_PATHS) expect(markupOf.get(path), path).toContain('We use cookies');
    localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify(acceptAllCookies));
    const complaints = await hydrate('/auth', markupOf.get('/auth')!);
    expect(complaints).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'We use cookies' })).toBeNull());
  });

  it.each(STATIC_PAGE_PATHS)('draws the islands of the static page %s for its script to find', (path) => {
    const page = document.createElement('div');
    page.innerHTML = markupOf.get(path)!;
    const island = (name: string) => page.querySelector(`[${ISLAND_ATTRIBUTE}="${name}"]`);
    // 'Sign in' as a plain link, which a stored session hides; the newsletter's form itself, not a placeholder.
    const signIn = island(ISLANDS.account)?.querySelector('a[href="/auth"]');
    expect(signIn?.textContent).toBe('Sign in');
    expect(signIn?.hasAttribute(SIGNED_OUT_ONLY_ATTRIBUTE)).toBe(true);
    expect(island(ISLANDS.newsletter)?.querySelector('form input[name="email"]')).not.toBeNull();
    expect(
      [...(island(ISLANDS.cookieBanner)?.querySelectorAll('button') ?? [])].map(
        (button) => button.textContent,
      ),
    ).toEqual(['Customize', 'Reject All', 'Accept All']);
  });

  it('draws the landing page, pricing and the privacy policy with the islands their presses need', () => {
    const page = document.createElement('div');
    page.innerHTML = markupOf.get('/')!;
    expect(page.querySelector(`[${ISLAND_ATTRIBUTE}="${ISLANDS.startPlaying}"]`)?.textContent).toBe(
      'Start Playing',
    );
    page.innerHTML = markupOf.get('/pricing')!;
    expect(
      page.querySelectorAll(`[${ISLAND_ATTRIBUTE}="${ISLANDS.pricing}"] button[data-plan]`),
    ).toHaveLength(2);
    page.innerHTML = markupOf.get('/privacy')!;
    expect(page.querySelector(`[${ISLAND_ATTRIBUTE}="${ISLANDS.cookieSettings}"]`)?.textContent).toBe(
      'Cookie Settings',
    );
  });

  it('writes every page whole, with no part left for an inline script to move into place', () => {
    for (const [path, markup] of markupOf) expect(markup, path).not.toContain('$RC(');
  });

  it('draws the page itself, not a placeholder for it', () => {
    expect(markupOf.get('/auth')).toContain('Sign in to Quiz Coop');
    expect(markupOf.get('/questions')).toContain('My Question Sets');
  });
});

describe('a page the server renders with its data', () => {
  const officialSet: QuestionSetSummary = {
    id: '6f1c2d3e-0000-4000-8000-000000000001',
    game_name: 'Fractions on a Number Line',
    question_format: 'mixed',
    question_order: 'shuffled',
    language: 'en',
    description: 'Place halves, thirds and quarters between 0 and 1.',
    intended_grades: ['3', '4'],
    intended_settings: ['Whole class'],
    is_public: true,
    is_official: true,
    created_by: null,
    question_count: 20,
  };

  beforeEach(() => {
    localStorage.clear();
    // The app refreshes the data after the takeover; that request stays unanswered, so the page is compared
    // as the server drew it.
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
  });

  afterEach(async () => {
    await leavePages();
    vi.restoreAllMocks();
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  it.each(DATA_PAGE_PATHS)(
    '%s is drawn with its data and taken over with it, without a difference',
    async (path) => {
      const queryClient = createQueryClient();
      queryClient.setQueryData(libraryQueryKeys.publicSets({}), [officialSet]);
      const markup = await renderPage(path, queryClient);
      await prerender(<></>);
      expect(markup).toContain('Fractions on a Number Line');
      expect(markup).not.toContain('Loading question sets...');

      document.head.innerHTML = queryStateBlock(dehydrate(queryClient));
      const complaints = await hydrate(path, markup);
      expect(complaints).toEqual([]);
    },
  );
});
