import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { NetflixStatus } from '../../api/entertainment';
import type { Device } from '../../api/types/member';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import { FormAlert, FormSuccess } from '../../components/form/FormAlert';
import { deviceKindsOf } from '../../components/page/deviceKind';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { StatusBadge } from '../../components/StatusBadge';
import { useRouteHandle } from '../../components/useRouteHandle';
import { paths } from '../../config/paths';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate } from '../../lib/format';
import { useGetNetflixStatusQuery } from './entertainmentApi';
import { usePartnerLink } from '../../components/usePartnerLink';
import './entertainment.css';

const TONES = { active: 'ok', notActivated: 'warn', notBundled: 'neutral' } as const;

function Activation({ status }: { status: NetflixStatus }) {
  const { t } = useTranslation('entertainment');
  const partner = usePartnerLink(t('partner.notAllowed'));
  const url = status.activationUrl;
  if (!url) return null;
  return (
    <>
      <p>{t('netflix.activateHow', { plan: status.netflixPlan })}</p>
      <div className="entertainment-actions">
        <Button busy={partner.running !== null} onClick={() => void partner.open('netflix', url)}>
          {t('netflix.activate')}
        </Button>
      </div>
      <FormAlert title={t('partner.failed')} error={partner.failure?.error ?? null} />
      <FormSuccess>{partner.opened ? t('netflix.opened') : null}</FormSuccess>
    </>
  );
}

function Bundle({ status, isMobile }: { status: NetflixStatus; isMobile: boolean }) {
  const { t } = useTranslation('entertainment');
  const language = useLanguage();
  return (
    <Card
      title={t('netflix.bundleTitle')}
      stack
      aside={
        <StatusBadge tone={TONES[status.status]}>
          {t(`netflix.status.${status.status}`)}
        </StatusBadge>
      }
    >
      <Facts
        items={[
          [t('netflix.number'), status.deviceNo],
          [t('netflix.ratePlan'), status.ratePlan],
          status.netflixPlan ? [t('netflix.netflixPlan'), status.netflixPlan] : null,
          status.activatedOn
            ? [t('netflix.activatedOn'), formatDate(status.activatedOn, language)]
            : null,
        ]}
      />
      {status.status === 'active' ? <p>{t('netflix.activeBody')}</p> : null}
      {status.status === 'notActivated' ? <Activation status={status} /> : null}
      {status.status === 'notBundled' ? (
        <>
          <p>{t('netflix.notBundledBody', { plan: status.ratePlan })}</p>
          <ul>
            {status.bundlePlans.map((plan) => (
              <li key={plan}>{plan}</li>
            ))}
          </ul>
          {isMobile ? <Link to={paths.mobileRateChange}>{t('netflix.changePlan')}</Link> : null}
        </>
      ) : null}
    </Card>
  );
}

function NumberBundle({ device, isCompany }: { device: Device; isCompany: boolean }) {
  const { t } = useTranslation('entertainment');
  const isMobile = deviceKindsOf(device, isCompany).includes('mobile');
  return (
    <QueryView
      query={useGetNetflixStatusQuery(device.deviceNo)}
      loading={t('netflix.loading')}
      errorTitle={t('netflix.error')}
    >
      {(status) => <Bundle status={status} isMobile={isMobile} />}
    </QueryView>
  );
}

/** /Netflix: the Netflix bundle of the chosen number, and its activation at Netflix. */
export default function NetflixScreen() {
  const { t } = useTranslation(['entertainment', 'titles']);
  const { routeKey } = useRouteHandle();
  return (
    <MemberPageFrame title={t(`titles:${routeKey}`)} kinds={['mobile', 'broadband']}>
      {({ device, isCompany }) => (
        <>
          <p>{t('netflix.intro')}</p>
          <NumberBundle device={device} isCompany={isCompany} />
        </>
      )}
    </MemberPageFrame>
  );
}
