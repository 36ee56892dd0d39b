#!/usr/bin/env node
/**
 * The size budget (design §7), measured on a LIVE build:
 * - render-critical JS (the entry chunk and everything it imports statically, recursively) at
 *   most 160 KB gzip (150 until 2026-11-23, 152 until 2026-11-25: docs/decisions.md);
 * - request depth: index.html names every render-critical chunk (module preload), so that the
 *   entry's last static import is at most RENDER_CRITICAL_DEPTH requests deep (index.html is 1);
 * - the chunks the first render waits for (deploy/firstRenderPreload.mjs) are preloaded from
 *   index.html, and so is every chunk they import: at most FIRST_RENDER_PRELOAD_BUDGET_KB gzip
 *   (JS and CSS) beside the render-critical JS, none deeper than depth 2; the route chunk budget
 *   does not apply to them;
 * - first-view strings (FIRST_VIEW_STRINGS) come from what is loaded before the first render (the
 *   render-critical JS, the shell chrome chunk that main.tsx awaits, the default language's boot
 *   namespaces), never from a lazily loaded chunk;
 * - every other JS chunk (route screens, locale files, anything loaded with import()) at most
 *   30 KB gzip;
 * - no sandbox code at all: no mockServiceWorker.js, no chunk mentioning the mock layer;
 * - before the first render of a landing page (opened in Chromium, scripts/firstRenderRequests.mjs)
 *   no other route's chunk and no module outside a first view is requested, and the number of
 *   requests does not grow past the recorded count.
 * Prints a table and exits 1 when a budget is broken.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  firstRenderProblems,
  readRecord,
  RECORD_FILE,
  requestsBeforeFirstRender,
} from './firstRenderRequests.mjs';

const OUT_DIR = 'dist-live';
const KB = 1024;
const RENDER_CRITICAL_BUDGET_KB = 160;
const RENDER_CRITICAL_DEPTH = 2;
const FIRST_RENDER_PRELOAD_BUDGET_KB = 110;
const SHELL_CHROME_MODULE = 'src/features/shell/ShellChrome.tsx';
/** The chunk holding the shell chrome: `first`, all the first render waits for (chunkGroups). */
const SHELL_CHROME_CHUNK = 'first';
const DEFAULT_LANGUAGE = 'zh-TW';
/** The chrome's texts on every first view: [namespace, key path]. */
const FIRST_VIEW_STRINGS = [
  ['common', 'appName'],
  ['common', 'shell.skipToContent'],
  ['shell', 'cookie.text'],
  ['shell', 'cookie.accept'],
  ['shell', 'cookie.privacy'],
  ['announce', 'close'],
];
const ROUTE_CHUNK_BUDGET_KB = 30;
const SANDBOX_MARKERS = ['setupWorker', 'mockServiceWorker', 'msw'];

function build() {
  const result = spawnSync('npx', ['vite', 'build', '--outDir', OUT_DIR, '--logLevel', 'warn'], {
    stdio: 'inherit',
    // The API base is set so that index.html holds the preloads of the first view's public calls
    // (deploy/apiPreload.mjs): they count among the requests before the first render.
    env: {
      ...process.env,
      VITE_API_MODE: 'live',
      VITE_API_BASE: '/api/',
      PORTAL_BUILD_MANIFEST: '1',
    },
  });
  if (result.status !== 0) {
    console.error(`size: the live build failed (exit ${result.status ?? result.signal}).`);
    process.exit(1);
  }
}

/** Reads the module graph, then deletes it: the build output never holds /.vite/. */
function takeManifest() {
  const dir = join(OUT_DIR, '.vite');
  const file = join(dir, 'manifest.json');
  if (!existsSync(file)) {
    console.error(
      `size: ${file} is missing; vite.config.ts writes it when PORTAL_BUILD_MANIFEST=1.`,
    );
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const chunks = JSON.parse(readFileSync(join(dir, 'chunk-modules.json'), 'utf8'));
  rmSync(dir, { recursive: true, force: true });
  return { manifest, chunks };
}

function entryKey(manifest) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) {
    console.error(`size: expected one entry chunk in the manifest, found ${entries.length}.`);
    process.exit(1);
  }
  return entries[0][0];
}

