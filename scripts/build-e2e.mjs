#!/usr/bin/env node
/**
 * Builds the bundles the Playwright projects run against, so that `npm test` can build them in a
 * lane beside lint (scripts/run-lanes.mjs) and Playwright starts serving at once:
 *
 *   node scripts/build-e2e.mjs           both bundles
 *   node scripts/build-e2e.mjs sandbox   the sandbox build the journeys use (<E2E_OUT_DIR>)
 *   node scripts/build-e2e.mjs live      the live build nginx serves (<E2E_OUT_DIR>-live), against
 *                                        the carrier stub of e2e-nginx/
 *
 * The same environment as playwright.config.ts decides the names: E2E_OUT_DIR (default
 * dist-e2e), E2E_NGINX_PORT (default 4180) and E2E_STUB_PORT (default the port after nginx's;
 * the live build has the stub's address in it). With E2E_PREBUILT=1 Playwright's web server and
 * the hosting setup use these builds instead of building again.
 */
import { spawnSync } from 'node:child_process';
import { stubBuildSettings, stubOriginOf } from '../e2e-nginx/stub/stubClient.mjs';

const outDir = process.env.E2E_OUT_DIR ?? 'dist-e2e';
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 4180);
const stubPort = Number(process.env.E2E_STUB_PORT ?? nginxPort + 1);

const BUILDS = {
  sandbox: {
    outDir,
    env: { VITE_API_MODE: 'sandbox', VITE_APP_ENV: 'test', VITE_SANDBOX_LATENCY_MS: '0' },
  },
  live: {
    outDir: `${outDir}-live`,
    env: { ...stubBuildSettings(stubOriginOf(stubPort)), E2E_STUB_PORT: String(stubPort) },
  },
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in BUILDS));
if (unknown.length > 0) {
  console.error(`build-e2e: unknown build ${unknown.join(', ')}; expected sandbox and/or live`);
  process.exit(2);
}

for (const name of asked.length > 0 ? asked : Object.keys(BUILDS)) {
  const build = BUILDS[name];
  const started = Date.now();
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', build.outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit', env: { ...process.env, ...build.env } },
  );
  if (result.status !== 0) {
    console.error(
      `build-e2e: the ${name} build failed (exit ${String(result.status ?? result.signal)})`,
    );
    process.exit(1);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`build-e2e: ${name} build in ${build.outDir} (${seconds} s)`);
}
