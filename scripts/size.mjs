#!/usr/bin/env node
/**
 * The size budget (design §7), measured on a LIVE build:
 * - render-critical JS (the entry chunk and everything it imports statically, recursively) at
 *   most 152 KB gzip (150 until 2026-11-23: docs/decisions.md);
 * - every other JS chunk (route screens, locale files, anything loaded with import()) at most
 *   30 KB gzip;
 * - no sandbox code at all: no mockServiceWorker.js, no chunk mentioning the mock layer.
 * Prints a table and exits 1 when a budget is broken.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const OUT_DIR = 'dist-live';
const KB = 1024;
const RENDER_CRITICAL_BUDGET_KB = 152;
const ROUTE_CHUNK_BUDGET_KB = 30;
const SANDBOX_MARKERS = ['setupWorker', 'mockServiceWorker', 'msw'];

function build() {
  const result = spawnSync('npx', ['vite', 'build', '--outDir', OUT_DIR, '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_API_MODE: 'live', PORTAL_BUILD_MANIFEST: '1' },
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
  rmSync(dir, { recursive: true, force: true });
  return manifest;
}

/** The entry chunk's file plus every file it reaches through static imports. */
function renderCriticalFiles(manifest) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) {
    console.error(`size: expected one entry chunk in the manifest, found ${entries.length}.`);
    process.exit(1);
  }
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entries[0][0]);
  return files;
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

build();
const manifest = takeManifest();
const critical = renderCriticalFiles(manifest);
const allJs = [
  ...new Set(
    Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js')),
  ),
];
const criticalRows = allJs.filter((file) => critical.has(file)).map(measure);
const routeRows = allJs
  .filter((file) => !critical.has(file))
  .map(measure)
  .sort((a, b) => b.gzip - a.gzip);
const criticalTotal = criticalRows.reduce(
  (sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }),
  { raw: 0, gzip: 0 },
);

printTable('Render-critical JS (entry and its static imports)', [
  ...criticalRows,
  { file: 'total', ...criticalTotal },
]);
printTable('Route and lazily loaded chunks', routeRows);

const failures = [];
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

const largestRoute = routeRows[0];
console.log(
  `\nrender-critical ${criticalTotal.gzip.toFixed(1)} / ${RENDER_CRITICAL_BUDGET_KB} KB gzip; ` +
    `largest route chunk ${largestRoute ? largestRoute.gzip.toFixed(1) : '0.0'} / ${ROUTE_CHUNK_BUDGET_KB} KB gzip` +
    ` (${routeRows.length} chunks)`,
);
if (failures.length > 0) {
  console.error(`\nsize budget failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('size budget ok');
