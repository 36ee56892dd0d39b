import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { VoLteEligibility } from '../../api/contract';
import type { ApiError } from '../../api/http';
import { Button } from '../../components/Button';
import { FormSuccess } from '../../components/form/FormAlert';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { ErrorState } from '../../components/page/StatusStates';
import { href, paths } from '../../config/paths';
import { useGetDeviceInformationQuery } from '../../state/deviceInformationApi';
import { asApiError } from '../../state/portalApi';
import type { Device } from '../../api/types/member';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useApplyVoLteMutation, useGetVoLteCheckQuery } from './mobileApi';
import { Card } from '../../components/Card';
import { StatusBadge } from '../../components/StatusBadge';
import { Facts } from '../../components/Facts';
import './mobile.css';

const BENEFITS = ['hd', 'data', 'fast', 'free'] as const;

/** Yes or no, in words and not by colour alone. */
function Verdict({ ok, yes, no }: { ok: boolean; yes: string; no: string }) {
  return <StatusBadge tone={ok ? 'ok' : 'warn'}>{ok ? yes : no}</StatusBadge>;
}

/** The handset as device/information reports it: the model and the end of its IMEI. */
function HandsetFacts({ device, fallback }: { device: Device; fallback: string }) {
  const { t } = useTranslation('mobile');
  const query = useGetDeviceInformationQuery({ deviceNo: device.deviceNo });
  const info = query.currentData;
  const model = [info?.brand, info?.model].filter(Boolean).join(' ') || fallback;
  return (
    <>
      <div>{model}</div>
      {info?.imei ? (
        <div className="mb-muted">{t('volte.imei', { last: info.imei.slice(-4) })}</div>
      ) : null}
    </>
  );
}

function Eligibility({ device, check }: { device: Device; check: VoLteEligibility }) {
  const { t } = useTranslation('mobile');
  return (
    <Facts
      layout="stacked"
      columns={2}
      items={[
        [
          t('volte.handset'),
          <>
            <HandsetFacts device={device} fallback={check.handsetModel} />
            <div>
              <Verdict
                ok={check.handsetSupported}
                yes={t('volte.handsetYes')}
                no={t('volte.handsetNo')}
              />
            </div>
            {check.handsetSupported ? null : <div>{t('volte.handsetFix')}</div>}
          </>,
        ],
        [
          t('volte.plan'),
          <>
            <div>{check.planName}</div>
            <div>
              <Verdict ok={check.planSupported} yes={t('volte.planYes')} no={t('volte.planNo')} />
            </div>
            {check.planSupported ? null : (
              <div>
                {t('volte.planFix')}{' '}
                <Link to={href(paths.mobileRateChange)}>{t('volte.toPlans')}</Link>
              </div>
            )}
          </>,
        ],
      ]}
    />
  );
}

function VoLtePanel({
  device,
  check,
  onApplied,
}: {
  device: Device;
  check: VoLteEligibility;
  onApplied: () => void;
}) {
  const { t } = useTranslation('mobile');
  const [apply, { isLoading }] = useApplyVoLteMutation();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);

  async function confirm() {
    // The button is busy while the call runs: a double click applies once.
    if (isLoading) return;
    setFailure(null);
    const result = await apply({ deviceNo: device.deviceNo });
    setConfirming(false);
    if ('data' in result) onApplied();
    else setFailure(asApiError(result.error));
  }

  if (check.applied) {
    return (
      <Card title={t('volte.stateTitle')} className="mb-stack" stack>
        <p>
          <Verdict ok yes={t('volte.on')} no="" />
        </p>
        <p>{t('volte.onBody')}</p>
      </Card>
    );
  }
  const eligible = check.handsetSupported && check.planSupported;
  return (
    <Card title={t('volte.checkTitle')} className="mb-stack" stack>
      <Eligibility device={device} check={check} />
      {eligible ? (
        <>
          <p>{t('volte.eligible')}</p>
          <div className="form__actions">
            <Button
              onClick={() => {
                setConfirming(true);
              }}
            >
              {t('volte.apply')}
            </Button>
          </div>
        </>
      ) : (
        <p className="mb-warning">{t('volte.notEligible')}</p>
      )}
      {failure ? (
        <ErrorState title={t('volte.applyError')} error={failure} onRetry={() => void confirm()} />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t('volte.confirmTitle')}
          confirmLabel={t('volte.confirm')}
          busy={isLoading}
          onConfirm={() => void confirm()}
          onCancel={() => {
            setConfirming(false);
          }}
        >
          <p>{t('volte.confirmBody', { number: device.deviceNo })}</p>
          <p>{t('volte.confirmWhen')}</p>
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}

function VoLteContent({ device }: { device: Device }) {
  const { t } = useTranslation('mobile');
  const [applied, setApplied] = useState(false);
  return (
    <div className="mb-stack">
      <Card title={t('volte.aboutTitle')} className="mb-stack" stack>
        <ul className="mb-steps">
          {BENEFITS.map((benefit) => (
            <li key={benefit}>{t(`volte.benefit.${benefit}`)}</li>
          ))}
        </ul>
      </Card>
      <FormSuccess>{applied ? t('volte.done') : null}</FormSuccess>
      <QueryView
        query={useGetVoLteCheckQuery({ deviceNo: device.deviceNo })}
        loading={t('volte.loading')}
        errorTitle={t('volte.loadError')}
      >
        {(check) => (
          <VoLtePanel
            device={device}
            check={check}
            onApplied={() => {
              setApplied(true);
            }}
          />
        )}
      </QueryView>
    </div>
  );
}

/** /VoLTEApply: whether the number's handset and plan allow VoLTE, applying for it, the result. */
export default function VoLteScreen() {
  const { t } = useTranslation(['mobile', 'titles']);
  return (
    <MemberPageFrame title={t('titles:voLteApply')} kinds={['mobile']}>
      {({ device }) => <VoLteContent key={device.deviceNo} device={device} />}
    </MemberPageFrame>
  );
}
