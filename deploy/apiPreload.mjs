/**
 * The first view's public API reads start with the page (docs/performance.md): index.html of a
 * live build preloads them (`<link rel="preload" as="fetch" crossorigin>`), so that the
 * announcement popup, often the largest thing on a first view, opens from data that has arrived
 * while the scripts were loading instead of asking for it after they have run. The service
 * functions read them with a plain fetch (no added headers), which is what makes the browser
 * reuse the preloaded responses. The generated CSP allows them (connect-src holds the API origin).
 * The sandbox build has no preload: its service worker answers the calls once it has started.
 * Low priority: the entry and the first render's chunks come first (at the default priority, the
 * two reads took a share of the link from the entry, and /Login's largest paint came later).
 */

/**
 * The URL of a path under the API base as the app requests it: the base is an absolute URL or a
 * /path, ending in / (src/config/env.ts refuses anything else).
 */
export function apiUrl(apiBase, path) {
  return `${apiBase}${path}`;
}

/** A Vite plugin (build, live API with its base set): one preload link per public path. */
export function preloadPublicCalls({ apiMode, apiBase, paths }) {
  return {
    name: 'preload-public-calls',
    apply: 'build',
    transformIndexHtml() {
      if (apiMode !== 'live' || !apiBase) return [];
      return paths.map((path) => ({
        tag: 'link',
        attrs: {
          rel: 'preload',
          as: 'fetch',
          crossorigin: '',
          fetchpriority: 'low',
          href: apiUrl(apiBase, path),
        },
        injectTo: 'head',
      }));
    },
  };
}
