import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHIPPED_LIBRARIES } from '../../../src/features/content/licences';

describe('the licences /AppAbout lists', () => {
  it('are those of every runtime dependency of package.json', () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
    ) as { dependencies: Record<string, string> };
    const names = Object.keys(manifest.dependencies).sort();
    expect(SHIPPED_LIBRARIES.map((library) => library.name).sort()).toEqual(names);
    for (const library of SHIPPED_LIBRARIES) {
      const own = JSON.parse(
        readFileSync(
          new URL(`../../../node_modules/${library.name}/package.json`, import.meta.url),
          'utf8',
        ),
      ) as { license: string };
      expect({ name: library.name, licence: library.licence }).toEqual({
        name: library.name,
        licence: own.license.replace(/^\((.*)\)$/, '$1'),
      });
    }
  });
});
