#!/usr/bin/env node
/**
 * `npm run bench` (not part of `npm test`). Builds the live bundle against the carrier
 * stub, serves it on 127.0.0.1 beside the stub and (when present) the reference build, then:
 * - Lighthouse mobile (simulated throttling, /usr/bin/chromium) on the portal's pages and the
 *   reference's home, RUNS rounds interleaved;
 * - first and repeat in-app visits to six screens at 4x CPU (CDP) in Playwright's chromium, and
 *   the encrypted persistence writes they cause;
 * prints one table and writes it, with the machine's description, into docs/performance.md
 * (`--label before|after|...`, default "latest"). Ports 4590-4592, nothing off 127.0.0.1.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import {
  launchHex,
  memberToken,
  stubBuildSettings,
  stubOriginOf,
  waitForStub,
} from '../../e2e-nginx/stub/stubClient.mjs';
import { explainLcp } from './explainLcp.mjs';
import { serveStatic } from './staticServer.mjs';

const { values: args } = parseArgs({
  options: {
    label: { type: 'string', default: 'latest' },
    runs: { type: 'string', default: '3' },
    'skip-build': { type: 'boolean', default: false },
    // For working on one lever: only these pages (comma-separated first words of their names: /,
    // /Login, /Bill, /Bill?appLaunch=, reference),
    // no in-app visits, nothing written to docs/, and the requests started before first content.
    pages: { type: 'string' },
    'lighthouse-only': { type: 'boolean', default: false },
    // Only the in-app visits and persistence writes (nothing written to docs/).
    'visits-only': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    'list-requests': { type: 'boolean', default: false },
    // Per run, the chains of requests and tasks that Lighthouse's simulated LCP is made of.
    'explain-lcp': { type: 'boolean', default: false },
    // A directory that receives every Lighthouse report (JSON), for reading one run in full.
    'save-reports': { type: 'string' },
    // Another build of the portal (a directory, e.g. one lever undone), served beside this one and
    // measured in the same rounds: its pages are named "B /", "B /Login", ... With --skip-build
    // both builds are used as they are.
    compare: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const PORTAL_PORT = 4590;
const STUB_PORT = 4591;
const REFERENCE_PORT = 4592;
const COMPARE_PORT = 4593;
const portal = `http://127.0.0.1:${PORTAL_PORT}`;
const stubOrigin = stubOriginOf(STUB_PORT);
const reference = `http://127.0.0.1:${REFERENCE_PORT}`;
const compared = `http://127.0.0.1:${COMPARE_PORT}`;
const OUT_DIR = 'dist-bench';
const REFERENCE_DIR = '../shared/bench/reference-bulletproof-react';
const CUSTOMER = 'cust-wang';
const DEVICE = '0912345678';
const CPU_SLOWDOWN = 4;
/** The app's start-up measures (src/lib/bootPhases.ts). */
const BOOT_PHASE_PREFIX = 'portal:boot:';
const BOOT_PHASES = [
  ['state', 'state (read, decrypt, store)'],
  ['i18n', 'i18n (start, texts)'],
  ['routes', 'route table (router)'],
  ['firstRender', 'first render (to commit)'],
  ['routePreload', 'route preload, prefetch'],
];
/** Lighthouse's main-thread groups (mainthread-work-breakdown), in its order. */
const THREAD_GROUPS = [
  ['scriptEvaluation', 'script evaluation'],
  ['scriptParseCompile', 'parse, compile'],
  ['styleLayout', 'style, layout'],
  ['paintCompositeRender', 'paint'],
  ['parseHTML', 'HTML, CSS'],
  ['garbageCollection', 'GC'],
  ['other', 'other'],
];
const SCREENS = [
  '/Bill',
  '/PrepaidLoginLogOut',
  '/InternetUsage',
  '/MobileUsage',
  '/Roaming',
  '/DeviceMenuSetting',
];

// A test (not production) environment so that /Login renders its forms instead of going to the
// single sign-on; everything else is the production build against the stub.
const buildEnv = {
  ...process.env,
  ...stubBuildSettings(stubOrigin),
  VITE_APP_ENV: 'test',
  E2E_STUB_PORT: String(STUB_PORT),
};

const load1 = () => loadavg()[0];
const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function build() {
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit', env: buildEnv },
  );
  if (result.status !== 0) throw new Error(`the live build failed (exit ${result.status})`);
}

