import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteCatalog, type CatalogRoute } from '../../components/routeCatalog';
import { useCustomerKinds } from '../../components/useCustomerKinds';
import { href, paths } from '../../config/paths';
import {
  isServiceForCustomer,
  splitKeywords,
  type SearchableService,
} from '../../lib/serviceSearch';

export interface ServiceEntry extends SearchableService<CatalogRoute['key']> {
  domain: string;
  /** The route's address without its optional parameters. */
  to: string;
}

/**
 * Every service of the route table this customer may use, with its title (titles namespace) and
 * its search keywords (searchKeywords namespace, keyed by route key) in the interface language.
 */
export function useServiceIndex(): ServiceEntry[] {
  const { t } = useTranslation(['titles', 'searchKeywords']);
  const catalog = useRouteCatalog();
  const customerKinds = useCustomerKinds();
  return useMemo(
    () =>
      catalog
        .filter((route) => isServiceForCustomer(route.kinds, customerKinds))
        .map((route) => ({
          key: route.key,
          domain: route.domain,
          title: t(`titles:${route.key}`),
          keywords: splitKeywords(t(`searchKeywords:${route.key}`, { defaultValue: '' })),
          to: href(paths[route.key]),
        })),
    [catalog, customerKinds, t],
  );
}
