/**
 * Start-up work by phase, as User Timing measures named `portal:boot:<phase>`: they land in a
 * performance trace (Lighthouse's user timings, DevTools), and `npm run bench` reports them beside
 * the main-thread total (docs/performance.md). A phase that runs in several pieces records one
 * measure per piece; readers sum them by name.
 */
export type BootPhase =
  /** Reading and decrypting the persisted state, creating the store from it. */
  | 'state'
  /** Starting i18next and adding the texts as they arrive. */
  | 'i18n'
  /** Building the router from the route table. */
  | 'routes'
  /** Route preloading: its route index, the intent listeners and the idle prefetch. */
  | 'routePreload'
  /** From asking React to render to the first commit. */
  | 'firstRender';

export const BOOT_PHASE_PREFIX = 'portal:boot:';

/** Records a piece of a phase that started at `start` (performance.now()) and ends now. */
export function recordBootPhase(phase: BootPhase, start: number): void {
  if (typeof performance === 'undefined' || typeof performance.measure !== 'function') return;
  try {
    performance.measure(BOOT_PHASE_PREFIX + phase, { start, end: performance.now() });
  } catch {
    // A browser without measure options: the figure is for tools only.
  }
}

/** Runs synchronous start-up work and records it as a piece of `phase`. */
export function timeBootPhase<T>(phase: BootPhase, work: () => T): T {
  const start = performance.now();
  try {
    return work();
  } finally {
    recordBootPhase(phase, start);
  }
}
