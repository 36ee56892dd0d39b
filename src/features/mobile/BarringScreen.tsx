import { useState } from 'react';
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
import { FormAlert, FormSuccess } from '../../components/form/FormAlert';
import { CodeStep } from '../../components/form/CodeStep';
import { Form } from '../../components/form/Form';
import { useCodeStep } from '../../components/form/useCodeStep';
import { useForm } from '../../components/form/useForm';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { useAppDispatch } from '../../state/hooks';
import type { Device } from '../../api/types/member';
import { mobileTags, useGetBarringStatusQuery } from './mobileApi';
import { StatusBadge } from '../../components/StatusBadge';
import './mobile.css';

const KINDS: BarringKind[] = ['BI', 'BR'];

interface Pending {
  kind: BarringKind;
  action: 'apply' | 'cancel';
  challenge: BarringChallenge;
}

const STEP1 = { apply: bibrApply, cancel: bibrCancel } as const;
const STEP2 = { apply: bibrApplyStep2, cancel: bibrCancelStep2 } as const;

/**
 * Step 2: the SMS code, sent with the session of step 1 and dropped after the call. A new code
 * starts step 1 again and gives a new session (`onRenewed`).
 */
function OtpStep({
  pending,
  onRenewed,
  onDone,
  onCancel,
}: {
  pending: Pending;
  onRenewed: (challenge: BarringChallenge) => void;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('mobile');
  const form = useForm({ otp: '' }, { labels: { otp: t('barring.otp') } });
  const code = useCodeStep(form, 'otp', {
    sent: true,
    request: async () => {
      const result = await STEP1[pending.action]({ type: pending.kind });
      if ('error' in result) {
        form.fail(result.error);
        return false;
      }
      onRenewed(result.data);
      return true;
    },
  });

  async function submit(values: { otp: string }) {
    if (!form.check({ otp: code.problem() })) return;
    const otp = values.otp.trim();
    const result = await STEP2[pending.action]({ sessionId: pending.challenge.sessionId, otp });
    if ('data' in result) onDone();
    else if (result.error.code === 'OTP_WRONG') code.refuse(t('barring.otpWrong'));
    else form.fail(result.error);
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      title={t(`barring.otpTitle.${pending.action}`, { kind: t(`barring.kind.${pending.kind}`) })}
      className="form"
      stack
      submitLabel={t(`barring.confirm.${pending.action}`)}
      actions={
        <Button variant="secondary" onClick={onCancel} disabled={form.busy}>
          {t('action.cancel', { ns: 'common' })}
        </Button>
      }
    >
      <p role="status">{t('barring.sent', { number: pending.challenge.sentTo })}</p>
      <CodeStep step={code} label={t('barring.otp')} hint={t('barring.otpHint')} />
    </Form>
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
      <FormSuccess>{done || null}</FormSuccess>
      <FormAlert error={failure} />
      {pending ? (
        <OtpStep
          pending={pending}
          onRenewed={(challenge) => {
            setPending({ ...pending, challenge });
          }}
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
                <StatusBadge tone={barred ? 'warn' : 'ok'}>
                  {barred ? t('barring.barred') : t('barring.notBarred')}
                </StatusBadge>
              </p>
              <div className="form__actions">
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
  return (
    <QueryView
      query={useGetBarringStatusQuery({ deviceNo: device.deviceNo })}
      loading={t('barring.loading')}
      errorTitle={t('barring.loadError')}
    >
      {(status) => <BarringPanel device={device} status={status} />}
    </QueryView>
  );
}

/** /BIBRSetting: barring incoming calls, at home or while roaming, confirmed by an SMS code. */
export default function BarringScreen() {
  const { t } = useTranslation(['mobile', 'titles']);
  return (
    <MemberPageFrame title={t('titles:bibrSetting')} kinds={['mobile']}>
      {({ device }) => <BarringContent key={device.deviceNo} device={device} />}
    </MemberPageFrame>
  );
}
