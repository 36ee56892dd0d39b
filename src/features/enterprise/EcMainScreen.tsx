import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import { QueryView } from '../../components/page/QueryView';
import { href, paths, type RoutePattern } from '../../config/paths';
import { formatCount, formatMoney } from '../../lib/format';
import { useLanguage } from '../../i18n/useLanguage';
import { EcsLinesTable } from './EcsLinesTable';
import { EcsPageFrame } from './EcsPageFrame';
import {
  useGetEcsOverviewQuery,
  useGetEnterpriseBannersQuery,
  useGetEnterpriseNewsQuery,
} from './ecsApi';
import { inAppPath } from './pageTree';

const SHORTCUTS: { key: string; path: RoutePattern }[] = [
  { key: 'eProducts', path: paths.eProducts },
  { key: 'eSellableProducts', path: paths.eSellableProducts },
  { key: 'ecProductCenter', path: paths.ecProductCenter },
  { key: 'ecs', path: paths.ecs },
  { key: 'ecMy', path: paths.ecMy },
  { key: 'ecsMenu', path: paths.ecsMenu },
];

function Banners() {
  const { t } = useTranslation('enterprise');
  const banners = useGetEnterpriseBannersQuery(undefined);
  return (
    <Card title={t('main.banners')} plain>
      <QueryView
        query={banners}
        loading={t('main.bannersLoading')}
        loadingLines={2}
        errorTitle={t('main.bannersError')}
        isEmpty={(rows) => rows.length === 0}
        emptyTitle={t('main.bannersEmpty')}
      >
        {(rows) => (
          <ul className="ecs-banners">
            {rows.map((banner) => {
              const path = inAppPath(banner.URL);
              const content = (
                <>
                  <img src={banner.Image} alt="" width={48} height={48} />
                  <span>{banner.Title}</span>
                </>
              );
              return (
                <li key={banner.Title} className="ecs-banner">
                  {path ? <Link to={path}>{content}</Link> : content}
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
    </Card>
  );
}

function News() {
  const { t } = useTranslation('enterprise');
  const news = useGetEnterpriseNewsQuery(undefined);
  return (
    <Card title={t('main.news')}>
      <QueryView
        query={news}
        loading={t('main.newsLoading')}
        errorTitle={t('main.newsError')}
        isEmpty={(rows) => rows.length === 0}
        emptyTitle={t('main.newsEmpty')}
      >
        {(rows) => (
          <ul className="ecs-list">
            {rows.map((item) => {
              const path = inAppPath(item.URL);
              return (
                <li key={item.Title}>
                  {path ? <Link to={path}>{item.Title}</Link> : item.Title}
                  {item.Date ? <span className="ecs-muted"> · {item.Date}</span> : null}
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
    </Card>
  );
}

function Glance({ token }: { token: string }) {
  const { t } = useTranslation('enterprise');
  const language = useLanguage();
  const overview = useGetEcsOverviewQuery(token);
  return (
    <Card title={t('main.glance')} stack>
      <QueryView
        query={overview}
        loading={t('main.glanceLoading')}
        errorTitle={t('main.glanceError')}
        isEmpty={(data) => data.lineCount === 0}
        emptyTitle={t('lines.empty')}
        emptyBody={t('lines.emptyBody')}
      >
        {(data) => (
          <>
            <Facts
              layout="figures"
              columns={3}
              items={[
                [t('main.lineCount'), formatCount(data.lineCount, language)],
                [t('main.amountDue'), formatMoney(data.amountDue)],
                [t('main.faults'), formatCount(data.linesWithFaults.length, language)],
              ]}
            />
            <Facts
              layout="inline"
              items={(['mobile', 'fixedline', 'broadband'] as const).map((kind) => [
                t(`kinds.${kind}`),
                formatCount(data.countByKind[kind], language),
              ])}
            />
            <EcsLinesTable lines={data.lines} caption={t('main.linesCaption')} />
          </>
        )}
      </QueryView>
    </Card>
  );
}

/** The company home: banners, news, shortcuts, and the user's lines at a glance. */
export default function EcMainScreen() {
  const { t } = useTranslation(['enterprise', 'titles']);
  return (
    <EcsPageFrame title={t('titles:ecMain')}>
      {(session) => (
        <>
          <Banners />
          <Card title={t('main.shortcuts')} as="nav">
            <ul className="ecs-shortcuts">
              {SHORTCUTS.map((shortcut) => (
                <li key={shortcut.key}>
                  <Link to={href(shortcut.path)}>{t(`titles:${shortcut.key}`)}</Link>
                </li>
              ))}
            </ul>
          </Card>
          <Glance token={session.token} />
          <News />
        </>
      )}
    </EcsPageFrame>
  );
}
