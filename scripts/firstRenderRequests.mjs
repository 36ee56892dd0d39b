/**
 * What a browser requests before the first render of a live build (part of `npm run size`):
 * each landing page is opened in Chromium, and the requests that started before React committed
 * its first render (the `portal:boot:firstRender` measure, src/lib/bootPhases.ts) are read from
 * the page's own resource timing, on the clock of that measure. No timing is judged: only which
 * files were asked for, and how many requests there were.
 * - Before the first render a page may ask for the html, index.html's stylesheet, scripts and
 *   preloads, the first-render chunks, its texts, and its own screen: one route chunk with what it
 *   imports. Any other route's chunk, or a chunk holding a module that is not part of a first view
 *   (another screen's feature code, route-only kit parts, the sandbox), fails the check.
 * - The number of requests before the first render may not grow past the count recorded in
 *   scripts/firstRenderRequests.json; when it falls, the check says so, and the record is lowered.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { isRouteOnlyKitModule } from '../deploy/chunkGroups.mjs';
import { serveStatic } from './bench/staticServer.mjs';

export const RECORD_FILE = 'scripts/firstRenderRequests.json';
export const LANDING_PAGES = ['/', '/Login', '/PrepaidLoginLogOut', '/Bill'];
const FIRST_RENDER_MEASURE = 'portal:boot:firstRender';
const CHROMIUM = process.env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium';

const firstViewFeatures = /^src\/features\/(shell|announcements|session)\//;
const screenModule = /^src\/features\/.+Screen\.tsx$/;

/** Why a module may not be requested before the first render, or null when it may. */
export function notFirstViewReason(module) {
  if (module.startsWith('src/sandbox/')) return 'sandbox code';
  if (isRouteOnlyKitModule(module)) return 'a kit part only route screens use';
  if (module.startsWith('src/features/') && !firstViewFeatures.test(module)) {
    return 'feature code of a route screen';
  }
  return null;
}

/** A route chunk: one holding a route screen's module (src/features/<domain>/<Name>Screen.tsx). */
export const isRouteChunk = (chunk) => chunk.modules.some((module) => screenModule.test(module));

/**
 * The problems of one page's requests before its first render: `files` are the build-relative
 * paths requested (assets only), `chunks` the build's chunk list (file, modules, css).
 */
export function firstRenderProblems(files, chunks) {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const requested = files.map((file) => byFile.get(file)).filter((chunk) => chunk !== undefined);
  const routeChunks = requested.filter(isRouteChunk);
  const problems = [];
  if (routeChunks.length > 1) {
    problems.push(
      `${routeChunks.length} route chunks (${routeChunks.map((chunk) => chunk.file).join(', ')}): only the page's own screen may load before the first render`,
    );
  }
  // The page's own screen and what it imports are its first view.
  const ownScreen = new Set();
  const visit = (chunk) => {
    if (!chunk || ownScreen.has(chunk.file)) return;
    ownScreen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(byFile.get(imported));
  };
  if (routeChunks.length === 1) visit(routeChunks[0]);
  for (const chunk of requested) {
    if (ownScreen.has(chunk.file)) continue;
    for (const module of chunk.modules) {
      const reason = notFirstViewReason(module);
      if (reason) problems.push(`${chunk.file} holds ${module} (${reason})`);
    }
  }
  return problems;
}

/** Opens each page and lists the requests that started before its first render. */
export async function requestsBeforeFirstRender(dir, pages = LANDING_PAGES) {
  const server = await serveStatic(dir, 0);
  const origin = `http://127.0.0.1:${String(server.address().port)}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const result = new Map();
    for (const path of pages) {
      const page = await browser.newPage();
      await page.goto(`${origin}${path}`);
      await page.waitForFunction(
        (name) => performance.getEntriesByName(name).length > 0,
        FIRST_RENDER_MEASURE,
        { timeout: 60_000 },
      );
      await page.waitForLoadState('load');
      // Requests started before the first render but still in flight appear when they end.
      await page.waitForLoadState('networkidle');
      const requests = await page.evaluate((name) => {
        const firstRender = performance.getEntriesByName(name)[0];
        const renderedAt = firstRender.startTime + firstRender.duration;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < renderedAt)
          .map((entry) => new URL(entry.name).pathname);
      }, FIRST_RENDER_MEASURE);
      await page.close();
      // The favicon is the browser's own request, made whenever it likes.
      const counted = requests.filter((request) => !request.endsWith('/favicon.svg'));
      result.set(path, { count: counted.length + 1, requests: counted });
    }
    return result;
  } finally {
    await browser.close();
    server.close();
  }
}

export function readRecord() {
  return JSON.parse(readFileSync(RECORD_FILE, 'utf8'));
}
