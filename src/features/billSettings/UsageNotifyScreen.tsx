import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertSetting } from '../../api/mobile';
import { Button } from '../../components/Button';
import { ErrorState, LoadingState } from '../../components/page/StatusStates';
import { formatMoney } from '../../lib/format';
import { validateEmail } from '../../lib/validators';
import type { Device } from '../../state/types';
import { AMOUNT_LIMIT, alertFieldsOf, parseAmountLimit, THRESHOLDS } from './alertSetting';
import {
  asApiError,
  useGetAlertSettingQuery,
  useUpdateAlertSettingMutation,
} from './billSettingsApi';
import { SelectField, TextField } from './Field';
import { FormAlert, FormSuccess } from './FormAlert';
import { MemberScreen, NotApplicable } from './MemberGate';

function AlertForm({ device, setting }: { device: Device; setting: AlertSetting }) {
  const { t } = useTranslation('billSettings');
  const { t: tv } = useTranslation('validation');
  const initial = alertFieldsOf(setting);
  const [fields, setFields] = useState(initial);
  const [amountText, setAmountText] = useState(String(initial.amountLimit));
  const [errors, setErrors] = useState<{ amount?: string; email?: string }>({});
  const [saved, setSaved] = useState(false);
  const [update, updating] = useUpdateAlertSettingMutation();

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (updating.isLoading) return;
    const amount = fields.amountAlert ? parseAmountLimit(amountText) : fields.amountLimit;
    const email = validateEmail(fields.email);
    const next: typeof errors = {};
    if (amount === null) {
      next.amount = t('usage.amountError', {
        min: formatMoney(AMOUNT_LIMIT.min),
        max: formatMoney(AMOUNT_LIMIT.max),
      });
    }
    if (fields.notifyBy === 'email' && !email.ok) next.email = tv(email.error);
    setErrors(next);
    setSaved(false);
    if (amount === null || next.email) {
      document
        .querySelector<HTMLElement>(`[data-field="${next.amount ? 'amount' : 'email'}"]`)
        ?.focus();
      return;
    }
    const result = await update({
      deviceNo: device.deviceNo,
      setting: { ...setting, ...fields, amountLimit: amount, email: email.ok ? email.value : '' },
    });
    if (!('error' in result)) setSaved(true);
  }

  return (
    <form
      className="card bs-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="bs-usage-form"
    >
      <h2 id="bs-usage-form" className="bs-section-title">
        {t('usage.formTitle')}
      </h2>
      <label className="bs-check">
        <input
          type="checkbox"
          checked={fields.dataAlert}
          onChange={(event) => {
            setFields({ ...fields, dataAlert: event.target.checked });
          }}
        />
        {t('usage.dataAlert')}
      </label>
      <SelectField
        label={t('usage.threshold')}
        disabled={!fields.dataAlert}
        value={fields.dataThreshold}
        onChange={(event) => {
          setFields({ ...fields, dataThreshold: Number(event.target.value) });
        }}
      >
        {THRESHOLDS.map((step) => (
          <option key={step} value={step}>
            {t('usage.thresholdOption', { percent: step })}
          </option>
        ))}
      </SelectField>
      <label className="bs-check">
        <input
          type="checkbox"
          checked={fields.amountAlert}
          onChange={(event) => {
            setFields({ ...fields, amountAlert: event.target.checked });
          }}
        />
        {t('usage.amountAlert')}
      </label>
      <TextField
        label={t('usage.amount')}
        hint={t('usage.amountHint')}
        inputMode="numeric"
        disabled={!fields.amountAlert}
        data-field="amount"
        value={amountText}
        error={errors.amount}
        onChange={(event) => {
          setAmountText(event.target.value);
        }}
      />
      <fieldset className="bs-choice">
        <legend>{t('usage.notifyBy')}</legend>
        {(['sms', 'email'] as const).map((option) => (
          <label key={option} className="bs-choice__option">
            <input
              type="radio"
              name="notifyBy"
              value={option}
              checked={fields.notifyBy === option}
              onChange={() => {
                setFields({ ...fields, notifyBy: option });
              }}
            />
            {t(`usage.channels.${option}`, { number: device.deviceNo })}
          </label>
        ))}
      </fieldset>
      {fields.notifyBy === 'email' ? (
        <TextField
          label={t('usage.email')}
          type="email"
          autoComplete="email"
          data-field="email"
          value={fields.email}
          error={errors.email}
          onChange={(event) => {
            setFields({ ...fields, email: event.target.value });
          }}
        />
      ) : null}
      {updating.error ? <FormAlert error={asApiError(updating.error)} /> : null}
      {saved ? <FormSuccess>{t('usage.saved')}</FormSuccess> : null}
      <div className="bs-actions">
        <Button type="submit" busy={updating.isLoading}>
          {t('action.save')}
        </Button>
      </div>
    </form>
  );
}

function UsageContent({ device }: { device: Device }) {
  const { t } = useTranslation('billSettings');
  const query = useGetAlertSettingQuery(
    { deviceNo: device.deviceNo },
    { skip: device.deviceType !== 'mobile' },
  );
  if (device.deviceType !== 'mobile') return <NotApplicable kind={device.deviceType} />;
  if (query.error && !query.isFetching) {
    return (
      <ErrorState
        title={t('usage.loadError')}
        error={asApiError(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.currentData) return <LoadingState label={t('usage.loading')} />;
  return <AlertForm device={device} setting={query.currentData} />;
}

/** /UsageNotify: alerts when the number's data use or charges pass a limit. */
export default function UsageNotifyScreen() {
  const { t } = useTranslation(['billSettings', 'titles']);
  return (
    <MemberScreen title={t('titles:usageNotify')}>
      {(device) => <UsageContent key={device.deviceNo} device={device} />}
    </MemberScreen>
  );
}
