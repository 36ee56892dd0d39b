/// <reference types="vitest/config" />
import { readFileSync, rmSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { testSettingsProblems } from './deploy/settings.mjs';
import { chunkGroups } from './deploy/chunkGroups.mjs';
import { preloadFirstRenderChunks } from './deploy/firstRenderPreload.mjs';
import { precompressAssets } from './deploy/precompress.mjs';
import { preloadPublicCalls } from './deploy/apiPreload.mjs';
import { PRELOADED_PUBLIC_PATHS } from './src/api/publicPaths.ts';

/** A live build ships no part of the sandbox, not even the service worker script. */
function dropSandboxWorkerFromLiveBuild(apiMode: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-sandbox-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      if (apiMode === 'live') rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/** A production build with test settings stops here, naming each variable (deploy/settings.mjs). */
function refuseTestSettingsInProduction(env: Record<string, string>): Plugin {
  return {
    name: 'refuse-test-settings-in-production',
    apply: 'build',
    configResolved() {
      const problems = testSettingsProblems(env);
      if (problems.length > 0) {
        throw new Error(
          `Refusing a production build with test settings (see docs/deploy.md):\n- ${problems.join('\n- ')}`,
        );
      }
    },
  };
}

/**
 * A cross-origin carrier API gets a preconnect in index.html: the first calls (the announcement
 * list, the first screen's data) then skip the connection set-up on a slow link. `crossorigin`
 * because the calls are CORS requests without credentials.
 */
function preconnectToApi(apiBase: string | undefined): Plugin {
  return {
    name: 'preconnect-to-api',
    transformIndexHtml() {
      if (!apiBase || !/^https?:\/\//.test(apiBase)) return [];
      return [
        {
          tag: 'link',
          attrs: { rel: 'preconnect', href: new URL(apiBase).origin, crossorigin: '' },
          injectTo: 'head',
        },
      ];
    },
  };
}

/**
 * Beside the manifest (scripts/size.mjs only, deleted after reading): each chunk's modules and
 * stylesheets, so that the size check can name what a request before the first render holds.
 */
function writeChunkModules(): Plugin {
  return {
    name: 'write-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (process.env.PORTAL_BUILD_MANIFEST !== '1') return;
      const root = process.cwd();
      const chunks = Object.values(bundle).flatMap((item) =>
        item.type === 'chunk'
          ? [
              {
                file: item.fileName,
                name: item.name,
                modules: item.moduleIds.map((id) => relative(root, id).replaceAll('\\', '/')),
                imports: item.imports,
                css: [...(item.viteMetadata?.importedCss ?? [])],
              },
            ]
          : [],
      );
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(chunks),
      });
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const apiMode = env.VITE_API_MODE ?? 'sandbox';
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  return {
    define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) },
    plugins: [
      react(),
      dropSandboxWorkerFromLiveBuild(apiMode),
      refuseTestSettingsInProduction(env),
      preconnectToApi(env.VITE_API_BASE),
      preloadFirstRenderChunks(),
      preloadPublicCalls({ apiMode, apiBase: env.VITE_API_BASE, paths: PRELOADED_PUBLIC_PATHS }),
      precompressAssets(),
      writeChunkModules(),
    ],
    build: {
      target: 'es2022',
      sourcemap: false,
      // Only scripts/size.mjs asks for .vite/manifest.json (the module graph), and deletes it after
      // reading: nothing under /.vite/ is ever shipped.
      manifest: process.env.PORTAL_BUILD_MANIFEST === '1',
      // Vite's warning counts minified bytes of any chunk. The budget that matters is gzip on the
      // live build (scripts/size.mjs, part of npm test); above it, the sandbox build's msw chunk
      // (about 570 kB, never in a live build) and the entry (about 490 kB) would warn on every
      // build and teach people to ignore warnings. 600 kB still flags a chunk that runs away.
      chunkSizeWarningLimit: 600,
      // On (docs/decisions.md): index.html preloads every render-critical chunk, and a
      // lazily loaded chunk fetches its dependencies in parallel with itself.
      modulePreload: { polyfill: false },
      rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
    },
    preview: { host: '127.0.0.1' },
    server: { host: '127.0.0.1' },
    test: {
      globals: true,
      css: false,
      testTimeout: 15000,
      // Vitest's default is one worker fewer than the cores: a single worker on a two-core CI
      // machine. The jsdom files wait on renders and the sandbox as much as they compute.
      maxWorkers: 2,
      // Two projects, chosen by file name (docs/architecture.md, Tests): `*.test.ts` runs in
      // Node with no setup; `*.test.tsx` (renders) and `*.dom.test.ts` (needs the DOM, browser
      // storage or the sandbox server) run in jsdom with tests/setup.ts.
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['tests/**/*.test.ts'],
            exclude: ['tests/**/*.dom.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'jsdom',
            environment: 'jsdom',
            // The files of a worker share their modules (the sandbox, the kit, i18n) instead of
            // importing them afresh for each of 175 files; tests/setup.ts puts back what a test
            // may leave. docs/architecture.md (Tests) has what it saves.
            isolate: false,
            setupFiles: ['tests/setup.ts'],
            include: ['tests/**/*.test.tsx', 'tests/**/*.dom.test.ts'],
            environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
          },
        },
      ],
    },
  };
});
