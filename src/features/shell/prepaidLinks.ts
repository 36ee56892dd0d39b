import { href, paths } from '../../config/paths';

/**
 * A prepaid card holder's services in the header's navigation and account card, named by their
 * route titles (the prepaid home comes before them, under its own name).
 */
export const PREPAID_LINKS = [
  { key: 'prepaidTopUp', to: href(paths.prepaidTopUp) },
  { key: 'prepaidPurchase', to: href(paths.prepaidPurchase) },
  { key: 'prepaidSubscriber', to: href(paths.prepaidSubscriber) },
  { key: 'prepaidRoaming', to: href(paths.prepaidRoaming) },
] as const;
