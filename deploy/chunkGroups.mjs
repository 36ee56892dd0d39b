/**
 * How the build groups modules into chunks (docs/performance.md). Under a slow link every request
 * costs a round trip, and the browser opens only a few connections per host: a hundred small
 * chunks before the first screen cost more than their bytes. Modules are therefore grouped by
 * when they are needed, not by where they live:
 * - boot: everything the entry imports statically (render-critical), one chunk beside the entry;
 * - texts-<language>: the namespaces loaded before the first render (the chrome's and the
 *   announcement popup's), one file per language;
 * - chrome: the header, footer and overlays, awaited before the first render;
 * - announcements: the announcement popup and banner layer with its sanitiser (its slider, which
 *   starts later, loads when the popup opens);
 * - layers: what else starts after the first paint (session, login check, preloading);
 * - kit: the shared components and helpers the screens are built on; services: the API calls.
 * Route screens keep their own chunks.
 */
const sep = '[\\\\/]';
const bootTexts = new RegExp(
  `src${sep}i18n${sep}locales${sep}([^\\\\/]+)${sep}(common|errors|titles|shell|announce)\\.json$`,
);

export const chunkGroups = [
  { name: 'boot', tags: ['$initial'], priority: 100 },
  {
    debugName: 'boot texts',
    name: (id) => {
      const match = bootTexts.exec(id);
      return match ? `texts-${match[1]}` : null;
    },
    priority: 90,
  },
  // Above the chrome and the layers: a shared module they use stays in the kit, so that a screen
  // never has to fetch the announcement or session layer for it.
  {
    name: 'kit',
    test: new RegExp(`src${sep}(components|lib)${sep}`),
    priority: 85,
  },
  { name: 'services', test: new RegExp(`src${sep}api${sep}`), priority: 84 },
  { name: 'chrome', test: new RegExp(`src${sep}features${sep}shell${sep}`), priority: 80 },
  {
    name: 'announcements',
    // The slider (react-slick) is left to its own chunk, loaded when the popup opens.
    test: (id) =>
      new RegExp(`src${sep}features${sep}announcements${sep}`).test(id) && !/slider\.ts$/.test(id),
    priority: 70,
  },
  {
    name: 'layers',
    test: new RegExp(
      `src${sep}(features${sep}session${sep}|app${sep}boot${sep}(loginCheck|routePreload|hostLink|sessionLoaders))`,
    ),
    priority: 60,
  },
];
