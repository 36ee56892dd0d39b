import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertSetting } from '../../api/mobile';
import { CheckboxField, RadioGroup, SelectField, TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { formatMoney } from '../../lib/format';
import { validateEmail } from '../../lib/validators';
import type { Device } from '../../api/types/member';
import { AMOUNT_LIMIT, alertFieldsOf, parseAmountLimit, THRESHOLDS } from './alertSetting';
import {
  asApiError,
  useGetAlertSettingQuery,
  useUpdateAlertSettingMutation,
} from './billSettingsApi';
import './billSettings.css';

function AlertForm({ device, setting }: { device: Device; setting: AlertSetting }) {
  const { t } = useTranslation('billSettings');
  const message = useValidationMessage();
  const initial = alertFieldsOf(setting);
  // In screen order, so that the first wrong field takes focus.
  const form = useForm(
    {
      dataAlert: initial.dataAlert,
      dataThreshold: initial.dataThreshold,
      amountAlert: initial.amountAlert,
      amount: String(initial.amountLimit),
      notifyBy: initial.notifyBy,
      email: initial.email,
    },
    { labels: { amount: t('usage.amount'), email: t('usage.email') } },
  );
  const { values } = form;
  const [saved, setSaved] = useState(false);
  const [update] = useUpdateAlertSettingMutation();

  async function submit() {
    const amount = values.amountAlert ? parseAmountLimit(values.amount) : initial.amountLimit;
    const email = validateEmail(values.email);
    setSaved(false);
    const valid = form.check({
      amount:
        amount === null
          ? t('usage.amountError', {
              min: formatMoney(AMOUNT_LIMIT.min),
              max: formatMoney(AMOUNT_LIMIT.max),
            })
          : undefined,
      email: values.notifyBy === 'email' ? message(email) : undefined,
    });
    if (!valid || amount === null) return;
    const { dataAlert, dataThreshold, amountAlert, notifyBy } = values;
    const result = await update({
      deviceNo: device.deviceNo,
      setting: {
        ...setting,
        ...{ dataAlert, dataThreshold, amountAlert, notifyBy },
        amountLimit: amount,
        email: email.ok ? email.value : '',
      },
    });
    if ('error' in result) form.fail(asApiError(result.error));
    else setSaved(true);
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      submitLabel={t('action.save')}
      success={saved ? t('usage.saved') : null}
      title={t('usage.formTitle')}
      className="form form--wide bs-form"
      stack
    >
      <CheckboxField label={t('usage.dataAlert')} {...form.field('dataAlert')} />
      <SelectField
        label={t('usage.threshold')}
        disabled={!values.dataAlert}
        value={String(values.dataThreshold)}
        options={THRESHOLDS.map((step) => ({
          value: String(step),
          label: t('usage.thresholdOption', { percent: step }),
        }))}
        onChange={(step) => {
          form.setValue('dataThreshold', Number(step));
        }}
      />
      <CheckboxField label={t('usage.amountAlert')} {...form.field('amountAlert')} />
      <TextField
        {...form.field('amount')}
        label={t('usage.amount')}
        hint={t('usage.amountHint')}
        inputMode="numeric"
        disabled={!values.amountAlert}
      />
      <RadioGroup
        label={t('usage.notifyBy')}
        name="notifyBy"
        options={(['sms', 'email'] as const).map((option) => ({
          value: option,
          label: t(`usage.channels.${option}`, { number: device.deviceNo }),
        }))}
        {...form.field('notifyBy')}
      />
      {values.notifyBy === 'email' ? (
        <TextField
          {...form.field('email')}
          label={t('usage.email')}
          type="email"
          autoComplete="email"
        />
      ) : null}
    </Form>
  );
}

function UsageContent({ device }: { device: Device }) {
  const { t } = useTranslation('billSettings');
  return (
    <QueryView
      query={useGetAlertSettingQuery({ deviceNo: device.deviceNo })}
      loading={t('usage.loading')}
      errorTitle={t('usage.loadError')}
    >
      {(setting) => <AlertForm device={device} setting={setting} />}
    </QueryView>
  );
}

/** /UsageNotify: alerts when the number's data use or charges pass a limit. */
export default function UsageNotifyScreen() {
  const { t } = useTranslation('titles');
  return (
    <MemberPageFrame title={t('usageNotify')} kinds={['mobile']}>
      {({ device }) => <UsageContent key={device.deviceNo} device={device} />}
    </MemberPageFrame>
  );
}
