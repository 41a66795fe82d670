import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APP_ENTRY, ISLANDS_ENTRY, measureFirstLoadJs } from './firstLoadJs';

const distDir = fileURLToPath(new URL('../dist', import.meta.url));

/**
 * The backend client's chunk: main.tsx imports it without waiting, so the landing page's first paint does not
 * need it, but every lazily loaded page renders inside it, so it counts for those.
 */
const BACKEND_MODULE = 'src/app/backend.tsx';

/**
 * The most JavaScript (gzip, in bytes) a first visit may download: the landing page is what a teacher on a
 * school Chromebook waits for, the game the heaviest page they open. A change that needs more says why here.
 */
const BUDGETS = [
  {
    route: '/',
    entry: ISLANDS_ENTRY,
    lazyPageModule: undefined,
    alsoAwaited: [],
    // The landing page is a static page: it runs no React, only its islands' script (the cookie banner's
    // choices, Start Playing, the logo's loaded state, the service worker's registration once idle) with the
    // small modules it shares with the app, about 2.9 KB. The islands that need React (the newsletter form, the
    // account menu, the cookie settings) load it when they are first used.
    maxGzipBytes: 3_300,
  },
  {
    route: '/game',
    entry: APP_ENTRY,
    lazyPageModule: 'src/routes/game/GamePage.tsx',
    alsoAwaited: [BACKEND_MODULE],
    // Setup loads its questions through an actor it invokes itself (XState's fromPromise, about 400 bytes), so
    // that a stale answer for sets no longer chosen can never reach the game; and the game keeps every set
    // assigned to a player and the play session's Score Scramble count across reloads (about 230 bytes). The
    // results dialog writes its own spreadsheet export (about 1 KB); loading it on demand instead costs more, as
    // the extra chunk splits code the game already shares. Undo, young class mode and the wheel's odds panel
    // (the engine's undo records, the Undo button, the large text scale and the odds disclosure) add about 4 KB.
    // Sets played in their own order need each set's order loaded with its questions and the engine's in-order
    // draw (about 250 bytes), and the entry's longer chunk list above costs the game too (about 100 bytes); the
    // ui kit's chunk the game shares split in two once the library's dialogs became lazy (about 200 bytes).
    // The game follows its feature flags (premium questions, unlimited Score Scrambles): the flags hook and their
    // evaluation load with the game page, and the engine gates Score Scrambles past the free limit (about 730
    // bytes). The static pages' islands share the site's frame with the app (the backend's deferral, the toasts,
    // the page scaffolding, the cookie storage); what they share leaves the app's entry for chunks of its own,
    // which compress apart (about 3.5 KB, with no module added to the game).
    maxGzipBytes: 210_900,
  },
] as const;

describe('first-load JavaScript of the built app', () => {
  it('has a build to measure', () => {
    expect(existsSync(distDir), 'Build the web app first: pnpm --filter @quizcoop/web build').toBe(true);
  });

  it.each(BUDGETS)(
    '$route stays within $maxGzipBytes bytes gzip',
    ({ entry, lazyPageModule, alsoAwaited, maxGzipBytes }) => {
      const { files, gzipBytes } = measureFirstLoadJs(distDir, lazyPageModule, alsoAwaited, entry);
      const breakdown = files.map(({ file, gzipBytes: size }) => `${file}: ${size}`).join('\n');
      expect(gzipBytes, `first-load JS, gzip level 9:\n${breakdown}`).toBeLessThanOrEqual(maxGzipBytes);
    },
  );
});
