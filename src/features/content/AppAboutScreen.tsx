import { useTranslation } from 'react-i18next';
import type { AppPlatform, VersionInfo } from '../../api/system';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import { PageFrame } from '../../components/page/PageFrame';
import { QueryView } from '../../components/page/QueryView';
import { StatusBadge } from '../../components/StatusBadge';
import { portalVersion } from '../../config/env';
import { PRIVACY_POLICY_URL, TERMS_OF_USE_URL } from '../../lib/carrierPages';
import { compareVersions, PORTAL_APPS } from '../../lib/portalApps';
import { useAppSelector } from '../../state/hooks';
import { useGetAppVersionInfoQuery } from './contentApi';
import { SHIPPED_LIBRARIES } from './licences';
import './content.css';

type StorePlatform = 'ios' | 'android';

/** Where the customer's app stands against the newest and the minimum version. */
function AppStatus({ installed, info }: { installed: string; info: VersionInfo }) {
  const { t } = useTranslation('content');
  if (info.minVersion && compareVersions(installed, info.minVersion) < 0)
    return <StatusBadge tone="bad">{t('about.mustUpdate')}</StatusBadge>;
  if (compareVersions(installed, info.version) < 0)
    return <StatusBadge tone="warn">{t('about.canUpdate')}</StatusBadge>;
  return <StatusBadge tone="ok">{t('about.upToDate')}</StatusBadge>;
}

/** One platform's newest and minimum version, with the update link. */
function PlatformVersions({
  platform,
  installed,
}: {
  platform: StorePlatform;
  installed: string | null;
}) {
  const { t } = useTranslation('content');
  return (
    <Card
      title={t(`about.platform.${platform}`)}
      headingLevel={3}
      aside={installed ? <AppStatusQuery platform={platform} installed={installed} /> : undefined}
    >
      <QueryView
        query={useGetAppVersionInfoQuery(platform as AppPlatform)}
        loading={t('about.loading')}
        errorTitle={t('about.loadError')}
      >
        {(info) => (
          <>
            <Facts
              items={[
                installed ? [t('about.installed'), installed] : null,
                [t('about.newest'), info.version],
                info.minVersion ? [t('about.minimum'), info.minVersion] : null,
              ]}
            />
            <p>
              <a
                href={info.updateUrl ?? PORTAL_APPS.consumer.stores[platform]}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t(`about.update.${platform}`)}
              </a>
            </p>
          </>
        )}
      </QueryView>
    </Card>
  );
}

function AppStatusQuery({ platform, installed }: { platform: StorePlatform; installed: string }) {
  const { data } = useGetAppVersionInfoQuery(platform);
  return data ? <AppStatus installed={installed} info={data} /> : null;
}

/**
 * About the portal and the app: the portal's version; the app's (from the launch parameters,
 * inside the app) against the newest and minimum of Settings/VersionInfo, with the update link;
 * terms, privacy and the licences of the open-source libraries shipped.
 */
export default function AppAboutScreen() {
  const { t } = useTranslation(['content', 'titles']);
  const embedded = useAppSelector((state) => state.client.embedded);
  const isIOS = useAppSelector((state) => state.client.isIOS);
  const appVersion = useAppSelector((state) => state.client.embeddedParameters.appversion ?? '');
  const inApp = embedded && appVersion.trim() !== '';
  const ownPlatform: StorePlatform = isIOS ? 'ios' : 'android';
  const platforms: StorePlatform[] = inApp ? [ownPlatform] : ['ios', 'android'];

  return (
    <PageFrame title={t('titles:appAbout')}>
      <div className="about">
        <Card title={t('about.portal')}>
          <Facts items={[[t('about.portalVersion'), portalVersion || t('about.unknown')]]} />
        </Card>
        <Card title={t('about.app')} stack>
          {platforms.map((platform) => (
            <PlatformVersions
              key={platform}
              platform={platform}
              installed={inApp ? appVersion.trim() : null}
            />
          ))}
        </Card>
        <Card as="nav" title={t('about.legal')}>
          <ul className="service-links">
            <li>
              <a href={TERMS_OF_USE_URL} target="_blank" rel="noopener noreferrer">
                {t('about.terms')}
              </a>
            </li>
            <li>
              <a href={PRIVACY_POLICY_URL} target="_blank" rel="noopener noreferrer">
                {t('about.privacy')}
              </a>
            </li>
          </ul>
        </Card>
        <Card title={t('about.licences')}>
          <p>{t('about.licencesIntro')}</p>
          <Facts
            layout="split"
            items={SHIPPED_LIBRARIES.map((library) => [library.name, library.licence] as const)}
          />
        </Card>
      </div>
    </PageFrame>
  );
}
