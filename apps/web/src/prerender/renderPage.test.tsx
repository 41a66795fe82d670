import { publicLogoUrl } from '@quizcoop/api';
import { acceptAllCookies } from '@quizcoop/ui';
import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppFrame } from '../app/AppFrame';
import { createBackend } from '../app/backend';
import { COOKIE_CONSENT_KEY } from '../app/cookies';
import { deferBackend } from '../app/deferredBackend';
import { loadPrerenderedCode, routes } from '../router';
import { PRERENDERED_PATHS, PRERENDER_BACKEND_URL, renderPage } from './renderPage';

// jsdom has no ResizeObserver, which Radix controls use to measure themselves; no assertion here needs a size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const markupOf = new Map<string, string>();

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
  const config = { supabaseUrl: PRERENDER_BACKEND_URL, supabaseAnonKey: 'prerender' };
  const backend = deferBackend(async () => createBackend(config), publicLogoUrl(config));
  await Promise.all([backend.load(), loadPrerenderedCode(path)]);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await act(async () => {
    hydrateRoot(
      container,
      <AppFrame backend={backend} navigate={router.navigate} takingOver>
        <RouterProvider router={router} />
      </AppFrame>,
      { onRecoverableError: (error) => complaints.push(String(error)) },
    );
  });
  return complaints;
}

describe('prerendered pages', () => {
  beforeEach(() => {
    localStorage.clear();
    // The page is taken over before any data has arrived, as on a first visit: no request is answered.
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
  });

  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it.each(PRERENDERED_PATHS)('%s is taken over without a single difference', async (path) => {
    const markup = markupOf.get(path)!;
    expect(markup).toContain('<main');
    const complaints = await hydrate(path, markup);
    expect(complaints).toEqual([]);
  });

  it('draws the cookie banner into each page, and a visitor who has chosen sees it go at the takeover', async () => {
    for (const path of PRERENDERED_PATHS) expect(markupOf.get(path), path).toContain('We use cookies');
    localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify(acceptAllCookies));
    const complaints = await hydrate('/', markupOf.get('/')!);
    expect(complaints).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'We use cookies' })).toBeNull());
  });

  it('draws the page itself, not a placeholder for it', () => {
    expect(markupOf.get('/auth')).toContain('Sign in to Quiz Coop');
    expect(markupOf.get('/questions')).toContain('My Question Sets');
  });
});