function startStub() {
  const child = spawn('node', ['e2e-nginx/stub/server.mjs'], {
    env: buildEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

/** The localStorage of a member signed in through an embedded launch (stub token). */
async function signedInStorage(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const token = await memberToken(stubOrigin, CUSTOMER);
  const hex = launchHex({
    source: 'APP',
    accountType: 'chtmember',
    account: 'wang.xiaoming',
    identifier: 'bench',
    token,
    page: '/',
    deviceNo: DEVICE,
  });
  await page.goto(`${portal}/?appLaunch=${hex}`);
  await page.waitForFunction(() => localStorage.getItem('CHTMemberInfo') !== null, null, {
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2_500); // lets the debounced writes land
  const storage = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  await context.close();
  return storage;
}

async function embeddedUrl(origin = portal) {
  const token = await memberToken(stubOrigin, CUSTOMER);
  const hex = launchHex({
    source: 'APP',
    accountType: 'chtmember',
    account: 'wang.xiaoming',
    identifier: 'bench-embedded',
    token,
    page: '/Bill',
    deviceNo: DEVICE,
  });
  return `${origin}/Bill?appLaunch=${hex}`;
}

/** Writes the storage into a fresh profile's origin, through a blank page that loads nothing. */
async function seedStorage(port, origin, storage) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${origin}/__bench/blank`);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    await page.close();
  } finally {
    await browser.close();
  }
}

function summarise(lhr) {
  const audit = (id) => lhr.audits[id];
  const observed = audit('metrics')?.details?.items?.[0] ?? {};
  const requests = (audit('network-requests')?.details?.items ?? []).filter(
    (item) => !item.url.startsWith('data:'),
  );
  const fcpAt = observed.observedFirstContentfulPaint ?? Number.POSITIVE_INFINITY;
  const lcpNode = audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node;
  // Lighthouse scales the trace's main-thread time by the simulated CPU slowdown (4x); the user
  // timings are as observed, so they are scaled alike to be read beside it.
  const slowdown = lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? 1;
  const phases = {};
  for (const item of audit('user-timings')?.details?.items ?? []) {
    if (item.timingType !== 'Measure' || !item.name.startsWith(BOOT_PHASE_PREFIX)) continue;
    const phase = item.name.slice(BOOT_PHASE_PREFIX.length);
    phases[phase] = (phases[phase] ?? 0) + item.duration * slowdown;
  }
  const groups = {};
  for (const item of audit('mainthread-work-breakdown')?.details?.items ?? []) {
    groups[item.group] = item.duration;
  }
  return {
    score: (lhr.categories.performance.score ?? 0) * 100,
    mainThread: audit('mainthread-work-breakdown')?.numericValue ?? Number.NaN,
    phases,
    groups,
    scripts: (audit('bootup-time')?.details?.items ?? []).map((item) => ({
      url: String(item.url).split('/').pop(),
      total: item.total,
      scripting: item.scripting,
    })),
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    requests: requests.length,
    beforeFcp: requests.filter((item) => (item.networkRequestTime ?? 0) < fcpAt).length,
    depth: audit('critical-request-chains')?.details?.longestChain?.length ?? Number.NaN,
    lcpElement: lcpNode?.selector ?? '',
    earlyRequests: requests
      .filter(
        (item) =>
          (item.networkRequestTime ?? 0) <
          (observed.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY),
      )
      .map(
        (item) =>
          `${Math.round(item.networkRequestTime ?? 0)}-${Math.round(item.networkEndTime ?? 0)} ms ${item.priority} ${Math.round((item.transferSize ?? 0) / 1024)} KB ${item.url.slice(0, 90)}`,
      ),
    observedLcp: observed.observedLargestContentfulPaint,
    longTasks: (audit('long-tasks')?.details?.items ?? []).map(
      (item) =>
        `${Math.round(item.startTime)}+${Math.round(item.duration)} ms ${String(item.url).split('/').pop()}`,
    ),
    observedFcp: observed.observedFirstContentfulPaint,
    layoutShifts: (audit('layout-shifts')?.details?.items ?? []).map(
      (item) => `${(item.score ?? 0).toFixed(3)} ${item.node?.selector ?? ''}`,
    ),
    finalUrl: lhr.finalDisplayedUrl,
  };
}

async function lighthouseRun(target) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'silent',
  });
  try {
    if (target.storage) await seedStorage(chrome.port, target.origin, target.storage);
    const url = typeof target.url === 'function' ? await target.url() : target.url;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The profile is fresh (cold cache); storage is kept for the signed-in pages.
      disableStorageReset: true,
      maxWaitForLoad: 30_000,
    });
    if (!result) throw new Error(`no Lighthouse result for ${target.name}`);
    if (args['save-reports']) {
      const name = `${target.name.replace(/[^A-Za-z0-9]+/g, '_')}-${Date.now()}.json`;
      writeFileSync(join(args['save-reports'], name), JSON.stringify(result.lhr));
    }
    const summary = summarise(result.lhr);
    if (args['explain-lcp']) summary.lcpExplained = await explainLcp(result);
    return summary;
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Navigates inside the app (no reload) and waits for the new screen's heading, loaded. */
async function visit(page, path) {
  return page.evaluate(async (target) => {
    const main = () => document.querySelector('main');
    const before = main()?.querySelector('h1') ?? null;
    const started = performance.now();
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
    return new Promise((resolve) => {
      const check = () => {
        const heading = main()?.querySelector('h1');
        const loading = main()?.querySelector('.state--loading');
        if (heading && heading !== before && !loading) resolve(performance.now() - started);
        else if (performance.now() - started > 20_000) resolve(Number.NaN);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  }, path);
}

async function inAppVisits(browser, storage) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript((entries) => {
    if (location.pathname === '/' && localStorage.getItem('CHTMemberInfo') === null) {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }
  }, storage);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(`${portal}/`);
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const load = [load1()];
  const first = {};
  const repeat = {};
  for (const path of SCREENS) first[path] = await visit(page, path);
  load.push(load1());
  for (const path of SCREENS) repeat[path] = await visit(page, path);
  load.push(load1());
  await page.waitForTimeout(2_500); // the last debounced write
  const writes = await page.evaluate(() =>
    performance.getEntriesByName('portal:persist').map((entry) => entry.duration),
  );
  await context.close();
  return { first, repeat, writes, load: median(load) };
}

function describeMachine() {
  const cores = cpus();
  return (
    `${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown'}), ` +
    `${(totalmem() / 2 ** 30).toFixed(1)} GiB memory, Node ${process.version}, ` +
    `Chromium ${spawnSync(CHROME, ['--version'], { encoding: 'utf8' })
      .stdout.trim()
      .replace(/^Chromium /, '')}`
  );
}

const fmt = {
  s: (ms) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : '-'),
  ms: (ms) => (Number.isFinite(ms) ? Math.round(ms).toString() : '-'),
  n: (n) => (Number.isFinite(n) ? String(Math.round(n)) : '-'),
  cls: (n) => (Number.isFinite(n) ? n.toFixed(3) : '-'),
  load: (n) => n.toFixed(2),
};

function range(values, format) {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length < 2) return format(median(values));
  return `${format(median(values))} (${format(Math.min(...finite))}-${format(Math.max(...finite))})`;
}

function lighthouseTable(targets, results) {
  const lines = [
    '| page | score | FCP s | LCP s | TBT ms | CLS | main thread s | requests | before FCP | chain depth | load avg | LCP element |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const target of targets) {
    const runs = results.get(target.name);
    const ok = runs.filter((run) => !run.error);
    const pick = (key) => ok.map((run) => run[key]);
    const errors = runs.length - ok.length;
    lines.push(
      `| ${target.name}${errors ? ` (${errors} failed)` : ''} | ${range(pick('score'), fmt.n)} | ${range(pick('fcp'), fmt.s)} | ${range(pick('lcp'), fmt.s)} | ${range(pick('tbt'), fmt.ms)} | ${fmt.cls(median(pick('cls')))} | ${range(pick('mainThread'), fmt.s)} | ${fmt.n(median(pick('requests')))} | ${fmt.n(median(pick('beforeFcp')))} | ${fmt.n(median(pick('depth')))} | ${fmt.load(median(runs.map((run) => run.load)))} | ${ok[0]?.lcpElement ? `\`${ok[0].lcpElement.slice(0, 48)}\`` : '-'} |`,
    );
  }
  return lines.join('\n');
}

/**
 * Main-thread work by phase, medians of the runs, in simulated milliseconds (Lighthouse's trace at
 * its 4x CPU slowdown): the app's start-up measures, then Lighthouse's groups of the whole load.
 * The app's phases are inside the groups (mostly script evaluation), not beside them.
 */
function phaseTable(targets, results) {
  const columns = [...BOOT_PHASES, ...THREAD_GROUPS];
  const lines = [
    `| page | main thread | ${columns.map(([, title]) => title).join(' | ')} |`,
    `| --- | --- | ${columns.map(() => '---').join(' | ')} |`,
  ];
  for (const target of targets.filter((item) => !item.name.startsWith('reference'))) {
    const ok = results.get(target.name).filter((run) => !run.error);
    if (ok.length === 0) continue;
    const phase = (key) => fmt.ms(median(ok.map((run) => run.phases?.[key] ?? 0)));
    const group = (key) => fmt.ms(median(ok.map((run) => run.groups?.[key] ?? 0)));
    const cells = [
      ...BOOT_PHASES.map(([key]) => phase(key)),
      ...THREAD_GROUPS.map(([key]) => group(key)),
    ];
    lines.push(
      `| ${target.name} | ${fmt.ms(median(ok.map((run) => run.mainThread)))} | ${cells.join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

/** Home's main-thread work by script (Lighthouse's bootup-time), medians, simulated ms. */
function scriptTable(runs) {
  const ok = runs.filter((run) => !run.error);
  const names = [...new Set(ok.flatMap((run) => run.scripts.map((item) => item.url)))];
  const rows = names
    .map((name) => {
      const of = (key) =>
        median(ok.map((run) => run.scripts.find((item) => item.url === name)?.[key] ?? 0));
      return { name, total: of('total'), scripting: of('scripting') };
    })
    .sort((a, b) => b.total - a.total);
  return [
    '| script (home) | total ms | scripting ms |',
    '| --- | --- | --- |',
    ...rows.map(
      (row) => `| ${row.name || '(page)'} | ${fmt.ms(row.total)} | ${fmt.ms(row.scripting)} |`,
    ),
  ].join('\n');
}

function visitsTable(visits) {
  const lines = [
    `| in-app visit at ${CPU_SLOWDOWN}x CPU | first ms | repeat ms |`,
    '| --- | --- | --- |',
  ];
  for (const path of SCREENS) {
    lines.push(`| / -> ${path} | ${fmt.ms(visits.first[path])} | ${fmt.ms(visits.repeat[path])} |`);
  }
  const writes = visits.writes;
  lines.push(
    `| persistence write (serialise, AES, setItem): median of ${writes.length} | ${fmt.ms(median(writes))} (first ${fmt.ms(writes[0])}, max ${fmt.ms(Math.max(...writes))}) | |`,
  );
  return lines.join('\n');
}

function writeReport(label, body) {
  const file = 'docs/performance.md';
  const start = `<!-- bench:${label}:start -->`;
  const end = `<!-- bench:${label}:end -->`;
  const section = `${start}\n${body}\n${end}`;
  let text = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  if (text.includes(start) && text.includes(end)) {
    text =
      text.slice(0, text.indexOf(start)) + section + text.slice(text.indexOf(end) + end.length);
  } else {
    text = `${text.trimEnd()}\n\n${section}\n`;
  }
  writeFileSync(file, text);
  spawnSync('npx', ['prettier', '--write', file], { stdio: 'ignore' });
}

async function main() {
  const startedAt = new Date();
  const loadAtStart = loadavg();
  if (!args['skip-build']) build();
  const servers = [await serveStatic(OUT_DIR, PORTAL_PORT)];
  const withReference = existsSync(join(REFERENCE_DIR, 'index.html'));
  if (withReference) servers.push(await serveStatic(REFERENCE_DIR, REFERENCE_PORT));
  if (args.compare) servers.push(await serveStatic(args.compare, COMPARE_PORT));
  const stub = startStub();
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.slice(1) });
  try {
    await waitForStub(stubOrigin);
    const storage = await signedInStorage(browser);
    const portalTargets = (origin, prefix) => [
      { name: `${prefix}/`, url: `${origin}/` },
      { name: `${prefix}/Login`, url: `${origin}/Login` },
      { name: `${prefix}/Bill (signed in)`, url: `${origin}/Bill`, storage, origin },
      { name: `${prefix}/PrepaidLoginLogOut`, url: `${origin}/PrepaidLoginLogOut` },
      {
        name: `${prefix}/InternetUsage (signed in)`,
        url: `${origin}/InternetUsage`,
        storage,
        origin,
      },
      { name: `${prefix}/Bill?appLaunch= (embedded)`, url: () => embeddedUrl(origin) },
    ];
    const pageOf = (name) => name.replace(/^B /, '').split(' ')[0];
    const comparedTargets = portalTargets(compared, 'B ');
    const targets = [
      // A page and its other build one after the other: they meet the same machine load.
      ...portalTargets(portal, '').flatMap((target, index) =>
        args.compare ? [target, comparedTargets[index]] : [target],
      ),
      ...(withReference ? [{ name: 'reference /', url: `${reference}/` }] : []),
    ].filter(
      (target) =>
        !args.pages || args.pages.split(',').some((part) => pageOf(target.name) === part.trim()),
    );
    const results = new Map(targets.map((target) => [target.name, []]));
    if (args['visits-only']) {
      console.log(visitsTable(await inAppVisits(browser, storage)));
      return;
    }
    for (let round = 1; round <= RUNS; round += 1) {
      for (const target of targets) {
        const load = load1();
        try {
          const summary = await lighthouseRun(target);
          results.get(target.name).push({ ...summary, load });
          console.log(
            `round ${round} ${target.name}: score ${fmt.n(summary.score)}, FCP ${fmt.s(summary.fcp)} s, LCP ${fmt.s(summary.lcp)} s, TBT ${fmt.ms(summary.tbt)} ms, CLS ${fmt.cls(summary.cls)}, ${summary.beforeFcp}/${summary.requests} requests, depth ${summary.depth}, load ${fmt.load(load)}` +
              ([portal, compared, reference].some((origin) => summary.finalUrl.startsWith(origin))
                ? ''
                : ` (ended on ${summary.finalUrl})`),
          );
          if (args['list-requests']) {
            console.log(
              `  first content observed at ${fmt.ms(summary.observedFcp)} ms, largest at ${fmt.ms(summary.observedLcp)} ms (${summary.lcpElement}); requests started before it:`,
            );
            for (const line of summary.earlyRequests) console.log(`  ${line}`);
            console.log(`  layout shifts: ${summary.layoutShifts.join('; ') || 'none'}`);
            console.log(`  long tasks (simulated): ${summary.longTasks.join('; ') || 'none'}`);
          }
          if (summary.lcpExplained) console.log(summary.lcpExplained);
        } catch (error) {
          results.get(target.name).push({ error: String(error), load });
          console.error(`round ${round} ${target.name}: ${String(error)}`);
        }
      }
    }
    if (args['lighthouse-only']) {
      console.log(`\n${lighthouseTable(targets, results)}\n\n${phaseTable(targets, results)}`);
      return;
    }
    const visits = await inAppVisits(browser, storage);
    const loadAtEnd = loadavg();
    const body = [
      `### ${args.label}: ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      '',
      `Machine: ${describeMachine()}. Load average (1, 5, 15 min) at start ${loadAtStart.map(fmt.load).join(', ')}, at end ${loadAtEnd.map(fmt.load).join(', ')}; the load column is the 1-minute average when each run started. Lighthouse ${RUNS} runs per page, interleaved, median (min-max). Other engineers share the machine: differences of a few points or a few hundred ms are noise.`,
      '',
      lighthouseTable(targets, results),
      '',
      'Main-thread work by phase (simulated ms at 4x CPU, medians; the start-up phases are part of the groups):',
      '',
      phaseTable(targets, results),
      '',
      ...(results.has('/') ? [scriptTable(results.get('/')), ''] : []),
      `In-app visits (Playwright, Chromium, ${CPU_SLOWDOWN}x CPU slowdown, signed in, load average ${fmt.load(visits.load)}):`,
      '',
      visitsTable(visits),
    ].join('\n');
    console.log(`\n${body}\n`);
    if (!args['no-write']) writeReport(args.label, body);
  } finally {
    await browser.close();
    stub.kill('SIGTERM');
    for (const server of servers) server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
