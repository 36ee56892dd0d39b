import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Signs in through the sandbox panel (sandbox builds only); the page reloads afterwards. */
export async function signInAsDemoCustomer(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Sandbox', exact: true }).click();
  await page.getByRole('button', { name }).click();
  await page.waitForLoadState('load');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

export async function chooseLanguage(page: Page, language: string): Promise<void> {
  await page.getByRole('combobox').first().selectOption(language);
}
