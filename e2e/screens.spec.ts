import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { LANGUAGES } from '../src/i18n/languages';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { navigateInApp } from './routeWalk';
import { chooseLanguage, waitForStillPage } from './support';
import { sweepRuns, type SweepStop } from './sweepPlan';

/**
 * The one screen sweep: every route of the registry (sweepPlan.ts), each as its customer, at 375
 * and 1280 px: it renders its page (title, heading, no route error, no page problem), nothing
 * scrolls sideways and axe (with the 24 px target size) finds no violation; the open page is then
 * resized to 768, 1024 and 1440 px for the sideways check alone. At 375 px the built screens are walked again, each
 * switched in place through the other languages, for the sideways check alone (longer words wrap
 * differently). Journeys assert behaviour and leave the landing view of a screen to this sweep; a
 * journey checks axe only on a state it alone reaches (an open dialog, a step after a form), with
 * `expectCleanAtBothWidths`.
 */

/** Stops per test: each test boots the portal once and walks its stops in the app. */
const AXE_RUN = 8;
const WIDTH_RUN = 12;
const WIDTHS = [375, 1280];
/** Widths checked for sideways scroll alone, by resizing the open page (no axe, no new load). */
const SIDEWAYS_WIDTHS = [768, 1024, 1440];
const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== 'zh-TW');

function readLocale(namespace: string): Record<string, unknown> {
  const file = new URL(`../src/i18n/locales/zh-TW/${namespace}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}
const appName = String(readLocale('common').appName);
const titles = readLocale('titles');

function expectedTitle(key: SweepStop['key']): string {
  return key === 'home' ? appName : `${String(titles[key])} - ${appName}`;
}

/** Opens a stop: the first with a page load, the rest in the app (one boot per test). */
async function openStop(page: Page, stop: SweepStop, first: boolean): Promise<void> {
  if (first) await page.goto(stop.url);
  else await navigateInApp(page, stop.url);
  await expect(page).toHaveTitle(expectedTitle(stop.key));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('#route-error-title'), 'route error screen').toHaveCount(0);
  await expect(page.locator('[aria-busy="true"], .state--loading, .skeleton')).toHaveCount(0);
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

// Each stop is opened once and checked at both widths: the phone width first, then the page is
// widened in place (a screen must follow a resize as it follows a rotation).
for (const { customer, stops } of sweepRuns(AXE_RUN)) {
  const name = `${customer} at ${WIDTHS.join(' and ')} px: ${stops.map((stop) => stop.url).join(' ')}`;
  test.describe(() => {
    test.use({
      signedInAs: customer === 'visitor' ? null : customer,
      viewport: { width: WIDTHS[0] ?? 375, height: 900 },
    });

    test(`axe and width, ${name}`, async ({ page, pageProblems }) => {
      // On a two-core machine shared with other builds a stop has taken 15 s at each width.
      test.setTimeout(60_000 + stops.length * 30_000);
      for (const [index, stop] of stops.entries()) {
        await test.step(stop.url, async () => {
          for (const [widthIndex, width] of WIDTHS.entries()) {
            await page.setViewportSize({ width, height: 900 });
            if (widthIndex === 0) await openStop(page, stop, index === 0);
            await waitForStillPage(page, 250);
            const where = `${stop.url} at ${String(width)} px`;
            expect.soft(await sidewaysOverflow(page), `${where} scrolls sideways`).toBe(0);
            expect.soft(await axeViolations(page, where)).toEqual([]);
          }
          for (const width of SIDEWAYS_WIDTHS) {
            await page.setViewportSize({ width, height: 900 });
            await waitForStillPage(page, 100);
            const where = `${stop.url} at ${String(width)} px`;
            expect.soft(await sidewaysOverflow(page), `${where} scrolls sideways`).toBe(0);
          }
          expect.soft(pageProblems.take(), `problems on ${stop.url}`).toEqual([]);
        });
      }
    });
  });
}

// The languages are walked on the screens of the routes (the not-found page is one frame).
const isBuiltScreen = (stop: SweepStop) => stop.key !== 'notFound';

for (const { customer, stops } of sweepRuns(WIDTH_RUN, isBuiltScreen)) {
  test.describe(() => {
    test.use({
      signedInAs: customer === 'visitor' ? null : customer,
      viewport: { width: 375, height: 812 },
    });

    // One boot per run: each stop is opened once and switched through the other languages in
    // place (a language switch re-renders the screen as a fresh visit in that language would).
    test(`width in ${OTHER_LANGUAGES.join(', ')}, ${customer} at 375 px: ${stops[0]?.url ?? ''} and on`, async ({
      page,
    }) => {
      test.setTimeout(60_000 + stops.length * 20_000);
      const overflowing: string[] = [];
      let current = 'zh-TW';
      for (const [index, stop] of stops.entries()) {
        if (index === 0) await page.goto(stop.url);
        else await navigateInApp(page, stop.url);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // The language left by the stop before comes first: one switch less per stop.
        const order = [current, ...OTHER_LANGUAGES.filter((language) => language !== current)];
        for (const language of order.filter((language) => language !== 'zh-TW')) {
          if (language !== current) {
            await chooseLanguage(page, language);
            current = language;
          }
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await waitForStillPage(page, 150, 3_000);
          const overflow = await sidewaysOverflow(page);
          if (overflow > 0) {
            overflowing.push(`${stop.url} in ${language}: ${String(overflow)} px too wide`);
          }
        }
      }
      expect(overflowing, 'screens wider than the phone').toEqual([]);
    });
  });
}
