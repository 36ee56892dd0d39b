import type { DeviceKind } from '../components/page/deviceKind';
import type { CatalogRoute } from '../components/routeCatalog';
import type { RouteKey } from '../config/paths';
import type { Domain, RouteEntry } from './routes/types';

/** Billed services: a prepaid card has no phone bill. */
const BILLED: readonly DeviceKind[] = ['mobile', 'fixedline', 'broadband', 'enterprise'];
/** Hami points are a consumer programme: a company account collects none. */
const CONSUMER: readonly DeviceKind[] = ['mobile', 'fixedline', 'broadband', 'prepaid'];

/** Who the services of a whole domain are for (absent: every kind). */
const DOMAIN_KINDS: Partial<Record<Domain, readonly DeviceKind[]>> = {
  bill: BILLED,
};

/** Routes for fewer kinds than their domain: the points pages. */
const ROUTE_KINDS: Partial<Record<RouteKey, readonly DeviceKind[]>> = {
  signInBoard: CONSUMER,
  hamiStore: CONSUMER,
  hamiStore2025: CONSUMER,
  hamiStore2025Record: CONSUMER,
};

/** The route table as the service lists see it: key, domain and the kinds each is for. */
export function routeCatalogOf(table: readonly RouteEntry[]): CatalogRoute[] {
  return table.map(({ key, domain }) => {
    const kinds = ROUTE_KINDS[key] ?? DOMAIN_KINDS[domain];
    return kinds ? { key, domain, kinds } : { key, domain };
  });
}
