import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** Answers the cookie banner so it no longer covers the foot of the page. */
export async function rejectOptionalCookies(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: 'We use cookies' })
    .getByRole('button', { name: 'Reject All' })
    .click();
  await expect(page.getByRole('region', { name: 'We use cookies' })).toBeHidden();
}