/** A chunk's file plus every file it reaches through static imports. */
function staticClosure(manifest, key) {
  const files = new Set();
  const visit = (next) => {
    const chunk = manifest[next];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

const renderCriticalFiles = (manifest) => staticClosure(manifest, entryKey(manifest));

/**
 * Requests from index.html (depth 1) to the deepest static import of the entry: a file index.html
 * names (script or module preload) is at depth 2; one found only in an imported chunk is one deeper.
 */
function requestDepth(manifest) {
  const html = readFileSync(join(OUT_DIR, 'index.html'), 'utf8');
  const named = new Set(
    [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/?([^"]+\.js)"/g)].map(
      (match) => match[1],
    ),
  );
  const depth = new Map();
  const walk = (key, level) => {
    const chunk = manifest[key];
    if (!chunk) return;
    const own = named.has(chunk.file) ? 2 : level;
    if ((depth.get(chunk.file) ?? Infinity) <= own) return;
    depth.set(chunk.file, own);
    for (const imported of chunk.imports ?? []) walk(imported, own + 1);
  };
  walk(entryKey(manifest), 2);
  let deepest = { file: '', depth: 0 };
  for (const [file, level] of depth) if (level > deepest.depth) deepest = { file, depth: level };
  return deepest;
}

/** The files index.html preloads (module preloads and style preloads; not the API reads). */
function preloadedFiles() {
  const html = readFileSync(join(OUT_DIR, 'index.html'), 'utf8');
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((match) => match[0]);
  const hrefOf = (tag) => /\bhref="\/?([^"]+)"/.exec(tag)?.[1];
  return links
    .filter((tag) => /rel="(?:modulepreload|preload)"/.test(tag) && !/as="fetch"/.test(tag))
    .map(hrefOf)
    .filter((file) => file !== undefined);
}

/** Preloaded chunks' static imports that index.html does not name (one request level deeper). */
function unpreloadedImports(manifest, preloaded, critical) {
  const named = new Set([...preloaded, ...critical]);
  const missing = new Set();
  for (const chunk of Object.values(manifest)) {
    if (!preloaded.has(chunk.file)) continue;
    for (const imported of chunk.imports ?? []) {
      const file = manifest[imported]?.file;
      if (file && !named.has(file)) missing.add(`${file} (imported by ${chunk.file})`);
    }
  }
  return [...missing];
}

function valueAt(object, path) {
  return path.split('.').reduce((value, key) => value?.[key], object);
}

/** Namespaces loaded before the first render (src/i18n/setup.ts, BOOT_NAMESPACES). */
function bootNamespaces() {
  const source = readFileSync('src/i18n/setup.ts', 'utf8');
  const list = /BOOT_NAMESPACES[^=]*=\s*\[([^\]]*)\]/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);
}

/** First-view strings whose text is not in a file loaded before the first render. */
function lateFirstViewStrings(manifest, critical, allJs) {
  const beforeFirstRender = new Set(critical);
  // The chrome and the boot texts are named chunks (deploy/chunkGroups.mjs) or, ungrouped, the
  // chunks of their own modules.
  const keyNamed = (name) => Object.keys(manifest).find((key) => manifest[key].name === name);
  for (const key of [SHELL_CHROME_MODULE, keyNamed(SHELL_CHROME_CHUNK)]) {
    if (key && manifest[key]) {
      for (const file of staticClosure(manifest, key)) beforeFirstRender.add(file);
    }
  }
  const namespaces = bootNamespaces();
  const bootTexts = keyNamed(`texts-${DEFAULT_LANGUAGE}`);
  if (bootTexts) beforeFirstRender.add(manifest[bootTexts].file);
  for (const namespace of namespaces) {
    const chunk = manifest[`src/i18n/locales/${DEFAULT_LANGUAGE}/${namespace}.json`];
    if (chunk) beforeFirstRender.add(chunk.file);
  }
  const texts = new Map(allJs.map((file) => [file, readFileSync(join(OUT_DIR, file), 'utf8')]));
  const problems = [];
  for (const [namespace, path] of FIRST_VIEW_STRINGS) {
    const locale = JSON.parse(
      readFileSync(`src/i18n/locales/${DEFAULT_LANGUAGE}/${namespace}.json`, 'utf8'),
    );
    const text = valueAt(locale, path);
    if (typeof text !== 'string') {
      problems.push(`${namespace}:${path} is not in the ${DEFAULT_LANGUAGE} locale`);
      continue;
    }
    const holders = allJs.filter((file) => texts.get(file).includes(text));
    if (!namespaces.includes(namespace)) {
      problems.push(`${namespace}:${path}: namespace ${namespace} is not a boot namespace`);
    } else if (holders.length === 0) {
      problems.push(`${namespace}:${path} ("${text}") is in no chunk of the build`);
    } else if (!holders.some((file) => beforeFirstRender.has(file))) {
      problems.push(`${namespace}:${path} comes from lazily loaded ${holders.join(', ')}`);
    }
  }
  return problems;
}

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

function measure(file) {
  const content = readFileSync(join(OUT_DIR, file));
  return { file, raw: content.length / KB, gzip: gzipSync(content).length / KB };
}

const totalOf = (rows) =>
  rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), {
    raw: 0,
    gzip: 0,
  });

const kb = (value) => value.toFixed(1).padStart(8);

function printTable(title, rows) {
  const width = Math.max(40, ...rows.map((row) => row.file.length));
  console.log(`\n${title}`);
  console.log(`${'file'.padEnd(width)}  ${'raw KB'.padStart(8)}  ${'gzip KB'.padStart(8)}`);
  for (const row of rows) console.log(`${row.file.padEnd(width)}  ${kb(row.raw)}  ${kb(row.gzip)}`);
}

