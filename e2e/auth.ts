import { readFileSync, renameSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Browser, type Page } from '@playwright/test';

/** The sandbox demo members the journeys sign in as, by their sandbox panel button. */
export const DEMO_CUSTOMERS = {
  wang: /Sign in as 王小明/,
  chen: /Sign in as 陳美玲/,
  enterprise: /Sign in as 好客科技/,
} as const;

/** The sandbox panel's enterprise self-service sign-in of 好客科技's administrator. */
export const ECS_ADMINISTRATOR = /ECS: 好客科技 administrator/;

/** A prepaid card holder (docs/sandbox.md), signed in through the prepaid login form. */
const PREPAID_CARD = { phone: '0987000401', password: '2468' };

/** Who a journey or the screen sweep starts as: a demo member or the prepaid card holder. */
export type DemoCustomer = keyof typeof DEMO_CUSTOMERS | 'prepaid';
export const SIGNED_IN_CUSTOMERS: DemoCustomer[] = [
  ...(Object.keys(DEMO_CUSTOMERS) as DemoCustomer[]),
  'prepaid',
];

/**
 * How old a saved sign-in may be when a test starts. The saved storage holds the sandbox database,
 * seeded when the customer signed in; seeded data that is relative to "now" (a usage meter read
 * "3 min ago") must read as it did when every test signed in itself.
 */
const MAX_AGE_MS = 3 * 60_000;

/** Signs in through the sandbox panel (sandbox builds only); the page reloads afterwards. */
export async function signInAsDemoCustomer(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Sandbox', exact: true }).click();
  await page.getByRole('button', { name }).click();
  await page.waitForLoadState('load');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** e2e/.auth/<customer>.json (not committed): the browser storage right after signing in. */
export function storageStateFile(customer: DemoCustomer): string {
  return fileURLToPath(new URL(`.auth/${customer}.json`, import.meta.url));
}

/** Signs the prepaid card holder in through the prepaid login form, as prepaid.spec.ts does. */
async function signInAsPrepaidHolder(page: Page): Promise<void> {
  const file = new URL('../src/i18n/locales/zh-TW/prepaid.json', import.meta.url);
  const { login, home } = JSON.parse(readFileSync(file, 'utf8')) as {
    login: { phone: string; password: string; submit: string };
    home: { items: { subscriber: string } };
  };
  await page.goto('/PrepaidLoginLogOut');
  const main = page.getByRole('main');
  await main.getByLabel(login.phone).fill(PREPAID_CARD.phone);
  await main.getByLabel(login.password).fill(PREPAID_CARD.password);
  await main.getByRole('button', { name: login.submit }).click();
  await expect(main.getByRole('link', { name: home.items.subscriber })).toBeVisible();
}

/** Signs the customer in on a fresh page and saves its storage. */
export async function saveSignedInState(page: Page, customer: DemoCustomer): Promise<void> {
  if (customer === 'prepaid') {
    await signInAsPrepaidHolder(page);
  } else {
    await page.goto('/');
    await signInAsDemoCustomer(page, DEMO_CUSTOMERS[customer]);
    // The company's ECS administrator too: the enterprise pages need their own session.
    if (customer === 'enterprise') await signInAsDemoCustomer(page, ECS_ADMINISTRATOR);
  }
  await page.waitForLoadState('networkidle');
  // Written aside and renamed, so a test in the other worker never reads half a file.
  const file = storageStateFile(customer);
  const partial = `${file}.${String(process.pid)}.partial`;
  await page.context().storageState({ path: partial });
  renameSync(partial, file);
}

function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * The saved storage of this customer, signed in again first when it is missing or older than
 * MAX_AGE_MS (auth.setup.ts writes it at the start of a run).
 */
export async function signedInStorageState(
  browser: Browser,
  baseURL: string | undefined,
  customer: DemoCustomer,
): Promise<string> {
  const file = storageStateFile(customer);
  if (ageMs(file) > MAX_AGE_MS) {
    const context = await browser.newContext({ baseURL });
    try {
      await saveSignedInState(await context.newPage(), customer);
    } finally {
      await context.close();
    }
  }
  return file;
}
