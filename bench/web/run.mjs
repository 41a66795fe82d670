#!/usr/bin/env node
// Measures the web app as a newcomer's browser sees `npm start`: the production build served by the real server
// (apps/server/dist/main.js), loaded by Lighthouse with its mobile preset (simulated slow 4G, 4× CPU slowdown)
// in Debian's Chromium, and the build's JavaScript and CSS sizes, gzip and Brotli, per route.
//
//   pnpm bench:web                          (from the repository root; builds the web app and the server first)
//   QUIZCOOP_BENCH_WEB_RUNS=3 pnpm bench:web  (the median of three Lighthouse runs per route)
//   CHROME_PATH=/path/to/chrome pnpm bench:web
//   QUIZCOOP_BENCH_WEB_ROUTES=/,/auth pnpm bench:web   (only these routes; the results files are not written)
//
// Figures go to bench/results/web.md and web.json. The signed-in routes are measured as a teacher whose account
// the bench creates through the server's auth API; the session goes into the browser's localStorage, where the
// app keeps it, before Lighthouse loads the page.
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import prettier from 'prettier';
import puppeteer from 'puppeteer-core';
import { bundleReport, routeAssets } from './bundle.mjs';
import { ONE_FRAME_MS, measureGameInteractions } from './interactions.mjs';
import { startServer } from '../../apps/server/bench/server-bench.mjs';

const RESULTS = fileURLToPath(new URL('../results/', import.meta.url));
const RUNS = Number(process.env.QUIZCOOP_BENCH_WEB_RUNS ?? 1);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const ALL_ROUTES = [
  { path: '/', signedIn: false },
  { path: '/auth', signedIn: false },
  { path: '/game', signedIn: false },
  { path: '/pricing', signedIn: false },
  { path: '/library', signedIn: true },
  { path: '/questions', signedIn: true },
];

const CHOSEN_PATHS = process.env.QUIZCOOP_BENCH_WEB_ROUTES?.split(',').map((path) => path.trim());
const ROUTES = CHOSEN_PATHS ? ALL_ROUTES.filter((route) => CHOSEN_PATHS.includes(route.path)) : ALL_ROUTES;
if (ROUTES.length === 0)
  throw new Error(
    `QUIZCOOP_BENCH_WEB_ROUTES names none of ${ALL_ROUTES.map((route) => route.path).join(', ')}.`,
  );

if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error('QUIZCOOP_BENCH_WEB_RUNS must be a whole number from 1.');

