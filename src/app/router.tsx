import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { LoadingState } from '../components/page/StatusStates';
import { RouteCatalogContext } from '../components/routeCatalog';
import { paths } from '../config/paths';
import { withChunkTimeout } from './boot/chunkReload';
import { AppLayout } from './layout/AppLayout';
import { RouteErrorScreen } from './layout/RouteErrorScreen';
import type { RouteHandle } from '../config/routeHandle';
import { routeCatalogOf } from './routeKinds';
import { routeTable } from './routeTable';

const routeCatalog = routeCatalogOf(routeTable);

export interface RouterOptions {
  /** Called once a route's screen module has loaded, before the screen renders. */
  onScreenLoaded?: (routeKey: string) => void;
}

export function buildRoutes({ onScreenLoaded }: RouterOptions = {}): RouteObject[] {
  const children: RouteObject[] = routeTable.map(({ key, domain, load }) => ({
    path: paths[key],
    handle: { routeKey: key, domain } satisfies RouteHandle,
    errorElement: <RouteErrorScreen />,
    lazy: async () => {
      const screen = await withChunkTimeout(load);
      onScreenLoaded?.(key);
      return { Component: screen.default };
    },
  }));
  children.push({
    path: '*',
    handle: { routeKey: 'notFound', domain: 'core' } satisfies RouteHandle,
    errorElement: <RouteErrorScreen />,
    lazy: async () => ({
      Component: (await import('../features/core/NotFoundScreen')).default,
    }),
  });
  return [
    {
      element: (
        <RouteCatalogContext value={routeCatalog}>
          <AppLayout />
        </RouteCatalogContext>
      ),
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <LoadingState />,
      children,
    },
  ];
}

export function createPortalRouter(options?: RouterOptions) {
  return createBrowserRouter(buildRoutes(options));
}

export function createTestRouter(initialPath: string, options?: RouterOptions) {
  return createMemoryRouter(buildRoutes(options), { initialEntries: [initialPath] });
}
