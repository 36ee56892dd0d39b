import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageFrame } from '../../components/page/PageFrame';
import { paths } from '../../config/paths';
import { ServiceGroups } from './ServiceGroups';
import { useServiceIndex } from './useServiceIndex';
import './content.css';

/** Every service this customer may use, grouped by domain (the same filter as /Search). */
export default function AllItemsScreen() {
  const { t } = useTranslation(['content', 'titles']);
  return (
    <PageFrame title={t('titles:allItems')}>
      <p>
        {t('allItems.intro')} <Link to={paths.search}>{t('allItems.search')}</Link>
      </p>
      <ServiceGroups services={useServiceIndex()} />
    </PageFrame>
  );
}
