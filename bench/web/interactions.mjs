// How fast the game answers its buttons on a slow classroom machine: a signed-in teacher starts a one-player
// game with an official set, and the browser's CPU is slowed four times (as Lighthouse's mobile preset does).
// For each press, the Event Timing API gives the time from the input to the next frame painted: for
// pointerdown, when the pressed button shows it is pressed; for click, when the screen shows the result.
//
// The harness keeps out of what it measures. It finds buttons by their text or label, not through the
// accessibility tree (`::-p-aria`), because asking for that tree turns it on in the renderer, which then
// rebuilds it on every frame: about 6 ms a frame at this slowdown, a cost a classroom browser without
// assistive technology never pays. It waits by polling every 100 ms rather than on every animation frame. And
// the game plays in a real window of a school Chromebook's size, not a larger viewport emulated inside a
// smaller window, where a press outside the window paints nothing the screen shows and so never counts as
// presented.

import { BROWSER_OWNER_KEY, personalEntryKey, SIGNED_OUT_OWNER } from '../../packages/contract/dist/index.js';

const SET_NAME = 'Addition and Subtraction Facts';
const CPU_SLOWDOWN = 4;
/** A school Chromebook's screen. */
const WINDOW = { width: 1366, height: 768 };
/** One frame at 60 Hz; Event Timing reports durations in steps of 8 ms. */
export const ONE_FRAME_MS = 16;
const POLLING = { polling: 100 };

/** A button, not disabled, whose text or label is `name`. */
const byName = (name) =>
  `::-p-xpath(//button[not(@disabled)][normalize-space(.)=${JSON.stringify(name)} or @aria-label=${JSON.stringify(name)}])`;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A press as a hand makes it with a mouse: the pointer arrives on the button, rests a moment, and the button is
 * held a moment, so its pressed look has a frame of its own. Once the pointer rests on the button, only the
 * mouse's own events reach the page: Puppeteer's `click` would first run script in the page to scroll the
 * button into view and wait for a frame to find its box, work a hand never does, just before the input.
 */
async function press(button) {
  await button.hover();
  await pause(150);
  const { mouse } = button.frame.page();
  await mouse.down();
  await pause(80);
  await mouse.up();
}

async function click(page, name) {
  const button = await page.waitForSelector(byName(name), { timeout: 10_000 });
  try {
    await press(button);
  } finally {
    await button.dispose();
  }
}

/** The latest input-to-next-paint of each kind of event since the last call. */
async function takeEventTimings(page) {
  return page.evaluate(() => {
    const taken = window.__eventTimings ?? [];
    window.__eventTimings = [];
    return taken;
  });
}

function worst(timings, type) {
  const durations = timings.filter((entry) => entry.name === type).map((entry) => entry.duration);
  return durations.length > 0 ? Math.max(...durations) : null;
}

async function measurePress(page, name, pressIt = () => click(page, name)) {
  await takeEventTimings(page);
  await pressIt();
  // Event Timing entries are delivered after the frame they waited for.
  await pause(500);
  const timings = await takeEventTimings(page);
  return { press: name, pointerdownMs: worst(timings, 'pointerdown'), clickMs: worst(timings, 'click') };
}

/**
 * Answers the current question and goes on; returns the presses it measured. A question is answered aloud
 * (Show Answer, then Correct), by choosing an option, or, when a free account meets a premium question,
 * passed with Continue alone.
 */
