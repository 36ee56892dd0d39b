import type { RouteKey } from '../../config/paths';
import { servicePendingScreen } from './core';
import type { Domain, RouteEntry } from './types';

const notInPortalYet = (domain: Domain, keys: RouteKey[]): RouteEntry[] =>
  keys.map((key) => ({ key, domain, load: servicePendingScreen }));

/**
 * Routes of spec 01 §2 and spec 02 §2.1 whose service is not in the portal yet, by the domain that
 * will own them: each renders its real title and says so (features/core/ServicePendingScreen).
 * When a feature builds one, its key moves from here to that feature's route map.
 */
export const pendingRoutes: RouteEntry[] = [];
