import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '../../components/Card';
import { PageFrame } from '../../components/page/PageFrame';
import { paths } from '../../config/paths';
import { useServiceIndex, type ServiceEntry } from './useServiceIndex';
import './content.css';

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

/** Every service this customer may use, grouped by domain (the same filter as /Search). */
export default function AllItemsScreen() {
  const { t } = useTranslation(['content', 'titles', 'common']);
  const groups = byDomain(useServiceIndex());
  return (
    <PageFrame title={t('titles:allItems')}>
      <p>
        {t('allItems.intro')} <Link to={paths.search}>{t('allItems.search')}</Link>
      </p>
      <div className="service-groups">
        {groups.map(([domain, services]) => (
          <Card key={domain} as="nav" title={t(`common:domains.${domain}`)}>
            <ul className="service-links">
              {services.map((service) => (
                <li key={service.key}>
                  <Link to={service.to}>{service.title}</Link>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </PageFrame>
  );
}
