import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { LANGUAGES, type Language } from '../src/i18n/languages';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { navigateInApp } from './routeWalk';
import { chooseLanguage, waitForStillPage } from './support';
import { sweepRuns, type SweepStop } from './sweepPlan';

/**
 * The one screen sweep: every route of the registry (sweepPlan.ts), each as its customer, at 375
 * and 1280 px: it renders its page (title, heading, no route error, no page problem), nothing
 * scrolls sideways and axe (with the 24 px target size) finds no violation; the open page is then
 * resized to 768, 1024 and 1440 px for the sideways check alone. At 375 px each built screen is
 * also switched in place through the other languages: its title follows the language and nothing
 * scrolls sideways (longer words wrap differently). Journeys assert behaviour and leave the
 * landing view of a screen to this sweep; a journey checks axe only on a state it alone reaches
 * (an open dialog, a step after a form), with `expectCleanAtBothWidths`.
 */

/** Stops per test: each test boots the portal once and walks its stops in the app. */
const AXE_RUN = 8;
const WIDTHS = [375, 1280];
/** Widths checked for sideways scroll alone, by resizing the open page (no axe, no new load). */
const SIDEWAYS_WIDTHS = [768, 1024, 1440];
const PHONE = { width: WIDTHS[0] ?? 375, height: 900 };
const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== 'zh-TW');

function readLocale(language: Language, namespace: string): Record<string, unknown> {
  const file = new URL(`../src/i18n/locales/${language}/${namespace}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

const titleTexts = new Map(
  LANGUAGES.map((language) => [
    language,
    {
      appName: String(readLocale(language, 'common').appName),
      titles: readLocale(language, 'titles'),
    },
  ]),
);

function expectedTitle(key: SweepStop['key'], language: Language): string {
  const { appName, titles } = titleTexts.get(language) ?? { appName: '', titles: {} };
  return key === 'home' ? appName : `${String(titles[key])} - ${appName}`;
}

/** The languages are walked on the screens of the routes (the not-found page is one frame). */
const isBuiltScreen = (stop: SweepStop) => stop.key !== 'notFound';

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** The stop in zh-TW: rendered, then axe and sideways at both widths, then sideways alone. */
async function checkStopInChinese(page: Page, stop: SweepStop): Promise<void> {
  await expect(page).toHaveTitle(expectedTitle(stop.key, 'zh-TW'));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('#route-error-title'), 'route error screen').toHaveCount(0);
  await expect(page.locator('[aria-busy="true"], .state--loading, .skeleton')).toHaveCount(0);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: PHONE.height });
    await waitForStillPage(page, 250);
    const where = `${stop.url} at ${String(width)} px`;
    expect.soft(await sidewaysOverflow(page), `${where} scrolls sideways`).toBe(0);
    expect.soft(await axeViolations(page, where)).toEqual([]);
  }
  for (const width of SIDEWAYS_WIDTHS) {
    await page.setViewportSize({ width, height: PHONE.height });
    await waitForStillPage(page, 100);
    const where = `${stop.url} at ${String(width)} px`;
    expect.soft(await sidewaysOverflow(page), `${where} scrolls sideways`).toBe(0);
  }
  await page.setViewportSize(PHONE);
}

/** The stop at 375 px in another language: the title follows it and nothing scrolls sideways. */
async function checkStopIn(page: Page, stop: SweepStop, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect
    .soft(page, `title of ${stop.url} in ${language}`)
    .toHaveTitle(expectedTitle(stop.key, language));
  await waitForStillPage(page, 150, 3_000);
  const overflow = await sidewaysOverflow(page);
  expect.soft(overflow, `${stop.url} in ${language} at 375 px scrolls sideways`).toBe(0);
}

/**
 * The languages a stop is seen in, starting with the one the stop before left the page in (a
 * language switch re-renders the screen as a fresh visit in that language would, and one switch
 * per stop is saved). A screen is always seen in zh-TW; the not-found page only in zh-TW.
 */
function languageOrder(stop: SweepStop, current: Language): Language[] {
  if (!isBuiltScreen(stop)) return ['zh-TW'];
  return [current, ...LANGUAGES.filter((language) => language !== current)];
}

// Each stop is opened once at 375 px: checked in zh-TW there and widened in place to 1280 px (a
// screen must follow a resize as it follows a rotation), and switched in place through the other
// languages at 375 px. One boot per test, then moves in the app.
for (const { customer, stops } of sweepRuns(AXE_RUN)) {
  const name = `${customer} at ${WIDTHS.join(' and ')} px: ${stops.map((stop) => stop.url).join(' ')}`;
  test.describe(() => {
    test.use({ signedInAs: customer === 'visitor' ? null : customer, viewport: PHONE });

    test(`axe, widths and ${OTHER_LANGUAGES.join(', ')}, ${name}`, async ({
      page,
      pageProblems,
    }) => {
      // On a two-core machine shared with other builds a stop has taken 15 s at each width.
      test.setTimeout(60_000 + stops.length * 45_000);
      let current: Language = 'zh-TW';
      for (const [index, stop] of stops.entries()) {
        await test.step(stop.url, async () => {
          if (index === 0) await page.goto(stop.url);
          else await navigateInApp(page, stop.url);
          for (const language of languageOrder(stop, current)) {
            if (language !== current) {
              await chooseLanguage(page, language);
              current = language;
            }
            if (language === 'zh-TW') await checkStopInChinese(page, stop);
            else await checkStopIn(page, stop, language);
          }
          expect.soft(pageProblems.take(), `problems on ${stop.url}`).toEqual([]);
        });
      }
    });
  });
}
