import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { ServerProcess } from './server';
import { startServerProcess } from './server';

interface WorkerFixtures {
  server: ServerProcess;
}

/** Each worker gets its own server with a fresh database; every test's page points at it. */
export const test = base.extend<object, WorkerFixtures>({
  server: [
    async ({}, use) => {
      const server = await startServerProcess();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

/** Zero axe violations against WCAG 2.2 AA on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    results.violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((n) => n.target) })),
  ).toEqual([]);
}

export { expect };
