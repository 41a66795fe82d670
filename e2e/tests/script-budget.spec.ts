import type { BrowserContextOptions } from '@playwright/test';
import { createTeacher, signIn, test } from '../support/accounts';
import { expect } from '../support/fixtures';
import { SCRIPT_BUDGETS } from '../support/scriptBudgets';
import { bytesPerChunk, describeScripts, scriptsOfFirstVisit } from '../support/scriptBytes';

for (const [path, { signedIn, maxGzipBytes, chunks: recorded }] of Object.entries(SCRIPT_BUDGETS)) {
  test(`a first visit to ${path}${signedIn ? ' signed in' : ''} runs at most ${maxGzipBytes} bytes of script (gzip)`, async ({
    browser,
    backend,
    page,
  }) => {
    let storageState: BrowserContextOptions['storageState'];
    if (signedIn) {
      await signIn(page, await createTeacher(backend));
      storageState = await page.context().storageState();
    }
    // A context of its own: an empty cache and no service worker yet, as on a first visit.
    const context = await browser.newContext({ baseURL: backend.url, storageState });
    const visit = await context.newPage();
    const files = await scriptsOfFirstVisit(visit, path);
    expect(new URL(visit.url()).pathname, 'the visit stayed on its page').toBe(path);
    await context.close();

    const measured = bytesPerChunk(files);
    const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
    expect(
      total,
      `${path} ran ${total} bytes of script (gzip level 9), budget ${maxGzipBytes}:\n${describeScripts(measured, recorded)}`,
    ).toBeLessThanOrEqual(maxGzipBytes);
  });
}
