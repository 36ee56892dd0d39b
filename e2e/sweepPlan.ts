import { paths, type RouteKey } from '../src/config/paths';
import { routeTable } from '../src/app/routeTable';
import type { Domain } from '../src/app/routes/types';
import type { DemoCustomer } from './auth';
import { sampleUrl } from './routeWalk';

/**
 * What the screen sweep (screens.spec.ts) visits: every route of the registry, each as the demo
 * customer its screen is for, plus the addresses of tabs, steps and records a route shows. A new
 * route is swept as its domain's customer without a line here; a line is needed only when it is
 * for someone else (a visitor, the landline customer) or has an address the sample URL misses.
 */
export type SweepCustomer = DemoCustomer | 'visitor';

export interface SweepStop {
  /** The route key, or 'notFound' for an address no route matches. */
  key: RouteKey | 'notFound';
  url: string;
  customer: SweepCustomer;
}

const CUSTOMER_OF_DOMAIN: Record<Domain, SweepCustomer> = {
  core: 'wang',
  bill: 'wang',
  mobile: 'wang',
  roaming: 'wang',
  support: 'wang',
  fixedline: 'chen',
  prepaid: 'prepaid',
  enterprise: 'enterprise',
  campaigns: 'wang',
};

/** Routes swept as someone other than their domain's customer, or as several customers. */
const CUSTOMERS_OF_ROUTE: Partial<Record<RouteKey, SweepCustomer[]>> = {
  home: ['visitor', 'wang'],
  login: ['visitor'],
  puk: ['visitor', 'wang'],
  queryInOutDevice: ['visitor'],
  eSim: ['visitor', 'wang'],
  telRateSuggest: ['chen'],
  smsBillForFix: ['chen'],
  internetUsage: ['wang', 'chen'],
  trouble: ['visitor', 'chen'],
  serviceCenter: ['visitor'],
  healthCheck: ['chen'],
  hamiCamTrouble: ['chen'],
  signLanguage: ['visitor', 'chen'],
  prepaidLoginLogOut: ['visitor', 'prepaid'],
  prepaid3To45: ['visitor'],
};

/**
 * Routes whose sample URL does not stay on the route: /Init goes on to the return path at once,
 * so the sweep sees it with a partner token that is no longer valid (its "sign in again" state).
 */
const URL_OF_ROUTE: Partial<Record<RouteKey, string>> = {
  init: '/Init?authToken=sso-expired',
};

/** Addresses beyond a route's sample URL: tabs, steps, records and links from a message. */
const MORE_STOPS: SweepStop[] = [
  { key: 'bill', url: '/Bill/history', customer: 'wang' },
  { key: 'bill', url: '/Bill/payments', customer: 'wang' },
  { key: 'login', url: '/Login/sms?back=%2FBill', customer: 'visitor' },
  { key: 'myNotifySettings', url: '/MyNotifySettings/bill', customer: 'wang' },
  { key: 'mobilePaymentForPos', url: '/MobilePaymentForPOS/0912345678', customer: 'wang' },
  { key: 'dataTransfer', url: '/DataTransfer/monthly', customer: 'wang' },
  { key: 'dataTransfer', url: '/DataTransfer/log', customer: 'wang' },
  {
    key: 'eBillConfirmResult',
    url: '/EBillConfirmResult?token=ebill-demo-expired',
    customer: 'wang',
  },
  { key: 'callDetailsApplyResult', url: '/CallDetailsApplyResult?id=unknown', customer: 'wang' },
  { key: 'serviceCenter', url: '/ServiceCenter/S001', customer: 'visitor' },
  { key: 'serviceCenter', url: '/ServiceCenter/S002', customer: 'chen' },
  { key: 'prepaidLoginLogOut', url: '/PrepaidLoginLogOut?step=password', customer: 'visitor' },
  { key: 'notFound', url: '/no-such-page', customer: 'visitor' },
  { key: 'notFound', url: '/no-such-page', customer: 'wang' },
];

const domainOf = new Map(routeTable.map((entry) => [entry.key, entry.domain]));

function customersOf(key: RouteKey): SweepCustomer[] {
  const domain = domainOf.get(key);
  return CUSTOMERS_OF_ROUTE[key] ?? [domain ? CUSTOMER_OF_DOMAIN[domain] : 'wang'];
}

/** Every stop of the sweep: each route of the registry, then the extra addresses. */
export const sweepStops: SweepStop[] = [
  ...(Object.entries(paths) as [RouteKey, string][]).flatMap(([key, pattern]) =>
    customersOf(key).map((customer) => ({
      key,
      url: URL_OF_ROUTE[key] ?? sampleUrl(pattern),
      customer,
    })),
  ),
  ...MORE_STOPS,
];

/**
 * The stops (those `keep` accepts) of one customer, cut into runs of at most `size` so workers
 * share the sweep.
 */
export function sweepRuns(
  size: number,
  keep: (stop: SweepStop) => boolean = () => true,
): { customer: SweepCustomer; stops: SweepStop[] }[] {
  const kept = sweepStops.filter(keep);
  const customers = [...new Set(kept.map((stop) => stop.customer))];
  return customers.flatMap((customer) => {
    const stops = kept.filter((stop) => stop.customer === customer);
    const count = Math.ceil(stops.length / size);
    // Runs of even length: 17 stops in runs of at most 8 become 6, 6 and 5.
    const even = Math.ceil(stops.length / count);
    return Array.from({ length: count }, (_, index) => ({
      customer,
      stops: stops.slice(index * even, (index + 1) * even),
    }));
  });
}
