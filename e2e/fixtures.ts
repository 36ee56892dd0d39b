import { test as base, expect, type ConsoleMessage } from '@playwright/test';
import { signedInStorageState, type DemoCustomer } from './auth';

/**
 * Every test fails when a page of its browser context reports a problem:
 * - an uncaught exception or an unhandled promise rejection (`weberror`, i.e. the pages'
 *   `pageerror`), always;
 * - a console message of type 'error', except the browser's own "Failed to load resource" line
 *   for a call to one of the API bases (`API_PATH_PREFIXES`): the sandbox answers some calls with
 *   deliberate failures (fault injection, a 4xx for a wrong code) that the screens handle. The same
 *   line for anything else (a script chunk, a style sheet, an image, a locale file) is a defect
 *   and fails the test;
 * - a console error a test declares expected with `test.use({ expectedConsoleErrors: [/.../] })`
 *   is let through; keep such patterns narrow.
 *
 * `pageProblems.take()` returns what was seen since the last call and forgets it, so a long walk
 * can check after every step and name the step that failed; whatever is left fails the test.
 *
 * `test.use({ signedInAs: 'wang' })` (or `test.use(signedInAs('wang'))` from support.ts) starts
 * each test already signed in as that demo customer, from the storage auth.setup.ts saved, with
 * its own copy of the sandbox database.
 */
const API_PATH_PREFIXES = ['/api/', '/member-site/', '/enterprise-api/'];
const FAILED_RESOURCE = /^Failed to load resource\b/;

export interface PageProblems {
  take(): string[];
}

interface Fixtures {
  signedInAs: DemoCustomer | null;
  expectedConsoleErrors: RegExp[];
  pageProblems: PageProblems;
}

function isApiCall(url: string): boolean {
  try {
    const { pathname } = new URL(url);
    return API_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
  } catch {
    return false;
  }
}

function isExpectedNetworkNoise(message: ConsoleMessage): boolean {
  return FAILED_RESOURCE.test(message.text()) && isApiCall(message.location().url);
}

export const test = base.extend<Fixtures>({
  signedInAs: [null, { option: true }],
  storageState: async ({ signedInAs, storageState, browser, baseURL }, provide) => {
    await provide(
      signedInAs ? await signedInStorageState(browser, baseURL, signedInAs) : storageState,
    );
  },
  expectedConsoleErrors: [[], { option: true }],
  pageProblems: [
    async ({ context, expectedConsoleErrors }, use) => {
      let problems: string[] = [];
      context.on('weberror', (webError) => {
        const error = webError.error();
        problems.push(`page error: ${error.stack ?? error.message}`);
      });
      context.on('console', (message) => {
        if (message.type() !== 'error' || isExpectedNetworkNoise(message)) return;
        const text = message.text();
        if (expectedConsoleErrors.some((pattern) => pattern.test(text))) return;
        const where = message.location().url;
        problems.push(`console error: ${text}${where ? ` (${where})` : ''}`);
      });
      await use({
        take() {
          const seen = problems;
          problems = [];
          return seen;
        },
      });
      expect(problems, 'page errors or console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
