import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TelSuspendStatus } from '../../api/mobile';
import { RadioGroup, TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { FormSuccess } from '../../components/form/FormAlert';
import { useForm } from '../../components/form/useForm';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDateTime } from '../../lib/format';
import { useAppDispatch } from '../../state/hooks';
import type { Device } from '../../api/types/member';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { mobileTags, useGetSuspendStatusQuery } from './mobileApi';
import {
  ACTIONS_BY_STATE,
  SERVICE_PASSWORD,
  SUSPEND_CALLS,
  type SuspendAction,
} from './suspendActions';
import { Card } from '../../components/Card';
import { StatusBadge } from '../../components/StatusBadge';

function StatusCard({ status }: { status: TelSuspendStatus }) {
  const { t } = useTranslation('mobile');
  const language = useLanguage();
  return (
    <Card title={t('suspend.statusTitle')} className="mb-stack" stack>
      <p>
        <StatusBadge tone={status.status === 'normal' ? 'ok' : 'warn'}>
          {t(`suspend.state.${status.status}`)}
        </StatusBadge>
      </p>
      {status.suspendedSince ? (
        <p className="mb-muted">
          {t('suspend.since', { when: formatDateTime(status.suspendedSince, language) })}
        </p>
      ) : null}
    </Card>
  );
}

function SuspendForm({
  device,
  status,
  onDone,
}: {
  device: Device;
  status: TelSuspendStatus;
  onDone: (action: SuspendAction | null) => void;
}) {
  const { t } = useTranslation('mobile');
  const dispatch = useAppDispatch();
  const form = useForm<{ action: SuspendAction | ''; password: string }>(
    { action: '', password: '' },
    { labels: { action: t('suspend.chooseTitle'), password: t('suspend.password') } },
  );
  const [confirming, setConfirming] = useState(false);
  const action = form.values.action;

  function review() {
    onDone(null);
    const valid = form.check({
      action: action ? undefined : t('suspend.chooseError'),
      password: SERVICE_PASSWORD.test(form.values.password.trim())
        ? undefined
        : t('suspend.passwordError'),
    });
    if (valid) setConfirming(true);
    return undefined;
  }

  function confirm() {
    // One call at a time: a double click on confirm suspends or resumes once.
    void form.run(async () => {
      if (!action) return;
      // The password goes straight to the call and is dropped after it, whatever the answer.
      const result = await SUSPEND_CALLS[action]({ passwd: form.values.password.trim() });
      form.setValue('password', '');
      setConfirming(false);
      if ('data' in result) {
        onDone(action);
        dispatch(mobileTags.suspendStatus(device.deviceNo));
      } else if (result.error.code === 'PASSWORD_WRONG') {
        form.setError('password', t('suspend.passwordWrong'));
      } else if (result.error.code === 'PASSWORD_LOCKED') {
        // The status read again carries the time the lock ends; the form gives way to it.
        dispatch(mobileTags.suspendStatus(device.deviceNo));
      } else {
        form.fail(result.error);
      }
    });
  }

  return (
    <>
      <Form
        form={form}
        onSubmit={review}
        submitLabel={t('suspend.review')}
        className="card form form--wide"
      >
        <RadioGroup
          {...form.field('action')}
          label={t('suspend.chooseTitle')}
          name="mb-suspend-action"
          layout="cards"
          options={ACTIONS_BY_STATE[status.status].map((option) => ({
            value: option,
            label: (
              <span className="mb-option">
                <span className="mb-option__title">{t(`suspend.action.${option}`)}</span>
                <span className="mb-muted">{t(`suspend.actionHint.${option}`)}</span>
              </span>
            ),
          }))}
        />
        <TextField
          {...form.field('password')}
          label={t('suspend.password')}
          hint={t('suspend.passwordHint')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
        />
        <p className="mb-muted">{t('suspend.lockRule')}</p>
      </Form>
      {confirming && action ? (
        <ConfirmDialog
          title={t(`suspend.confirmTitle.${action}`)}
          confirmLabel={t(`suspend.confirm.${action}`)}
          busy={form.busy}
          onConfirm={confirm}
          onCancel={() => {
            setConfirming(false);
          }}
        >
          <p>{t(`suspend.lose.${action}`)}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** Too many wrong service passwords: nothing can be done until the lock ends. */
function PasswordLocked({ until }: { until: string }) {
  const { t } = useTranslation('mobile');
  const language = useLanguage();
  return (
    <p className="mb-warning" role="status">
      {t('suspend.locked', { when: formatDateTime(until, language) })}
    </p>
  );
}

function SuspendContent({ device }: { device: Device }) {
  const { t } = useTranslation('mobile');
  const [done, setDone] = useState<SuspendAction | null>(null);
  return (
    <QueryView
      query={useGetSuspendStatusQuery({ deviceNo: device.deviceNo })}
      loading={t('suspend.loading')}
      errorTitle={t('suspend.loadError')}
    >
      {(status) => (
        <div className="mb-stack">
          <StatusCard status={status} />
          <FormSuccess>{done ? t(`suspend.done.${done}`) : null}</FormSuccess>
          {status.passwordLockedUntil ? (
            <PasswordLocked until={status.passwordLockedUntil} />
          ) : (
            <SuspendForm key={status.status} device={device} status={status} onDone={setDone} />
          )}
        </div>
      )}
    </QueryView>
  );
}

/** /MobileSuspendResume: the number's status, suspending one or both ways, and resuming. */
export default function MobileSuspendResumeScreen() {
  const { t } = useTranslation(['mobile', 'titles']);
  return (
    <MemberPageFrame title={t('titles:mobileSuspendResume')} kinds={['mobile']}>
      {({ device }) => <SuspendContent key={device.deviceNo} device={device} />}
    </MemberPageFrame>
  );
}
