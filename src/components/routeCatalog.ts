import { createContext, useContext } from 'react';
import type { RouteKey } from '../config/paths';
import type { DeviceKind } from './page/deviceKind';

/** One route of the route table as a screen that lists services sees it. */
export interface CatalogRoute {
  key: RouteKey;
  /** The route handle's domain (common:domains.<domain> names it). */
  domain: string;
  /** The kinds of customer the service is for; absent: every kind. */
  kinds?: readonly DeviceKind[];
}

/**
 * Every route of the route table, in its order. The shell provides it (app/layout/AppLayout), so a
 * screen lists the services without importing app/; outside the shell it is empty.
 */
export const RouteCatalogContext = createContext<readonly CatalogRoute[]>([]);

export function useRouteCatalog(): readonly CatalogRoute[] {
  return useContext(RouteCatalogContext);
}
