import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NetworkServiceStatus } from '../../api/device';
import type { ApiError } from '../../api/http';
import { Button } from '../../components/Button';
import { FormSuccess } from '../../components/form/FormAlert';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { ErrorState } from '../../components/page/StatusStates';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate, formatMoney } from '../../lib/format';
import { maskPhone } from '../../lib/mask';
import { asApiError } from '../../state/portalApi';
import type { Device } from '../../api/types/member';
import { ConfirmDialog } from './ConfirmDialog';
import { useGetNetworkServiceQuery, useSetNetworkServiceMutation } from './mobileApi';
import { Card } from '../../components/Card';
import { StatusBadge } from '../../components/StatusBadge';
import './mobile.css';

/** The service code of the fake base-station alert in the NW call family (routes.md Decisions). */
const FAKE_BASE_STATION_ALERT = 'FAKE2G';

const THREATS = ['scamSms', 'phishing', 'downgrade'] as const;

function AlertSwitch({ device, status }: { device: Device; status: NetworkServiceStatus }) {
  const { t } = useTranslation('mobile');
  const language = useLanguage();
  const [setService, { isLoading }] = useSetNetworkServiceMutation();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [done, setDone] = useState<'on' | 'off' | null>(null);
  const on = status.active;
  const next = on ? 'off' : 'on';

  async function change() {
    // The confirm button is busy while the call runs: a double click changes the state once.
    if (isLoading) return;
    setFailure(null);
    setDone(null);
    const result = await setService({
      deviceNo: device.deviceNo,
      serviceCode: FAKE_BASE_STATION_ALERT,
      on: next === 'on',
    });
    setConfirming(false);
    if ('data' in result) setDone(next);
    else setFailure(asApiError(result.error));
  }

  return (
    <Card title={t('fake2g.stateTitle')} className="mb-stack" stack>
      <p>
        <StatusBadge tone={on ? 'ok' : 'warn'}>{on ? t('fake2g.on') : t('fake2g.off')}</StatusBadge>
      </p>
      {on && status.since ? (
        <p className="mb-muted">
          {t('fake2g.since', { date: formatDate(status.since, language) })}
        </p>
      ) : null}
      <p>
        {status.monthlyFee > 0
          ? t('fake2g.fee', { amount: formatMoney(status.monthlyFee) })
          : t('fake2g.free')}
      </p>
      <FormSuccess>{done ? t(`fake2g.done.${done}`) : null}</FormSuccess>
      <div className="form__actions">
        <Button
          variant={on ? 'secondary' : 'primary'}
          onClick={() => {
            setConfirming(true);
          }}
        >
          {t(`fake2g.turn.${next}`)}
        </Button>
      </div>
      {failure ? (
        <ErrorState title={t('fake2g.changeError')} error={failure} onRetry={() => void change()} />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t(`fake2g.confirmTitle.${next}`)}
          confirmLabel={t(`fake2g.confirm.${next}`)}
          busy={isLoading}
          onConfirm={() => void change()}
          onCancel={() => {
            setConfirming(false);
          }}
        >
          <p>{t(`fake2g.confirmBody.${next}`, { number: maskPhone(device.deviceNo) })}</p>
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}

function FakeBaseStationContent({ device }: { device: Device }) {
  const { t } = useTranslation('mobile');
  return (
    <div className="mb-stack">
      <QueryView
        query={useGetNetworkServiceQuery({
          deviceNo: device.deviceNo,
          serviceCode: FAKE_BASE_STATION_ALERT,
        })}
        loading={t('fake2g.loading')}
        errorTitle={t('fake2g.loadError')}
      >
        {(status) => <AlertSwitch device={device} status={status} />}
      </QueryView>
      <Card title={t('fake2g.howTitle')} className="mb-stack" stack>
        <p>{t('fake2g.how', { number: maskPhone(device.deviceNo) })}</p>
        <p>{t('fake2g.howSafe')}</p>
      </Card>
      <Card title={t('fake2g.whatTitle')} className="mb-stack" stack>
        <p>{t('fake2g.what')}</p>
        <ul className="mb-steps">
          {THREATS.map((threat) => (
            <li key={threat}>{t(`fake2g.threat.${threat}`)}</li>
          ))}
        </ul>
        <p className="mb-muted">{t('fake2g.limits')}</p>
      </Card>
    </div>
  );
}

/** /DetectFake2GSetting: the fake base-station (2G) alert of the number, on or off. */
export default function FakeBaseStationScreen() {
  const { t } = useTranslation(['mobile', 'titles']);
  return (
    <MemberPageFrame title={t('titles:detectFake2GSetting')} kinds={['mobile']}>
      {({ device }) => <FakeBaseStationContent key={device.deviceNo} device={device} />}
    </MemberPageFrame>
  );
}
