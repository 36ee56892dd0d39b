import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';

const routesDir = new URL('../../src/app/routes/', import.meta.url);
const featuresDir = new URL('../../src/features/', import.meta.url);

/** Files of src/app/routes/ that are not a feature's route map. */
const NOT_A_FEATURE = ['types.ts'];

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
