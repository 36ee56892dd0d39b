import { matchRoutes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  IDLE_PREFETCH_LIMIT,
  installRoutePreload,
  PREFETCH_DELAY_MS,
  screenLoaderFor,
} from '../../src/app/boot/routePreload';
import { routeTable } from '../../src/app/routeTable';
import { paths } from '../../src/config/paths';

/** The whole table at once, as React Router's own matching sees it. */
const wholeTable = routeTable.map(({ key, load }) => ({ path: paths[key], load }));
const byWholeTable = (pathname: string) => matchRoutes(wholeTable, pathname)?.at(-1)?.route.load;

/** A path of the route, its parameters filled in (optional ones in one of two ways). */
function instances(pattern: string): string[] {
  const withParams = pattern.replace(/:[A-Za-z]+\??/g, 'x1');
  const withoutOptional = pattern.replace(/\/:[A-Za-z]+\?/g, '');
  return [...new Set([withParams, withoutOptional, withParams.toLowerCase()])];
}

describe('the screen of a path (route preloading)', () => {
  it('is the one the whole route table matches, for every route of the table', () => {
    for (const { key } of routeTable) {
      for (const pathname of instances(paths[key])) {
        const load = screenLoaderFor(pathname);
        expect(load, pathname).toBeDefined();
        expect(load, pathname).toBe(byWholeTable(pathname));
      }
    }
  });

  it.each(['/NoSuchPage', '/Bill/history/extra', '/assets/index.js'])(
    'is none for %s, which no route matches',
    (pathname) => {
      expect(screenLoaderFor(pathname)).toBeUndefined();
      expect(byWholeTable(pathname)).toBeUndefined();
    },
  );
});

interface FakeRouter {
  state: { navigation: { state: 'idle' | 'loading' }; location: { pathname: string } };
  subscribe: (listener: () => void) => () => void;
  navigate: (pathname: string) => void;
}

function fakeRouter(pathname: string): FakeRouter {
  const listeners = new Set<() => void>();
  const router: FakeRouter = {
    state: { navigation: { state: 'idle' }, location: { pathname } },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate: (next) => {
      router.state = { navigation: { state: 'idle' }, location: { pathname: next } };
      listeners.forEach((listener) => {
        listener();
      });
    },
  };
  return router;
}

function links(...hrefs: string[]): void {
  document.body.innerHTML = hrefs.map((href) => `<a href="${href}">${href}</a>`).join('');
}

describe('prefetching the screens a page links to', () => {
  let uninstall: () => void = () => undefined;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    uninstall();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('waits until the page has settled, then fetches same-origin links one idle period each', async () => {
    links('/Bill', 'https://elsewhere.example/Bill', '/Roaming', '/PUK');
    const preloaded: string[] = [];
    uninstall = installRoutePreload(fakeRouter('/'), {
      preload: (path) => {
        preloaded.push(path);
        return true;
      },
    });
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS - 1);
    expect(preloaded).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(preloaded.length).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(preloaded).toEqual(['/Bill', '/Roaming', '/PUK']);
  });

  it('starts again after a navigation, and drops what the page left has not fetched yet', async () => {
    links('/Bill', '/Roaming');
    const router = fakeRouter('/');
    const preloaded: string[] = [];
    uninstall = installRoutePreload(router, {
      preload: (path) => {
        preloaded.push(path);
        return true;
      },
    });
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS / 2);
    links('/PUK');
    router.navigate('/Bill');
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS - 1);
    expect(preloaded).toEqual([]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(preloaded).toEqual(['/PUK']);
  });

  it('fetches at most a few screens per page', async () => {
    links(...Array.from({ length: 20 }, (_, index) => `/Screen${String(index)}`));
    const preloaded: string[] = [];
    uninstall = installRoutePreload(fakeRouter('/'), {
      preload: (path) => {
        preloaded.push(path);
        return true;
      },
    });
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS + 20_000);
    expect(preloaded).toHaveLength(IDLE_PREFETCH_LIMIT);
  });

  it('fetches a screen when the pointer comes over its link, before the click', () => {
    links('/Roaming');
    const preloaded: string[] = [];
    uninstall = installRoutePreload(fakeRouter('/'), {
      preload: (path) => {
        preloaded.push(path);
        return true;
      },
    });
    document.querySelector('a')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloaded).toEqual(['/Roaming']);
  });
});
