import { matchRoutes } from 'react-router-dom';
import { paths } from '../../config/paths';
import { recordBootPhase, timeBootPhase } from '../../lib/bootPhases';
import { routeTable, type ScreenLoader } from '../routeTable';

/** What route preloading reads of the router: where it is, and when that changes. */
interface Router {
  state: { navigation: { state: string }; location: { pathname: string } };
  subscribe: (listener: () => void) => () => void;
}

interface PreloadRoute {
  path: string;
  load: ScreenLoader;
}

const firstSegment = (path: string): string => (path.split('/')[1] ?? '').toLowerCase();

/**
 * The route table by first path segment (lower case, as paths match without regard to case): a
 * path is matched against the one or two routes that can match it. `matchRoutes` flattens and ranks
 * every route it is given on each call, which for the whole table took about 10 ms at 4x CPU per
 * link. A route whose first segment is a parameter would be a candidate for every path.
 */
interface RouteIndex {
  bySegment: Map<string, PreloadRoute[]>;
  everywhere: PreloadRoute[];
}

let index: RouteIndex | null = null;

/** Built on first use (an intent or the idle prefetch), never while the first view renders. */
function routeIndex(): RouteIndex {
  index ??= timeBootPhase('routePreload', () => {
    const bySegment = new Map<string, PreloadRoute[]>();
    const everywhere: PreloadRoute[] = [];
    for (const { key, load } of routeTable) {
      const route = { path: paths[key], load };
      const segment = firstSegment(route.path);
      if (segment.startsWith(':') || segment.startsWith('*')) everywhere.push(route);
      else bySegment.set(segment, [...(bySegment.get(segment) ?? []), route]);
    }
    return { bySegment, everywhere };
  });
  return index;
}

/** The loader of the screen at a path, or undefined when no route of the table matches it. */
export function screenLoaderFor(pathname: string): ScreenLoader | undefined {
  const { bySegment, everywhere } = routeIndex();
  const candidates = [...(bySegment.get(firstSegment(pathname)) ?? []), ...everywhere];
  return matchRoutes(candidates, pathname)?.at(-1)?.route.load;
}

const requested = new Set<ScreenLoader>();

/** How many screens the links of a page may prefetch while the browser is idle. */
export const IDLE_PREFETCH_LIMIT = 6;
/**
 * After the first view's load event, and after each navigation: the screen's own calls, renders
 * and images come first. Prefetching evaluates the fetched chunks, so it must not run while the
 * screen that was just opened is still loading its data.
 */
export const PREFETCH_DELAY_MS = 2_000;

/** Requests the screen chunk of a same-origin path (once); the router reuses the module. */
export function preloadPath(pathname: string): boolean {
  const load = screenLoaderFor(pathname);
  if (!load || requested.has(load)) return false;
  requested.add(load);
  load().catch(() => {
    // The navigation itself loads it again and shows the error, if it is still failing.
    requested.delete(load);
  });
  return true;
}

function sameOriginPath(anchor: HTMLAnchorElement): string | null {
  if (anchor.target !== '' && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url.pathname : null;
}

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
}

function whenIdle(callback: () => void): void {
  const idle: IdleWindow = window;
  if (idle.requestIdleCallback) idle.requestIdleCallback(callback, { timeout: 3_000 });
  else setTimeout(callback, 200);
}

function savesData(): boolean {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * The screens the current page links to are the likely next ones: one per idle period, until
 * `stillCurrent` says the customer has moved on.
 */
function prefetchLinkedScreens(
  preload: (path: string) => boolean,
  stillCurrent: () => boolean,
): void {
  if (savesData()) return;
  const pathsToFetch = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
    .map(sameOriginPath)
    .filter((path): path is string => path !== null);
  let budget = IDLE_PREFETCH_LIMIT;
  const next = () => {
    const start = performance.now();
    while (stillCurrent() && budget > 0 && pathsToFetch.length > 0) {
      const path = pathsToFetch.shift();
      if (path !== undefined && preload(path)) {
        budget -= 1;
        whenIdle(next);
        break;
      }
    }
    recordBootPhase('routePreload', start);
  };
  whenIdle(next);
}

/**
 * Route chunks load on intent (pointer over, focus or touch start of a link), before the click,
 * and the screens a page links to are prefetched when the browser is idle, PREFETCH_DELAY_MS after
 * the first view's load event or after the navigation that opened the page.
 */
export function installRoutePreload(
  router: Router,
  { preload = preloadPath }: { preload?: (path: string) => boolean } = {},
): () => void {
  const onIntent = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const anchor = target.closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const path = sameOriginPath(anchor);
    if (path !== null) preload(path);
  };
  const options = { capture: true, passive: true };
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    document.addEventListener(type, onIntent, options);
  }
  let loaded = false;
  let scheduledPath = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const afterNavigation = () => {
    if (!loaded) return;
    const { navigation, location } = router.state;
    if (navigation.state !== 'idle' || location.pathname === scheduledPath) return;
    const path = location.pathname;
    scheduledPath = path;
    clearTimeout(timer);
    timer = setTimeout(() => {
      prefetchLinkedScreens(preload, () => router.state.location.pathname === path);
    }, PREFETCH_DELAY_MS);
  };
  const unsubscribe = router.subscribe(afterNavigation);
  const start = () => {
    loaded = true;
    afterNavigation();
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    unsubscribe();
    clearTimeout(timer);
    window.removeEventListener('load', start);
    for (const type of ['pointerover', 'focusin', 'touchstart']) {
      document.removeEventListener(type, onIntent, options);
    }
  };
}
