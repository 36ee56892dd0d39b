import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../config/routeHandle';

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'routeKey' in value && 'domain' in value;
}

/** The handle of the deepest matched route: its key in the route table and its domain. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return { routeKey: 'notFound', domain: 'core' };
}
