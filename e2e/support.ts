import { expect, type Page } from '@playwright/test';
import type { DemoCustomer } from './auth';
import { axeViolations } from './axe';
import { navigateInApp } from './routeWalk';

export { signInAsDemoCustomer } from './auth';

/** Starts each test of the file or describe signed in as this demo customer (see fixtures.ts). */
export function signedInAs(customer: DemoCustomer): { signedInAs: DemoCustomer } {
  return { signedInAs: customer };
}

export async function chooseLanguage(page: Page, language: string): Promise<void> {
  await page.getByRole('combobox').first().selectOption(language);
}

/**
 * Opens a page in English: the first page of a test with a page load, the next ones in the app,
 * so that a test of several journeys boots the portal once.
 */
export async function openInEnglish(page: Page, path: string): Promise<void> {
  if (page.url() === 'about:blank') {
    await page.goto(path);
    await chooseLanguage(page, 'en');
  } else {
    await navigateInApp(page, path);
  }
}

/**
 * Waits until the page has not changed for `quietMs` (at most `maxMs`): axe reads the DOM over
 * several ticks, and a part that re-renders meanwhile (a late answer, a lazily loaded chunk)
 * reads as missing.
 */
export async function waitForStillPage(page: Page, quietMs = 400, maxMs = 5_000): Promise<void> {
  await page.evaluate(
    ([quiet, max]) =>
      new Promise<void>((resolve) => {
        let timer = window.setTimeout(done, quiet);
        const deadline = window.setTimeout(done, max);
        const observer = new MutationObserver(() => {
          window.clearTimeout(timer);
          timer = window.setTimeout(done, quiet);
        });
        function done() {
          observer.disconnect();
          window.clearTimeout(timer);
          window.clearTimeout(deadline);
          resolve();
        }
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
      }),
    [quietMs, maxMs] as const,
  );
}

/**
 * The settled screen at the page's width: nothing scrolls sideways and axe finds no violation
 * (the sandbox panel, a developer tool, aside). `name` says which screen in a failure.
 */
export async function expectCleanScreen(page: Page, name: string): Promise<void> {
  await waitForStillPage(page);
  const width = page.viewportSize()?.width ?? 0;
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways at ${String(width)} px`).toBe(false);
  expect(await axeViolations(page, name)).toEqual([]);
}

/**
 * `expectCleanScreen` at 375 and then 1280 px on the state the journey has reached (an open
 * dialog, a step after a form). A screen's landing view is the screen sweep's (screens.spec.ts).
 */
export async function expectCleanAtBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectCleanScreen(page, `${name} at ${String(width)} px`);
  }
}

/**
 * The number a member page is about, as the member sees it: chosen in the number picker when the
 * member has several, else written under the page's heading.
 */
export async function expectPageNumber(page: Page, number: string): Promise<void> {
  const main = page.getByRole('main');
  const picker = main
    .getByRole('combobox')
    .filter({ has: page.locator(`option[value="${number}"]`) });
  const line = main.getByText(new RegExp(number)).first();
  await expect(picker.or(line).first()).toBeVisible();
  if ((await picker.count()) > 0) await expect(picker.first()).toHaveValue(number);
}
