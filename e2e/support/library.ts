import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { ANIMALS_SET } from './game';

/** A set's card in a library list, found by the set's name. */
export function setCard(page: Page, name: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** Opens 'Copy Question Set' for an official set from the library, as a signed-in teacher would. */
export async function openCopyDialog(page: Page): Promise<Locator> {
  await page.goto('/library');
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(ANIMALS_SET);
  await setCard(page, ANIMALS_SET)
    .getByRole('button', { name: `Copy ${ANIMALS_SET}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Copy Question Set' });
  await expect(dialog).toBeVisible();
  return dialog;
}
