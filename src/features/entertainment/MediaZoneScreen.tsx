import { useTranslation } from 'react-i18next';
import type { MediaService } from '../../api/entertainment';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import { FormAlert, FormSuccess } from '../../components/form/FormAlert';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { StatusBadge } from '../../components/StatusBadge';
import { useRouteHandle } from '../../components/useRouteHandle';
import { useAppSelector, useAppStore } from '../../state/hooks';
import { openLink } from '../../state/hostLink';
import { selectMemberToken } from '../../state/member';
import { useGetMediaZoneQuery } from './entertainmentApi';
import { ItemCard } from './ItemCard';
import { usePartnerLink, type PartnerLink } from '../../components/usePartnerLink';
import './entertainment.css';

function HowToActivate({ service, partner }: { service: MediaService; partner: PartnerLink }) {
  const { t } = useTranslation('entertainment');
  const store = useAppStore();
  const waiting = service.lines.some((line) => line.status === 'notActivated');
  if (service.activation === 'automatic') return <p>{t('media.how.automatic')}</p>;
  return (
    <>
      <p>{t(`media.how.${service.activation}`, { name: service.name })}</p>
      {waiting ? (
        <div className="entertainment-actions">
          {service.activation === 'partner' ? (
            <Button
              busy={partner.running === service.id}
              onClick={() => void partner.open(service.id, service.url)}
            >
              {t('media.activate', { name: service.name })}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => void openLink(store, service.url)}>
              {t('media.getApp', { name: service.name })}
            </Button>
          )}
        </div>
      ) : null}
      <FormAlert
        title={t('partner.failed')}
        error={partner.failure?.key === service.id ? partner.failure.error : null}
      />
      <FormSuccess>
        {partner.opened === service.id ? t('media.opened', { name: service.name }) : null}
      </FormSuccess>
    </>
  );
}

function IncludedService({ service, partner }: { service: MediaService; partner: PartnerLink }) {
  const { t } = useTranslation('entertainment');
  return (
    <ItemCard title={service.name} kind={t(`media.kind.${service.kind}`)}>
      <Facts
        layout="split"
        items={service.lines.map((line) => [
          t('media.line', { number: line.deviceNo, plan: line.ratePlan }),
          <StatusBadge tone={line.status === 'active' ? 'ok' : 'warn'}>
            {t(`media.status.${line.status}`)}
          </StatusBadge>,
        ])}
      />
      <HowToActivate service={service} partner={partner} />
    </ItemCard>
  );
}

function Services({ services }: { services: MediaService[] }) {
  const { t } = useTranslation('entertainment');
  const partner = usePartnerLink(t('partner.notAllowed'));
  const included = services.filter((service) => service.lines.length > 0);
  const others = services.filter((service) => service.lines.length === 0);
  return (
    <>
      <Card title={t('media.includedTitle')} plain stack>
        {included.length === 0 ? <p>{t('media.noneIncluded')}</p> : null}
        {included.length > 0 ? (
          <ul className="entertainment-grid">
            {included.map((service) => (
              <li key={service.id}>
                <IncludedService service={service} partner={partner} />
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
      {others.length > 0 ? (
        <Card title={t('media.othersTitle')}>
          <Facts
            items={others.map((service) => [
              service.name,
              t('media.includedIn', { plans: service.plans.join(t('media.planSeparator')) }),
            ])}
          />
        </Card>
      ) : null}
    </>
  );
}

function Zone({ token }: { token: string }) {
  const { t } = useTranslation('entertainment');
  return (
    <QueryView
      query={useGetMediaZoneQuery(token)}
      loading={t('media.loading')}
      errorTitle={t('media.error')}
      isEmpty={(services) => services.length === 0}
      emptyTitle={t('media.empty')}
      emptyBody={t('media.emptyBody')}
    >
      {(services) => <Services services={services} />}
    </QueryView>
  );
}

/** /MediaZone: the media services the customer's plans include, their status and activation. */
export default function MediaZoneScreen() {
  const { t } = useTranslation(['entertainment', 'titles']);
  const { routeKey } = useRouteHandle();
  const token = useAppSelector(selectMemberToken);
  return (
    <MemberPageFrame title={t(`titles:${routeKey}`)} needsDevice={false}>
      {() => (
        <>
          <p>{t('media.intro')}</p>
          <Zone token={token} />
        </>
      )}
    </MemberPageFrame>
  );
}
