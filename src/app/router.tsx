import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { LoadingState } from '../components/StatusStates';
import { paths } from '../config/paths';
import { AppLayout } from './layout/AppLayout';
import { RouteErrorScreen } from './layout/RouteErrorScreen';
import type { RouteHandle } from './routeHandle';
import { routeTable } from './routeTable';

export function buildRoutes(): RouteObject[] {
  const children: RouteObject[] = routeTable.map(({ key, domain, load }) => ({
    path: paths[key],
    handle: { routeKey: key, domain } satisfies RouteHandle,
    errorElement: <RouteErrorScreen />,
    lazy: async () => ({ Component: (await load()).default }),
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
      element: <AppLayout />,
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <LoadingState />,
      children,
    },
  ];
}

export function createPortalRouter() {
  return createBrowserRouter(buildRoutes());
}

export function createTestRouter(initialPath: string) {
  return createMemoryRouter(buildRoutes(), { initialEntries: [initialPath] });
}
