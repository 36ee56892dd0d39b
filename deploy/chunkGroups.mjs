/**
 * How the build groups modules into chunks (docs/performance.md, docs/decisions.md). Under a slow
 * link every request costs a round trip and takes a share of the bandwidth: a hundred small chunks
 * before the first screen cost more than their bytes, and every request in flight beside the
 * entry delays it. Modules are therefore grouped by when they are needed, not by where they live:
 * - boot: everything the entry imports statically (render-critical), one chunk beside the entry;
 * - texts-<language>: the namespaces loaded before the first render (the chrome's and the
 *   announcement popup's), one file per language;
 * - first: everything else the first render waits for, in one file preloaded from index.html:
 *   the shared kit (components and helpers the screens are built on), the API services and
 *   axios, the header, footer and overlays, the announcement popup and banner layer with its
 *   sanitiser, the session overlays, the login check, route preloading, the platform probe and
 *   the embedded launch (the apps open every page with it; as a chunk of its own it was one
 *   round trip after the entry).
 *   The popup's slider, which starts 800 ms after the popup opens, keeps a chunk of its own, and
 *   so do the kit parts only route screens use (charts, the line-service forms, the QR code...).
 * Route screens keep their own chunks.
 */
const sep = '[\\\\/]';
const bootTexts = new RegExp(
  `src${sep}i18n${sep}locales${sep}([^\\\\/]+)${sep}(common|errors|titles|shell|announce)\\.json$`,
);
const firstRender = [
  new RegExp(`src${sep}(components|lib|api)${sep}`),
  new RegExp(`src${sep}features${sep}(shell|announcements|session)${sep}`),
  new RegExp(
    `src${sep}app${sep}boot${sep}(loginCheck|routePreload|hostLink|sessionLoaders|platform|embeddedLaunch|commandTable|launchPayload|embeddedMode)\\.ts$`,
  ),
  new RegExp(`node_modules${sep}axios${sep}`),
];
const slider = new RegExp(`src${sep}components${sep}carousel${sep}slider\\.ts$`);
/**
 * Kit parts that only route screens use (the chrome and the popup never do): they load with the
 * first screen that needs them, so a new screen's kit costs the first render nothing.
 */
const routeOnlyKit = [
  slider,
  new RegExp(`src${sep}components${sep}(lineService|chart)${sep}`),
  new RegExp(`src${sep}components${sep}(QrCode|PlanCard|Switch|PhoneLink)\\.tsx$`),
  new RegExp(`src${sep}components${sep}page${sep}SectionMenu\\.tsx$`),
  new RegExp(`src${sep}lib${sep}qrMatrix\\.ts$`),
];

/** Whether a module is a kit part only route screens use (scripts/firstRenderRequests.mjs too). */
export const isRouteOnlyKitModule = (id) => routeOnlyKit.some((pattern) => pattern.test(id));

/** Whether a module belongs to the first render's chunk (exported for its test). */
export const isFirstRenderModule = (id) =>
  firstRender.some((pattern) => pattern.test(id)) && !isRouteOnlyKitModule(id);

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
  { name: 'first', test: isFirstRenderModule, priority: 80 },
];
