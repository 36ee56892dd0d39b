import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NetworkServiceStatus } from '../api/device';
import type { ApiError } from '../api/http';
import { useLanguage } from '../i18n/useLanguage';
import { formatDate, formatMoney } from '../lib/format';
import { maskPhone } from '../lib/mask';
import {
  useGetNetworkServiceQuery,
  useSetNetworkServiceMutation,
} from '../state/networkServiceApi';
import { Button } from './Button';
import { Card } from './Card';
import { ConfirmDialog } from './ConfirmDialog';
import { FormSuccess } from './form/FormAlert';
import { QueryView } from './page/QueryView';
import { ErrorState } from './page/StatusStates';
import { StatusBadge } from './StatusBadge';
import { useRefusal } from './useRefusal';
import { useServerNow } from './useServerNow';

export interface NetworkServiceSwitchProps {
  deviceNo: string;
  /** The service code the NW calls carry in their `servicecode` header. */
  serviceCode: string;
  /** The namespace and key prefix of the service's words (see the keys below). */
  ns: string;
  prefix: string;
  className?: string;
}

/**
 * A network-side service of a number (Device/NWStatus, ApplyNW, CancelNW) as one card: on or off,
 * since when, the monthly fee, and a button that turns it the other way after a confirmation
 * stating the fee and the day it runs from. The words are the service's own, under
 * `<ns>:<prefix>.`: loading, loadError, stateTitle, on, off, since, fee, free, done.on|off,
 * turn.on|off, changeError, confirmTitle.on|off, confirm.on|off, confirmBody.on|off (given
 * `number`, `fee` and `date`).
 */
export function NetworkServiceSwitch({
  deviceNo,
  serviceCode,
  ns,
  prefix,
  className,
}: NetworkServiceSwitchProps) {
  const { t } = useTranslation(ns, { keyPrefix: prefix });
  return (
    <QueryView
      query={useGetNetworkServiceQuery({ deviceNo, serviceCode })}
      loading={t('loading')}
      errorTitle={t('loadError')}
    >
      {(status) => (
        <ServiceState
          deviceNo={deviceNo}
          status={status}
          ns={ns}
          prefix={prefix}
          className={className}
        />
      )}
    </QueryView>
  );
}

function ServiceState({
  deviceNo,
  status,
  ns,
  prefix,
  className,
}: Omit<NetworkServiceSwitchProps, 'serviceCode'> & { status: NetworkServiceStatus }) {
  const { t } = useTranslation(ns, { keyPrefix: prefix });
  const language = useLanguage();
  const refusal = useRefusal(ns);
  const today = useServerNow();
  const [setService, { isLoading }] = useSetNetworkServiceMutation();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [done, setDone] = useState<'on' | 'off' | null>(null);
  const on = status.active;
  const next = on ? 'off' : 'on';
  const fee = formatMoney(status.monthlyFee);

  async function change() {
    // The confirm button is busy while the call runs: a double click changes the state once.
    if (isLoading) return;
    setFailure(null);
    setDone(null);
    const result = await setService({ deviceNo, serviceCode: status.serviceCode, on: !on });
    setConfirming(false);
    if ('data' in result) setDone(next);
    else setFailure(refusal.of(result.error));
  }

  return (
    <Card title={t('stateTitle')} className={className} stack>
      <p>
        <StatusBadge tone={on ? 'ok' : 'warn'}>{on ? t('on') : t('off')}</StatusBadge>
      </p>
      {on && status.since ? (
        <p>{t('since', { date: formatDate(status.since, language) })}</p>
      ) : null}
      <p>{status.monthlyFee > 0 ? t('fee', { amount: fee }) : t('free')}</p>
      <FormSuccess>{done ? t(`done.${done}`) : null}</FormSuccess>
      <div className="form__actions">
        <Button
          variant={on ? 'secondary' : 'primary'}
          onClick={() => {
            setConfirming(true);
          }}
        >
          {t(`turn.${next}`)}
        </Button>
      </div>
      {failure ? (
        <ErrorState title={t('changeError')} error={failure} onRetry={() => void change()} />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t(`confirmTitle.${next}`)}
          confirmLabel={t(`confirm.${next}`)}
          busy={isLoading}
          onConfirm={() => void change()}
          onCancel={() => {
            setConfirming(false);
          }}
        >
          <p>
            {t(`confirmBody.${next}`, {
              number: maskPhone(deviceNo),
              fee,
              date: formatDate(today ?? new Date(), language),
            })}
          </p>
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}
