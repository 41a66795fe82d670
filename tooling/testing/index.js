import { existsSync } from 'node:fs';

export const DEFAULT_CHROME_PATH = '/usr/bin/chromium';

/** Flags that keep Chromium quiet and offline on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The Chromium binary browser tests drive: CHROME_PATH, else Debian's package. Nothing downloads a browser. */
export function chromiumPath() {
  const path = process.env.CHROME_PATH || DEFAULT_CHROME_PATH;
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. Install it with: sudo apt-get install -y chromium (or set CHROME_PATH).`,
    );
  }
  return path;
}

/** Launch options for Playwright's chromium.launch(). */
export function chromiumLaunchOptions() {
  return { executablePath: chromiumPath(), args: CHROMIUM_ARGS };
}

/** Vitest defaults shared by the Node test projects. */
export const vitestNodeDefaults = {
  environment: 'node',
  include: ['src/**/*.test.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};