function findSandboxCode() {
  const problems = [];
  if (existsSync(join(OUT_DIR, 'mockServiceWorker.js'))) {
    problems.push(`${OUT_DIR}/mockServiceWorker.js is shipped`);
  }
  for (const path of listFiles(OUT_DIR).filter((file) => /\.(m?js|html)$/.test(file))) {
    const text = readFileSync(path, 'utf8');
    const found = SANDBOX_MARKERS.filter((marker) => text.includes(marker));
    if (found.length > 0) problems.push(`${relative(OUT_DIR, path)} mentions ${found.join(', ')}`);
  }
  return problems;
}

/** The requests before the first render of each landing page: their files and their count. */
async function checkFirstRenderRequests(chunks) {
  const measured = await requestsBeforeFirstRender(OUT_DIR);
  const record = readRecord();
  const failures = [];
  console.log('\nrequests before the first render (html included; recorded maximum):');
  for (const [page, { count, requests }] of measured) {
    const recorded = record[page];
    console.log(`${page.padEnd(24)} ${String(count).padStart(3)} / ${recorded ?? '-'}`);
    const assets = requests
      .filter((path) => path.startsWith('/assets/'))
      .map((path) => path.slice(1));
    for (const problem of firstRenderProblems(assets, chunks)) {
      failures.push(`before the first render of ${page}: ${problem}`);
    }
    if (recorded === undefined) {
      failures.push(`${page} has no recorded request count in ${RECORD_FILE}`);
    } else if (count > recorded) {
      failures.push(
        `${page} makes ${count} requests before its first render (recorded ${recorded}): ${requests.join(', ')}`,
      );
    } else if (count < recorded) {
      console.log(`  ${page} is below its record: lower it to ${count} in ${RECORD_FILE}`);
    }
  }
  return failures;
}

build();
const { manifest, chunks } = takeManifest();
const critical = renderCriticalFiles(manifest);
const allJs = [
  ...new Set(
    Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js')),
  ),
];
const preloaded = new Set(preloadedFiles().filter((file) => !critical.has(file)));
const criticalRows = allJs.filter((file) => critical.has(file)).map(measure);
const routeRows = allJs
  .filter((file) => !critical.has(file) && !preloaded.has(file))
  .map(measure)
  .sort((a, b) => b.gzip - a.gzip);
const criticalTotal = totalOf(criticalRows);

printTable('Render-critical JS (entry and its static imports)', [
  ...criticalRows,
  { file: 'total', ...criticalTotal },
]);
printTable('Route and lazily loaded chunks', routeRows);

const preloadRows = [...preloaded].sort().map(measure);
const preloadTotal = totalOf(preloadRows);
printTable('Preloaded from index.html for the first render (JS and CSS)', [
  ...preloadRows,
  { file: 'total', ...preloadTotal },
]);

const depth = requestDepth(manifest);
console.log(
  `request depth to the entry's last static import: ${depth.depth} / ${RENDER_CRITICAL_DEPTH} (${depth.file})`,
);

const failures = [];
if (depth.depth > RENDER_CRITICAL_DEPTH) {
  failures.push(
    `${depth.file} is ${depth.depth} requests deep from index.html (target ${RENDER_CRITICAL_DEPTH}): ` +
      'turn module preload on, or merge it into the entry',
  );
}
if (preloadTotal.gzip > FIRST_RENDER_PRELOAD_BUDGET_KB) {
  failures.push(
    `the first render's preloaded chunks are ${preloadTotal.gzip.toFixed(1)} KB gzip (budget ${FIRST_RENDER_PRELOAD_BUDGET_KB} KB)`,
  );
}
failures.push(
  ...unpreloadedImports(manifest, preloaded, critical).map(
    (file) => `${file} is not preloaded: the first render would wait one more request level`,
  ),
);
failures.push(
  ...lateFirstViewStrings(manifest, critical, allJs).map(
    (problem) => `first-view string: ${problem}`,
  ),
);
if (criticalTotal.gzip > RENDER_CRITICAL_BUDGET_KB) {
  failures.push(
    `render-critical JS is ${criticalTotal.gzip.toFixed(1)} KB gzip (budget ${RENDER_CRITICAL_BUDGET_KB} KB)`,
  );
}
for (const row of routeRows.filter((chunk) => chunk.gzip > ROUTE_CHUNK_BUDGET_KB)) {
  failures.push(
    `${row.file} is ${row.gzip.toFixed(1)} KB gzip (route chunk budget ${ROUTE_CHUNK_BUDGET_KB} KB)`,
  );
}
failures.push(...findSandboxCode().map((problem) => `sandbox code in the live build: ${problem}`));
failures.push(...(await checkFirstRenderRequests(chunks)));

const largestRoute = routeRows[0];
console.log(
  `\nrender-critical ${criticalTotal.gzip.toFixed(1)} / ${RENDER_CRITICAL_BUDGET_KB} KB gzip; ` +
    `preloaded for the first render ${preloadTotal.gzip.toFixed(1)} / ${FIRST_RENDER_PRELOAD_BUDGET_KB} KB gzip; ` +
    `largest route chunk ${largestRoute ? largestRoute.gzip.toFixed(1) : '0.0'} / ${ROUTE_CHUNK_BUDGET_KB} KB gzip` +
    ` (${routeRows.length} chunks)`,
);
if (failures.length > 0) {
  console.error(`\nsize budget failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('size budget ok');
