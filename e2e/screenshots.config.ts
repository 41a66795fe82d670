import { chromiumLaunchOptions } from '@quizcoop/testing-config';
import { defineConfig } from '@playwright/test';

/** `pnpm docs:screenshots`: draws the teacher's guide pictures from the built app, one screen after another. */
export default defineConfig({
  testDir: 'screenshots',
  testMatch: '*.screens.ts',
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  workers: 1,
  reporter: 'list',
  timeout: 300_000,
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
  },
});
