import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithholdingService } from '../../api/types/bill';
import { Button } from '../../components/Button';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { formatDate, formatMoney } from '../../lib/format';
import type { Device } from '../../api/types/member';
import { ConfirmStep } from '../../components/ConfirmStep';
import {
  asApiError,
  useGetWithholdingListQuery,
  useStopWithholdingMutation,
} from './billSettingsApi';
import { FormSuccess } from '../../components/form/FormAlert';
import { Facts } from '../../components/Facts';
import { StatusBadge } from '../../components/StatusBadge';
import './billSettings.css';

function ServiceRow({
  device,
  service,
  onStopped,
}: {
  device: Device;
  service: WithholdingService;
  onStopped: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('billSettings');
  const [confirming, setConfirming] = useState(false);
  const [stop, stopping] = useStopWithholdingMutation();

  async function confirmStop() {
    if (stopping.isLoading) return;
    const result = await stop({ deviceNo: device.deviceNo, serviceId: service.serviceId });
    if ('error' in result) return;
    setConfirming(false);
    onStopped(t('withholding.stopped', { merchant: service.merchant }));
  }

  return (
    <li className="card bs-row">
      <div className="bs-row__main">
        <p className="bs-row__title">{service.merchant}</p>
        <p className="bs-muted">{service.description}</p>
        <Facts
          columns={2}
          items={[
            [t('withholding.since'), formatDate(service.since, i18n.language)],
            [t('withholding.month'), formatMoney(service.monthAmount)],
            [
              t('withholding.status'),
              <StatusBadge tone={service.status === 'active' ? 'ok' : 'neutral'}>
                {t(`withholding.statuses.${service.status}`)}
              </StatusBadge>,
            ],
          ]}
        />
      </div>
      {service.status !== 'active' ? null : confirming ? (
        <ConfirmStep
          question={t('withholding.confirm', { merchant: service.merchant })}
          confirmLabel={t('withholding.stopConfirm')}
          keepLabel={t('action.keep')}
          busy={stopping.isLoading}
          error={stopping.error ? asApiError(stopping.error) : null}
          onConfirm={() => void confirmStop()}
          onKeep={() => {
            setConfirming(false);
          }}
        />
      ) : (
        <div className="bs-actions">
          <Button
            variant="secondary"
            aria-label={t('withholding.stopFor', { merchant: service.merchant })}
            onClick={() => {
              setConfirming(true);
            }}
          >
            {t('withholding.stop')}
          </Button>
        </div>
      )}
    </li>
  );
}

function WithholdingList({ device, services }: { device: Device; services: WithholdingService[] }) {
  const { t } = useTranslation('billSettings');
  const [done, setDone] = useState('');
  return (
    <>
      <FormSuccess>{done || null}</FormSuccess>
      <ul className="bs-list" aria-label={t('withholding.listLabel')}>
        {services.map((service) => (
          <ServiceRow
            key={service.serviceId}
            device={device}
            service={service}
            onStopped={setDone}
          />
        ))}
      </ul>
    </>
  );
}

function WithholdingContent({ device }: { device: Device }) {
  const { t } = useTranslation('billSettings');
  return (
    <QueryView
      query={useGetWithholdingListQuery({ deviceNo: device.deviceNo })}
      loading={t('withholding.loading')}
      errorTitle={t('withholding.loadError')}
      isEmpty={(services) => services.length === 0}
      emptyTitle={t('withholding.empty')}
      emptyBody={<p>{t('withholding.emptyBody')}</p>}
    >
      {(services) => <WithholdingList device={device} services={services} />}
    </QueryView>
  );
}

/** /WithholdingPayment: third-party services charged with the number's bill, and stopping one. */
export default function WithholdingPaymentScreen() {
  const { t } = useTranslation(['billSettings', 'titles']);
  return (
    <MemberPageFrame title={t('titles:withholdingPayment')}>
      {({ device }) => (
        <>
          <p className="bs-note">{t('withholding.intro')}</p>
          <WithholdingContent key={device.deviceNo} device={device} />
        </>
      )}
    </MemberPageFrame>
  );
}