/** Creates a teacher through the auth API (email confirmation is off on the bench's server) and returns the session. */
async function createTeacher(server) {
  const response = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-teacher-${Date.now()}@example.com`,
      password: 'Bench-password-1!',
      data: { display_name: 'Bench Teacher' },
    }),
  });
  const session = await response.json();
  if (!response.ok || !session.access_token) {
    throw new Error(`Creating the teacher failed (${response.status}): ${JSON.stringify(session)}`);
  }
  return { ...session, expires_at: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in };
}

/**
 * Puts the session where the app's backend client (supabase-js) looks for it: localStorage, under
 * 'sb-<first label of the backend's host name>-auth-token'; the server names its own origin as the backend.
 */
async function signIn(browser, server, session) {
  const page = await browser.newPage();
  await page.goto(`${server.url}/healthz`);
  const storageKey = `sb-${new URL(server.url).hostname.split('.')[0]}-auth-token`;
  await page.evaluate((key, value) => localStorage.setItem(key, value), storageKey, JSON.stringify(session));
  // The app sends a signed-out visitor of a teacher's page to /auth; staying on the page proves the session took.
  await page.goto(`${server.url}/library`, { waitUntil: 'networkidle0' });
  const landedOn = new URL(page.url()).pathname;
  await page.close();
  if (landedOn !== '/library')
    throw new Error(`Signing the teacher in failed: /library went to ${landedOn}.`);
}

/** Empties the HTTP cache, keeping localStorage: every run is a first visit, signed in or not. */
async function clearHttpCache(browser) {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}

/** The element Lighthouse took as the largest contentful paint, and how its time splits into phases. */
function lcpElementOf(lhr) {
  const [element, phases] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const snippet = element?.items?.[0]?.node?.snippet ?? 'none';
  const timings = (phases?.items ?? []).map((item) => `${item.phase} ${Math.round(item.timing)} ms`);
  return timings.length > 0 ? `${snippet} (${timings.join(', ')})` : snippet;
}

async function measure(port, browser, url, signedIn) {
  if (signedIn) await clearHttpCache(browser);
  // Signed-out runs let Lighthouse clear the origin's storage and cache; signed-in ones keep the session.
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: signedIn,
  });
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== new URL(url).pathname) {
    throw new Error(`${url} ended at ${finalPath}: ${signedIn ? 'the sign-in did not take' : 'a redirect'}.`);
  }
  const requests = lhr.audits['network-requests'].details.items;
  return {
    performance: lhr.categories.performance.score,
    accessibility: lhr.categories.accessibility.score,
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    transferredBytes: lhr.audits['total-byte-weight'].numericValue,
    requestedPaths: requests
      .filter((request) => request.url.startsWith(new URL(url).origin))
      .map((request) => new URL(request.url).pathname),
    lcpElement: lcpElementOf(lhr),
    accessibilityFailures: lhr.categories.accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => ref.id),
    loadAverage: Number(os.loadavg()[0].toFixed(1)),
  };
}

const median = (runs) => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The text as the repository's formatting check wants the file it goes to. */
async function formatLikeTheRepository(file, text, options = {}) {
  const config = await prettier.resolveConfig(file);
  return prettier.format(text, { ...config, ...options, filepath: file });
}

/** A press's timings for a table: under one frame when the browser reported none above its threshold. */
function timingCells({ count, pointerdownMs, clickMs }) {
  const shown = (ms) => (ms === 0 ? `< ${ONE_FRAME_MS}` : String(Math.round(ms)));
  return { presses: count, 'pressed shown, ms': shown(pointerdownMs), 'result shown, ms': shown(clickMs) };
}

function markdown(measured, interactions, bundle, startedAt) {
  const cpu = os.cpus()[0]?.model.trim().split(/\s+/).slice(0, 2).join(' ') ?? 'unknown CPU';
  const memory = Math.round(os.totalmem() / 1024 ** 3);
  const lines = [
    '# Web benchmark',
    '',
    `Measured ${startedAt} with \`pnpm bench:web\` on ${os.cpus().length} × ${cpu}, ${memory} GB, Node ${process.versions.node}: Lighthouse 12, mobile preset (simulated slow 4G, 4× CPU slowdown), Chromium at \`${CHROME_PATH}\`, ${RUNS === 1 ? 'one run' : `the median of ${RUNS} runs`} per route; the production build served by \`apps/server/dist/main.js\` on an in-memory database. "Load" is the machine's 1-minute load average after the run (2 CPUs: above 2, other work shared them and the timings are worse than a quiet machine gives).`,
    '',
    '| Route | signed in | performance | accessibility | LCP ms | TBT ms | CLS | transferred KB | JS KB gzip | JS KB Brotli | CSS KB gzip | CSS KB Brotli | load |',
    '| ----- | --------- | ----------: | ------------: | -----: | -----: | --: | -------------: | ---------: | -----------: | ----------: | ------------: | ---: |',
    ...measured
      .map(({ route, result, assets }) =>
        [
          `\`${route.path}\``,
          route.signedIn ? 'yes' : 'no',
          result.performance,
          result.accessibility,
          result.lcpMs,
          result.tbtMs,
          result.cls,
          kb(result.transferredBytes),
          kb(assets.js.gzip),
          kb(assets.js.brotli),
          kb(assets.css.gzip),
          kb(assets.css.brotli),
          result.loadAverage,
        ].join(' | '),
      )
      .map((row) => `| ${row} |`),
    '',
    'JS and CSS are the files of `apps/web/dist` the page requested during the run, compressed here with zlib (gzip level 9, Brotli quality 11).',
    '',
    ...measured.map(
      ({ route, result }) => `Largest contentful paint on \`${route.path}\`: ${result.lcpElement}.`,
    ),
    '',
    ...measured
      .filter(({ result }) => result.accessibilityFailures.length > 0)
      .map(
        ({ route, result }) =>
          `Accessibility audits that failed on \`${route.path}\`: ${result.accessibilityFailures.join(', ')}.`,
      ),
    '',
    '## Game presses',
    '',
    `A signed-in teacher plays five rounds of a one-player game and a Score Scramble with the CPU slowed ${4}×. For each kind of press, the slowest time from the input to the next painted frame (Event Timing): "pressed shown" for the pointer going down, when the button draws itself pressed; "result shown" for the click, when the screen shows what it did. One frame is ${ONE_FRAME_MS} ms; the browser reports nothing shorter.`,
    '',
    '| Press | presses | pressed shown, ms | result shown, ms |',
    '| ----- | ------: | ----------------: | ---------------: |',
    ...(interactions.length === 0 ? ["| (not measured: see the run's output) | | | |"] : []),
    ...interactions.map(({ press, ...timings }) => {
      const cells = timingCells(timings);
      return `| ${press} | ${cells.presses} | ${cells['pressed shown, ms']} | ${cells['result shown, ms']} |`;
    }),
    '',
    '## Bundle',
    '',
    `From \`apps/web/dist/.vite/manifest.json\`: the entry's first load (its static imports) and each lazily loaded chunk with the static imports it adds. Total JavaScript ${kb(bundle.total.js.raw)} KB (${kb(bundle.total.js.gzip)} KB gzip, ${kb(bundle.total.js.brotli)} KB Brotli), CSS ${kb(bundle.total.css.raw)} KB (${kb(bundle.total.css.gzip)} KB gzip).`,
    '',
    '| Chunk | JS KB | JS KB gzip | JS KB Brotli | CSS KB | CSS KB gzip | CSS KB Brotli |',
    '| ----- | ----: | ---------: | -----------: | -----: | ----------: | ------------: |',
    ...bundle.chunks.map(
      ({ name, js, css }) =>
        `| ${name} | ${kb(js.raw)} | ${kb(js.gzip)} | ${kb(js.brotli)} | ${kb(css.raw)} | ${kb(css.gzip)} | ${kb(css.brotli)} |`,
    ),
    '',
    'Targets: performance ≥ 0.95, accessibility 1, LCP ≤ 2000 ms, TBT ≤ 100 ms, CLS ≤ 0.02 on every route; first-load JS of `/` ≤ 120 KB gzip, of `/game` ≤ 200 KB gzip.',
  ];
  return formatLikeTheRepository(`${RESULTS}web.md`, lines.join('\n'));
}