async function playTurn(page) {
  const measured = [];
  const turn = await page.waitForFunction(() => {
    const buttons = [...document.querySelectorAll('main button:not([disabled])')];
    if (buttons.some((button) => button.textContent.trim() === 'Show Answer')) return { kind: 'aloud' };
    const choices = [...document.querySelectorAll('main [role="group"][aria-labelledby]')].find(
      (group) =>
        document.getElementById(group.getAttribute('aria-labelledby'))?.textContent.trim() ===
        'Choose your answer:',
    );
    if (choices?.querySelector('button')) return { kind: 'choice' };
    return buttons.some((button) => button.textContent.trim() === 'Continue') ? { kind: 'pass' } : null;
  }, POLLING);
  const { kind } = await turn.jsonValue();
  if (kind === 'aloud') {
    measured.push(await measurePress(page, 'Show Answer'));
    measured.push(await measurePress(page, 'Correct'));
  } else if (kind === 'choice') {
    const firstChoice = await page.waitForFunction(
      () =>
        [...document.querySelectorAll('main [role="group"][aria-labelledby]')]
          .find(
            (group) =>
              document.getElementById(group.getAttribute('aria-labelledby'))?.textContent.trim() ===
              'Choose your answer:',
          )
          ?.querySelector('button'),
      POLLING,
    );
    measured.push(await measurePress(page, 'an answer choice', () => press(firstChoice.asElement())));
    await firstChoice.dispose();
  }
  measured.push(await measurePress(page, 'Continue'));
  return measured;
}

/** The official set's id, which the library lists for anyone. */
async function officialSetId(server) {
  const query = new URLSearchParams({ select: 'id', game_name: `eq.${SET_NAME}`, is_official: 'eq.true' });
  const response = await fetch(`${server.url}/rest/v1/question_sets?${query}`, {
    headers: { apikey: server.anonKey },
  });
  const [set] = await response.json();
  if (!set) throw new Error(`The library has no official set named ${SET_NAME}.`);
  return set.id;
}

export async function measureGameInteractions(browser, server) {
  const serverUrl = server.url;
  const setId = await officialSetId(server);
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    const { windowId } = await cdp.send('Browser.getWindowForTarget');
    await cdp.send('Browser.setWindowBounds', { windowId, bounds: WINDOW });
    await page.evaluateOnNewDocument(() => {
      window.__eventTimings = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          window.__eventTimings.push({ name: entry.name, duration: entry.duration });
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    await page.goto(`${serverUrl}/library`, { waitUntil: 'networkidle0' });
    // The consent banner floats over the bottom of the screen, where the game's buttons are.
    await click(page, 'Reject All');
    await click(page, `Star ${SET_NAME}`);
    await page.waitForSelector(`[aria-label="Star ${SET_NAME}"][aria-pressed="true"]`);
    // The set goes to player 1 as the assignment screen would put it there: in the entry the app keeps for
    // the signed-in teacher, once the browser is theirs.
    await page.waitForFunction(
      (ownerKey, signedOut) => ![signedOut, null].includes(localStorage.getItem(ownerKey)),
      POLLING,
      BROWSER_OWNER_KEY,
      SIGNED_OUT_OWNER,
    );
    const owner = await page.evaluate((ownerKey) => localStorage.getItem(ownerKey), BROWSER_OWNER_KEY);
    await page.evaluate(
      (key, id) => sessionStorage.setItem(key, JSON.stringify({ 1: [id] })),
      personalEntryKey(owner, 'playerAssignments'),
      setId,
    );
    await page.goto(`${serverUrl}/game`, { waitUntil: 'networkidle0' });
    await click(page, 'Start Game');
    await page.waitForSelector('[aria-label="Scoreboard"]');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const measured = [];
    // Five rounds of one player, then the Score Scramble.
    for (let turn = 0; turn < 5; turn += 1) measured.push(...(await playTurn(page)));
    await page.waitForSelector(byName('Pull Lever!'));
    measured.push(await measurePress(page, 'Pull Lever!'));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const kinds = ['Show Answer', 'Correct', 'an answer choice', 'Continue', 'Pull Lever!'];
    // The set's questions come in a random order, so a run may meet no question of one kind.
    const pressed = kinds.filter((kind) => measured.some((entry) => entry.press === kind));
    return pressed.map((kind) => {
      const ofPress = measured.filter((entry) => entry.press === kind);
      // A press the browser reported no timing for was answered within its 16 ms threshold.
      const slowest = (key) => Math.max(...ofPress.map((entry) => entry[key] ?? 0));
      return {
        press: kind,
        count: ofPress.length,
        pointerdownMs: slowest('pointerdownMs'),
        clickMs: slowest('clickMs'),
      };
    });
  } finally {
    await page.close();
  }
}
