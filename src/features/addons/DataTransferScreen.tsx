import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { ShareProfile } from '../../api/dataShare';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { PageTabs } from '../../components/PageTabs';
import { href, paths } from '../../config/paths';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDataVolume } from '../../lib/format';
import { useGetShareProfileQuery } from './dataShareApi';
import { MonthlySharePage } from './MonthlySharePage';
import { ShareLogPage } from './ShareLogPage';
import { ShareNowPage } from './ShareNowPage';
import './addons.css';

const PAGES = ['share', 'monthly', 'log'] as const;
type SharePage = (typeof PAGES)[number];

/** The page named in the address; the first one when it names none (or one we don't know). */
const pageOf = (page: string | undefined): SharePage =>
  PAGES.find((known) => known === page) ?? 'share';

function ProfileCard({ profile }: { profile: ShareProfile }) {
  const { t } = useTranslation('addons');
  const language = useLanguage();
  const volume = (megabytes: number) => formatDataVolume(megabytes, language);
  return (
    <Card title={t('share.profile.title')} stack>
      {profile.canGive ? (
        <>
          <Facts
            layout="figures"
            columns={3}
            items={[
              [t('share.profile.left'), volume(profile.leftMB)],
              [t('share.profile.given'), volume(profile.givenMB)],
              [t('share.profile.received'), volume(profile.receivedMB)],
            ]}
          />
          <p className="ad-muted">
            {profile.unlimited
              ? t('share.profile.fromQuota', { quota: volume(profile.monthlyLimitMB) })
              : t('share.profile.fromAllowance')}
          </p>
        </>
      ) : (
        <p>{t(`refusals.${profile.reason ?? 'SHARE_NOT_5G'}`)}</p>
      )}
    </Card>
  );
}

function DataTransferContent({ deviceNo, page }: { deviceNo: string; page: SharePage }) {
  const { t } = useTranslation('addons');
  return (
    <div className="ad-stack">
      <p>{t('share.intro')}</p>
      <PageTabs
        label={t('share.tabs.label')}
        tabs={PAGES.map((key) => ({
          key,
          to: href(paths.dataTransfer, { page: key }),
          label: t(`share.tabs.${key}`),
          current: key === page,
        }))}
      />
      <QueryView
        query={useGetShareProfileQuery({ deviceNo })}
        loading={t('share.profile.loading')}
        errorTitle={t('share.profile.loadError')}
      >
        {(profile) => (
          <>
            <ProfileCard profile={profile} />
            {page === 'share' ? <ShareNowPage profile={profile} /> : null}
            {page === 'monthly' && profile.canGive ? <MonthlySharePage profile={profile} /> : null}
            {page === 'log' ? <ShareLogPage deviceNo={deviceNo} /> : null}
          </>
        )}
      </QueryView>
    </div>
  );
}

/** /DataTransfer/:page?: 5G data sharing: share now, every month, and the record. */
export default function DataTransferScreen() {
  const { t } = useTranslation('titles');
  const page = pageOf(useParams().page);
  return (
    <MemberPageFrame title={t('dataTransfer')} kinds={['mobile']}>
      {({ device }) => (
        <DataTransferContent key={device.deviceNo} deviceNo={device.deviceNo} page={page} />
      )}
    </MemberPageFrame>
  );
}
