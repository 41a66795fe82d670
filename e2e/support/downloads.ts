import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';

/** Starts a download on the page and reads the file the browser saved, with the name the page gave it. */
export async function downloadedText(
  page: Page,
  start: () => Promise<void>,
): Promise<{ name: string; text: string }> {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), start()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}
