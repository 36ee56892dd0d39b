import { describe, expect, it } from 'vitest';
import { FIRST_RENDER_CHUNKS, preloadFirstRenderChunks } from '../../deploy/firstRenderPreload.mjs';

interface Tag {
  tag: string;
  attrs: Record<string, string>;
  injectTo: string;
}

function bundleWith(names: string[]) {
  const bundle: Record<string, unknown> = {
    'index.js': { type: 'chunk', name: 'index', isEntry: true, fileName: 'assets/index.js' },
  };
  for (const name of names) {
    bundle[name] = {
      type: 'chunk',
      name,
      isEntry: false,
      fileName: `assets/${name}-hash.js`,
      viteMetadata: { importedCss: new Set(name === 'first' ? ['assets/first-hash.css'] : []) },
    };
  }
  return bundle;
}

function run(bundle: Record<string, unknown>, base = '/'): Tag[] {
  const plugin = preloadFirstRenderChunks();
  plugin.configResolved({ base });
  return plugin.transformIndexHtml.handler('', { bundle });
}

describe('index.html preloads the chunks the first render waits for', () => {
  it('names every first-render chunk as a module preload, and its CSS as a style preload', () => {
    const tags = run(bundleWith(FIRST_RENDER_CHUNKS));
    const modules = tags.filter((tag) => tag.attrs.rel === 'modulepreload');
    expect(modules.map((tag) => tag.attrs.href)).toEqual(
      FIRST_RENDER_CHUNKS.map((name) => `/assets/${name}-hash.js`),
    );
    expect(
      tags.filter((tag) => tag.attrs.rel === 'preload').map(({ attrs }) => [attrs.as, attrs.href]),
    ).toEqual([['style', '/assets/first-hash.css']]);
    // Low: the entry comes first, and a paint never waits for them.
    expect(
      tags.every(
        (tag) =>
          tag.injectTo === 'head' &&
          tag.attrs.crossorigin === '' &&
          tag.attrs.fetchpriority === 'low',
      ),
    ).toBe(true);
  });

  it('uses the configured base path', () => {
    const tags = run(bundleWith(FIRST_RENDER_CHUNKS), '/portal/');
    expect(tags[0]?.attrs.href).toBe('/portal/assets/first-hash.js');
  });

  it('fails the build when a chunk is gone (renamed or merged), instead of preloading less', () => {
    const names = FIRST_RENDER_CHUNKS.filter((name) => name !== 'first');
    expect(() => run(bundleWith(names))).toThrow(/no chunk named "first"/);
  });
});
