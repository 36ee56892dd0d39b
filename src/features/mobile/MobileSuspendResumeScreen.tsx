import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import type { TelSuspendStatus } from '../../api/mobile';
import { Button } from '../../components/Button';
import { MemberPageFrame } from '../../components/MemberPageFrame';
import { ErrorState, LoadingState } from '../../components/StatusStates';
import { formatDateTime } from '../../lib/format';
import { useAppDispatch } from '../../state/hooks';
import { asApiError } from '../../state/portalApi';
import type { Device } from '../../state/types';
import { mobileTags, useGetSuspendStatusQuery } from './mobileApi';
import { ConfirmDialog, FormAlert, MobileOnly, TextField } from './MobileParts';
import {
  ACTIONS_BY_STATE,
  SERVICE_PASSWORD,
  SUSPEND_CALLS,
  type SuspendAction,
} from './suspendActions';

function StatusCard({ status }: { status: TelSuspendStatus }) {
  const { t, i18n } = useTranslation('mobile');
  return (
    <section className="card mb-stack" aria-labelledby="mb-suspend-status">
      <h2 id="mb-suspend-status" className="mb-section-title">
        {t('suspend.statusTitle')}
      </h2>
      <p>
        <span className={`mb-status${status.status === 'normal' ? '' : ' mb-status--off'}`}>
          {t(`suspend.state.${status.status}`)}
        </span>
      </p>
      {status.suspendedSince ? (
        <p className="mb-muted">
          {t('suspend.since', { when: formatDateTime(status.suspendedSince, i18n.language) })}
        </p>
      ) : null}
    </section>
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
  const actions = ACTIONS_BY_STATE[status.status];
  const [action, setAction] = useState<SuspendAction | ''>('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ action?: string; password?: string }>({});
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  function review(event: SyntheticEvent) {
    event.preventDefault();
    setFailure(null);
    onDone(null);
    const next: typeof errors = {};
    if (!action) next.action = t('suspend.chooseError');
    if (!SERVICE_PASSWORD.test(password.trim())) next.password = t('suspend.passwordError');
    setErrors(next);
    if (next.action) {
      document.querySelector<HTMLElement>('input[name="mb-suspend-action"]')?.focus();
    } else if (next.password) {
      document.querySelector<HTMLElement>('[data-field="password"]')?.focus();
    } else {
      setConfirming(true);
    }
  }

  async function confirm() {
    if (inFlight.current || !action) return;
    inFlight.current = true;
    setBusy(true);
    // The password goes straight to the call and is dropped after it, whatever the answer.
    const result = await SUSPEND_CALLS[action]({ passwd: password.trim() });
    setPassword('');
    inFlight.current = false;
    setBusy(false);
    setConfirming(false);
    if ('data' in result) {
      onDone(action);
      dispatch(mobileTags.suspendStatus(device.deviceNo));
      return;
    }
    if (result.error.code === 'PASSWORD_WRONG') {
      setErrors({ password: t('suspend.passwordWrong') });
      document.querySelector<HTMLElement>('[data-field="password"]')?.focus();
    } else {
      setFailure(result.error);
    }
  }

  return (
    <>
      <form className="card mb-stack" noValidate onSubmit={review}>
        <fieldset
          className="mb-choices"
          aria-describedby={errors.action ? 'mb-suspend-action-error' : undefined}
        >
          <legend>{t('suspend.chooseTitle')}</legend>
          {actions.map((option) => (
            <div key={option} className="mb-choice">
              <input
                id={`mb-suspend-${option}`}
                type="radio"
                name="mb-suspend-action"
                value={option}
                checked={action === option}
                onChange={() => {
                  setAction(option);
                  setErrors({ ...errors, action: undefined });
                }}
              />
              <label htmlFor={`mb-suspend-${option}`} className="mb-choice__body">
                <span className="mb-choice__title">{t(`suspend.action.${option}`)}</span>
                <span className="mb-muted">{t(`suspend.actionHint.${option}`)}</span>
              </label>
            </div>
          ))}
          {errors.action ? (
            <p id="mb-suspend-action-error" className="mb-field__error">
              {errors.action}
            </p>
          ) : null}
        </fieldset>
        <TextField
          label={t('suspend.password')}
          hint={t('suspend.passwordHint')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          data-field="password"
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.target.value);
          }}
        />
        {failure ? <FormAlert error={failure} /> : null}
        <div className="mb-actions">
          <Button type="submit">{t('suspend.review')}</Button>
        </div>
      </form>
      {confirming && action ? (
        <ConfirmDialog
          title={t(`suspend.confirmTitle.${action}`)}
          confirmLabel={t(`suspend.confirm.${action}`)}
          busy={busy}
          onConfirm={() => void confirm()}
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

function SuspendContent({ device }: { device: Device }) {
  const { t } = useTranslation('mobile');
  const query = useGetSuspendStatusQuery({ deviceNo: device.deviceNo });
  const [done, setDone] = useState<SuspendAction | null>(null);
  if (query.error && !query.isFetching) {
    return (
      <ErrorState
        title={t('suspend.loadError')}
        error={asApiError(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.currentData) return <LoadingState label={t('suspend.loading')} />;
  return (
    <div className="mb-stack">
      <StatusCard status={query.currentData} />
      <p className={done ? 'mb-success' : 'visually-hidden'} role="status">
        {done ? t(`suspend.done.${done}`) : null}
      </p>
      <SuspendForm
        key={query.currentData.status}
        device={device}
        status={query.currentData}
        onDone={setDone}
      />
    </div>
  );
}

/** /MobileSuspendResume: the number's status, suspending one or both ways, and resuming. */
export default function MobileSuspendResumeScreen() {
  const { t } = useTranslation(['mobile', 'titles']);
  return (
    <MemberPageFrame title={t('titles:mobileSuspendResume')} ns="mobile">
      {({ device }) => (
        <MobileOnly device={device}>
          <SuspendContent key={device.deviceNo} device={device} />
        </MobileOnly>
      )}
    </MemberPageFrame>
  );
}
