import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bibrApply,
  bibrApplyStep2,
  bibrCancel,
  bibrCancelStep2,
  type BarringChallenge,
  type BarringKind,
  type BarringStatus,
} from '../../api/device';
import type { ApiError } from '../../api/http';
import { Button } from '../../components/Button';
import { MemberPageFrame } from '../../components/MemberPageFrame';
import { ErrorState, LoadingState } from '../../components/StatusStates';
import { useAppDispatch } from '../../state/hooks';
import { asApiError } from '../../state/portalApi';
import type { Device } from '../../state/types';
import { mobileTags, useGetBarringStatusQuery } from './mobileApi';
import { FormAlert, MobileOnly, TextField } from './MobileParts';

const KINDS: BarringKind[] = ['BI', 'BR'];
const OTP = /^\d{6}$/;

interface Pending {
  kind: BarringKind;
  action: 'apply' | 'cancel';
  challenge: BarringChallenge;
}

const STEP1 = { apply: bibrApply, cancel: bibrCancel } as const;
const STEP2 = { apply: bibrApplyStep2, cancel: bibrCancelStep2 } as const;

/** Step 2: the SMS code, sent with the session of step 1 and dropped after the call. */
function OtpStep({
  pending,
  onResend,
  onDone,
  onCancel,
}: {
  pending: Pending;
  onResend: () => void;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('mobile');
  const [otp, setOtp] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    setFailure(null);
    if (!OTP.test(otp.trim())) {
      setError(t('barring.otpError'));
      document.querySelector<HTMLElement>('[data-field="otp"]')?.focus();
      return;
    }
    setError('');
    inFlight.current = true;
    setBusy(true);
    const result = await STEP2[pending.action]({
      sessionId: pending.challenge.sessionId,
      otp: otp.trim(),
    });
    setOtp('');
    inFlight.current = false;
    setBusy(false);
    if ('data' in result) onDone();
    else if (result.error.code === 'OTP_WRONG') {
      setError(t('barring.otpWrong'));
      document.querySelector<HTMLElement>('[data-field="otp"]')?.focus();
    } else setFailure(result.error);
  }

  return (
    <form
      className="card mb-stack"
      noValidate
      aria-labelledby="mb-otp-title"
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="mb-otp-title" className="mb-section-title">
        {t(`barring.otpTitle.${pending.action}`, { kind: t(`barring.kind.${pending.kind}`) })}
      </h2>
      <p role="status">{t('barring.sent', { number: pending.challenge.sentTo })}</p>
      <TextField
        label={t('barring.otp')}
        hint={t('barring.otpHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        data-field="otp"
        value={otp}
        error={error}
        onChange={(event) => {
          setOtp(event.target.value);
        }}
      />
      {failure ? <FormAlert error={failure} /> : null}
      <div className="mb-actions">
        <Button type="submit" busy={busy}>
          {t(`barring.confirm.${pending.action}`)}
        </Button>
        <Button variant="secondary" onClick={onResend} disabled={busy}>
          {t('barring.resend')}
        </Button>
        <Button variant="link" onClick={onCancel} disabled={busy}>
          {t('action.cancel', { ns: 'common' })}
        </Button>
      </div>
    </form>
  );
}

function BarringPanel({ device, status }: { device: Device; status: BarringStatus }) {
  const { t } = useTranslation('mobile');
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<Pending | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [starting, setStarting] = useState<BarringKind | null>(null);
  const [done, setDone] = useState('');

  async function start(kind: BarringKind, action: 'apply' | 'cancel') {
    if (starting) return;
    setStarting(kind);
    setFailure(null);
    setDone('');
    const result = await STEP1[action]({ type: kind });
    setStarting(null);
    if ('data' in result) setPending({ kind, action, challenge: result.data });
    else setFailure(result.error);
  }

  return (
    <div className="mb-stack">
      <p className={done ? 'mb-success' : 'visually-hidden'} role="status">
        {done}
      </p>
      {failure ? <FormAlert error={failure} /> : null}
      {pending ? (
        <OtpStep
          key={pending.challenge.sessionId}
          pending={pending}
          onResend={() => void start(pending.kind, pending.action)}
          onCancel={() => {
            setPending(null);
          }}
          onDone={() => {
            setDone(
              t(`barring.done.${pending.action}`, { kind: t(`barring.kind.${pending.kind}`) }),
            );
            setPending(null);
            dispatch(mobileTags.barring(device.deviceNo));
          }}
        />
      ) : (
        KINDS.map((kind) => {
          const barred = status[kind];
          return (
            <section key={kind} className="card mb-stack" aria-labelledby={`mb-barring-${kind}`}>
              <h2 id={`mb-barring-${kind}`} className="mb-section-title">
                {t(`barring.kind.${kind}`)}
              </h2>
              <p className="mb-muted">{t(`barring.explain.${kind}`)}</p>
              <p>
                <span className={`mb-status${barred ? ' mb-status--off' : ''}`}>
                  {barred ? t('barring.barred') : t('barring.notBarred')}
                </span>
              </p>
              <div className="mb-actions">
                <Button
                  variant={barred ? 'secondary' : 'primary'}
                  busy={starting === kind}
                  onClick={() => void start(kind, barred ? 'cancel' : 'apply')}
                >
                  {t(barred ? `barring.cancel.${kind}` : `barring.apply.${kind}`)}
                </Button>
              </div>
            </section>
          );
        })
      )}
    </div>
  );
}

function BarringContent({ device }: { device: Device }) {
  const { t } = useTranslation('mobile');
  const query = useGetBarringStatusQuery({ deviceNo: device.deviceNo });
  if (query.error && !query.isFetching) {
    return (
      <ErrorState
        title={t('barring.loadError')}
        error={asApiError(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.currentData) return <LoadingState label={t('barring.loading')} />;
  return <BarringPanel device={device} status={query.currentData} />;
}

/** /BIBRSetting: barring incoming calls, at home or while roaming, confirmed by an SMS code. */
export default function BarringScreen() {
  const { t } = useTranslation(['mobile', 'titles']);
  return (
    <MemberPageFrame title={t('titles:bibrSetting')} ns="mobile">
      {({ device }) => (
        <MobileOnly device={device}>
          <BarringContent key={device.deviceNo} device={device} />
        </MobileOnly>
      )}
    </MemberPageFrame>
  );
}
