import type { Locator, Page } from '@playwright/test';

/** The profile's subscription section, where the plan and its status cards show. */
export function subscriptionSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Subscription' });
}
