/**
 * The chunks the first render waits for, preloaded from index.html (docs/performance.md): without
 * this the browser finds them only after the entry has downloaded and run, one round trip and one
 * long evaluation later. They stay dynamic imports, so that each is evaluated in a task of its own
 * rather than inside the entry's.
 * The default language's boot texts are always loaded (it is the fallback language). Their
 * priority is low: the entry is needed first, and the splash's paint never waits for them (at
 * the default priority, Lighthouse counted them into first contentful paint whenever they
 * arrived before it: FCP 1.0 s or 2.5 s from run to run).
 */
export const FIRST_RENDER_CHUNKS = ['first', 'texts-zh-TW'];

const preloadTag = (kind, href) => ({
  tag: 'link',
  attrs: { ...kind, crossorigin: '', fetchpriority: 'low', href },
  injectTo: 'head',
});

/** A Vite plugin (build only): modulepreload links for those chunks, style preloads for their CSS. */
export function preloadFirstRenderChunks() {
  let base = '/';
  return {
    name: 'preload-first-render-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((item) => item.type === 'chunk');
        const tags = [];
        for (const name of FIRST_RENDER_CHUNKS) {
          const chunk = chunks.find((item) => item.name === name && !item.isEntry);
          if (!chunk) throw new Error(`preload-first-render-chunks: no chunk named "${name}"`);
          tags.push(preloadTag({ rel: 'modulepreload' }, base + chunk.fileName));
          for (const css of chunk.viteMetadata?.importedCss ?? []) {
            tags.push(preloadTag({ rel: 'preload', as: 'style' }, base + css));
          }
        }
        return tags;
      },
    },
  };
}
