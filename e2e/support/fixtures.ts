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

/**
 * Zero axe violations against WCAG 2.2 AA on the page as it is now, nor against any of alsoRules: axe's best
 * practices that Lighthouse's accessibility score counts too, such as 'heading-order' and 'tabindex'.
 */
export async function expectNoAxeViolations(
  page: Page,
  { alsoRules = [] }: { alsoRules?: readonly string[] } = {},
): Promise<void> {
  // A toast or dialog still fading in has colours between its first and last; judge the page once they settle
  // (endless animations, such as a spinner's, are left running).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const wcag = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const extra =
    alsoRules.length > 0 ? await new AxeBuilder({ page }).withRules([...alsoRules]).analyze() : null;
  expect(
    [...wcag.violations, ...(extra?.violations ?? [])].map(({ id, help, nodes }) => ({
      id,
      help,
      targets: nodes.map((n) => n.target),
    })),
  ).toEqual([]);
}

export { expect };