function printTable(measured, bundle) {
  console.table(
    Object.fromEntries(
      measured.map(({ route, result, assets }) => [
        route.path,
        {
          perf: result.performance,
          a11y: result.accessibility,
          'LCP ms': result.lcpMs,
          'TBT ms': result.tbtMs,
          CLS: result.cls,
          'transfer KB': kb(result.transferredBytes),
          'JS gz KB': kb(assets.js.gzip),
          'JS br KB': kb(assets.js.brotli),
          'CSS gz KB': kb(assets.css.gzip),
          'CSS br KB': kb(assets.css.brotli),
        },
      ]),
    ),
  );
  console.table(
    Object.fromEntries(
      bundle.chunks.map(({ name, js, css }) => [
        name,
        {
          'JS KB': kb(js.raw),
          'JS gz KB': kb(js.gzip),
          'JS br KB': kb(js.brotli),
          'CSS gz KB': kb(css.gzip),
        },
      ]),
    ),
  );
}

const startedAt = new Date().toISOString();
const bundle = await bundleReport();
const server = await startServer('web', { QUIZCOOP_DATA_DIR: 'memory://' });
let chrome;
let browser;
try {
  const session = await createTeacher(server);
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const measured = [];
  // Signed-out routes first: Lighthouse clears the origin's storage before each of them.
  for (const route of [...ROUTES].sort((a, b) => Number(a.signedIn) - Number(b.signedIn))) {
    if (route.signedIn && !measured.some((entry) => entry.route.signedIn))
      await signIn(browser, server, session);
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await measure(chrome.port, browser, `${server.url}${route.path}`, route.signedIn));
    }
    const result = median(runs);
    measured.push({ route, result, assets: await routeAssets(result.requestedPaths) });
    console.log(
      `${route.path}: performance ${result.performance}, LCP ${result.lcpMs} ms, ${result.lcpElement}`,
    );
  }
  measured.sort((a, b) => ROUTES.indexOf(a.route) - ROUTES.indexOf(b.route));
  printTable(measured, bundle);
  if (!measured.some((entry) => entry.route.signedIn)) await signIn(browser, server, session);
  // The game's presses are measured after the routes; a game that could not be played is reported, and
  // the route figures are kept.
  const interactions = await measureGameInteractions(browser, server).catch((error) => {
    console.error('The game presses could not be measured:', error);
    return [];
  });
  console.table(
    Object.fromEntries(interactions.map(({ press, ...timings }) => [press, timingCells(timings)])),
  );
  if (!CHOSEN_PATHS) {
    await writeFile(`${RESULTS}web.md`, await markdown(measured, interactions, bundle, startedAt));
    const json = JSON.stringify({
      measuredAt: startedAt,
      runs: RUNS,
      routes: measured,
      interactions,
      bundle,
    });
    await writeFile(`${RESULTS}web.json`, await formatLikeTheRepository(`${RESULTS}web.json`, json));
    console.log(`Written to bench/results/web.md and web.json.`);
  }
} finally {
  await browser?.disconnect();
  await chrome?.kill();
  await server.stop();
}
