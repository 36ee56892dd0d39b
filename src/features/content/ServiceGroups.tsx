import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '../../components/Card';
import type { ServiceEntry } from './useServiceIndex';

/** The services in groups by domain, in the route table's order of first appearance. */
function byDomain(services: readonly ServiceEntry[]): [string, ServiceEntry[]][] {
  const groups = new Map<string, ServiceEntry[]>();
  for (const service of services) {
    const group = groups.get(service.domain);
    if (group) group.push(service);
    else groups.set(service.domain, [service]);
  }
  return [...groups];
}

/** Links to services: a list, or a grid of tiles. */
export function ServiceLinks({
  services,
  layout = 'list',
}: {
  services: readonly ServiceEntry[];
  layout?: 'list' | 'grid';
}) {
  return (
    <ul className={layout === 'grid' ? 'service-grid' : 'service-links'}>
      {services.map((service) => (
        <li key={service.key}>
          <Link to={service.to}>{service.title}</Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Services grouped by domain, one navigation per group: a list (/AllItems) or a grid of tiles
 * (the apps' function grid, /Main and /EmbeddedService).
 */
export function ServiceGroups({
  services,
  layout = 'list',
}: {
  services: readonly ServiceEntry[];
  layout?: 'list' | 'grid';
}) {
  const { t } = useTranslation('common');
  return (
    <div className="service-groups">
      {byDomain(services).map(([domain, group]) => (
        <Card key={domain} as="nav" title={t(`domains.${domain}`)}>
          <ServiceLinks services={group} layout={layout} />
        </Card>
      ))}
    </div>
  );
}
