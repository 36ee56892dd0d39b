import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '../../components/Card';
import { PageFrame } from '../../components/page/PageFrame';
import { QueryView } from '../../components/page/QueryView';
import { paths } from '../../config/paths';
import { toDate, formatDate } from '../../lib/format';
import { isAllowedLink, isInAppPath } from '../../lib/linkRules';
import { useLanguage } from '../../i18n/useLanguage';
import { useGetAdItemsQuery } from '../../state/adItemsApi';
import { selectDevice } from '../../state/client';
import { useAppSelector } from '../../state/hooks';
import { useGetNewsQuery } from './contentApi';
import { ServiceGroups } from './ServiceGroups';
import { useServiceIndex } from './useServiceIndex';
import './content.css';

/** The carrier's banners (dashboard/SiteCoreADItems, cached 60 s) that lead into the portal. */
function Banners() {
  const { t } = useTranslation('content');
  const device = useAppSelector(selectDevice);
  const { currentData } = useGetAdItemsQuery(device?.deviceNo ?? '');
  const banners = (currentData ?? []).filter((item) => isInAppPath(item.URL));
  if (banners.length === 0) return null;
  return (
    <Card title={t('main.banners')} plain>
      <ul className="main-banners">
        {banners.map((item) => (
          <li key={item.URL + item.Title}>
            <Link className="main-banners__item" to={item.URL.trim()}>
              {item.Title}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Announcement/SitecoreNews: the carrier's news, linked where the address is safe. */
function News() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  return (
    <Card title={t('main.news')}>
      <QueryView
        query={useGetNewsQuery(undefined)}
        loading={t('main.newsLoading')}
        errorTitle={t('main.newsError')}
        isEmpty={(items) => items.length === 0}
        emptyTitle={t('main.newsEmpty')}
      >
        {(items) => (
          <ul className="service-links">
            {items.map((item) => {
              const date = item.Date ? toDate(item.Date) : null;
              const url = item.URL.trim();
              return (
                <li key={item.URL + item.Title}>
                  {isInAppPath(url) ? (
                    <Link to={url}>{item.Title}</Link>
                  ) : isAllowedLink(url) ? (
                    <a href={url} target="_blank" rel="noopener noreferrer">
                      {item.Title}
                    </a>
                  ) : (
                    item.Title
                  )}
                  {date ? (
                    <span className="main-news__date"> · {formatDate(date, language)}</span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
    </Card>
  );
}

/**
 * The apps' main menu opened standalone (/Main) and their service directory (/EmbeddedService):
 * the function grid built from the route table, filtered for this customer; /Main adds the
 * carrier's banners and news.
 */
export function FunctionGridScreen({ withNews }: { withNews: boolean }) {
  const { t } = useTranslation(['content', 'titles']);
  const services = useServiceIndex();
  return (
    <PageFrame title={t(withNews ? 'titles:main' : 'titles:embeddedService')}>
      <p>
        {t('main.intro')} <Link to={paths.search}>{t('allItems.search')}</Link>
      </p>
      <div className="main-layout">
        {withNews ? <Banners /> : null}
        <ServiceGroups services={services} layout="grid" />
        {withNews ? <News /> : null}
      </div>
    </PageFrame>
  );
}

export default function MainScreen() {
  return <FunctionGridScreen withNews />;
}
