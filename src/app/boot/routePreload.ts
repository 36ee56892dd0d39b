import { matchRoutes } from 'react-router-dom';
import { paths } from '../../config/paths';
import { routeTable, type ScreenLoader } from '../routeTable';
import type { createPortalRouter } from '../router';

type Router = ReturnType<typeof createPortalRouter>;

const routes = routeTable.map(({ key, load }) => ({ path: paths[key], load }));
const requested = new Set<ScreenLoader>();

/** How many screens the links of a page may prefetch while the browser is idle. */
const IDLE_PREFETCH_LIMIT = 6;
/** After the load event: the first screen's calls and images come first. */
const FIRST_PREFETCH_DELAY_MS = 2_000;

/** Requests the screen chunk of a same-origin path (once); the router reuses the module. */
export function preloadPath(pathname: string): boolean {
  const route = matchRoutes(routes, pathname)?.at(-1)?.route;
  if (!route || requested.has(route.load)) return false;
  requested.add(route.load);
  route.load().catch(() => {
    // The navigation itself loads it again and shows the error, if it is still failing.
    requested.delete(route.load);
  });
  return true;
}

function sameOriginPath(anchor: HTMLAnchorElement): string | null {
  if (anchor.target !== '' && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url.pathname : null;
}

function onIntent(event: Event): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const anchor = target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return;
  const path = sameOriginPath(anchor);
  if (path !== null) preloadPath(path);
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

/** The screens the current page links to are the likely next ones: one per idle period. */
function prefetchLinkedScreens(): void {
  if (savesData()) return;
  const pathsToFetch = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
    .map(sameOriginPath)
    .filter((path): path is string => path !== null);
  let budget = IDLE_PREFETCH_LIMIT;
  const next = () => {
    while (budget > 0 && pathsToFetch.length > 0) {
      const path = pathsToFetch.shift();
      if (path !== undefined && preloadPath(path)) {
        budget -= 1;
        whenIdle(next);
        return;
      }
    }
  };
  whenIdle(next);
}

/**
 * Route chunks load on intent (pointer over, focus or touch start of a link), before the click,
 * and the screens the page links to are prefetched when the browser is idle after each navigation.
 */
export function installRoutePreload(router: Router): () => void {
  const options = { capture: true, passive: true };
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    document.addEventListener(type, onIntent, options);
  }
  let lastPath = '';
  let settled = false;
  const afterNavigation = () => {
    if (!settled) return;
    const { navigation, location } = router.state;
    if (navigation.state !== 'idle' || location.pathname === lastPath) return;
    lastPath = location.pathname;
    prefetchLinkedScreens();
  };
  const unsubscribe = router.subscribe(afterNavigation);
  // Not before the first view has loaded: a prefetch must not compete with its requests.
  const start = () =>
    setTimeout(() => {
      settled = true;
      afterNavigation();
    }, FIRST_PREFETCH_DELAY_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    unsubscribe();
    for (const type of ['pointerover', 'focusin', 'touchstart']) {
      document.removeEventListener(type, onIntent, options);
    }
  };
}
