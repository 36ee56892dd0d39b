import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pendingRoutes } from '../../src/app/routes/pending';
import { routeTable } from '../../src/app/routeTable';

const routesDir = new URL('../../src/app/routes/', import.meta.url);
const featuresDir = new URL('../../src/features/', import.meta.url);

/** Files of src/app/routes/ that are not a feature's route map: helpers, and the pending list. */
const NOT_A_FEATURE = ['types.ts', 'pending.ts'];

const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const routeFiles = readdirSync(routesDir).filter((file) => file.endsWith('.ts'));
const routeMaps = routeFiles.filter((file) => !NOT_A_FEATURE.includes(file));

/** The feature folders a source file names in an import (static or dynamic). */
function featuresReferenced(source: string): string[] {
  const folders = [...source.matchAll(/['"`](?:\.\.\/)+features\/([^/'"`]+)\//g)].map(
    (match) => match[1] ?? '',
  );
  return [...new Set(folders)];
}

const sourceOf = (file: string) => readFileSync(new URL(file, routesDir), 'utf8');

describe('route maps (src/app/routes)', () => {
  it('are each named after a feature folder', () => {
    for (const file of routeMaps) expect(features).toContain(basename(file, '.ts'));
  });

  it.each(routeMaps)('%s loads screens of its own feature folder only', (file) => {
    const feature = basename(file, '.ts');
    const source = sourceOf(file);
    expect(featuresReferenced(source)).toEqual([feature]);
    const screens = [...source.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((match) => match[1]);
    expect(screens.length).toBeGreaterThan(0);
    for (const screen of screens)
      expect(screen).toMatch(new RegExp(`^\\.\\./\\.\\./features/${feature}/`));
  });

  it.each(NOT_A_FEATURE)('%s names no feature folder', (file) => {
    expect(featuresReferenced(sourceOf(file))).toEqual([]);
  });

  it('gives every route either a screen of a feature or the pending frame, never both', () => {
    const pendingKeys = new Set(pendingRoutes.map((route) => route.key));
    const built = routeTable.filter((route) => !pendingKeys.has(route.key));
    expect(built.length + pendingKeys.size).toBe(routeTable.length);
    const pendingLoaders = new Set(pendingRoutes.map((route) => route.load));
    expect(pendingLoaders.size).toBe(1);
    for (const route of built) expect(pendingLoaders.has(route.load)).toBe(false);
  });
});

describe('the test of the route maps', () => {
  it('finds the feature folders of static and dynamic imports', () => {
    const source = [
      "import { x } from '../../features/mobile/x';",
      "const load = () => import('../../features/ebill/EBillScreen');",
      "const other = () => import('../../lib/format');",
    ].join('\n');
    expect(featuresReferenced(source)).toEqual(['mobile', 'ebill']);
  });
});
