import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage';
import { Link } from 'react-router-dom';
import type { SpendCap, SpendCapAction, SpendCapSettings } from '../../api/types/roaming';
import { href, paths } from '../../config/paths';
import { CheckboxField, RadioGroup, TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm } from '../../components/form/useForm';
import { QueryView } from '../../components/page/QueryView';
import { formatDataVolume, formatMoney, MEGABYTES_PER_GIGABYTE } from '../../lib/format';
import { asApiError } from '../../state/portalApi';
import { shareOfCap } from './capProjection';
import { useGetSpendCapQuery, useSetSpendCapMutation } from './roamingApi';
import { Card } from '../../components/Card';
import { useRefusal } from '../../components/useRefusal';

const MAX_AMOUNT = 100_000;
const MAX_DATA_GB = 1000;

interface CapValues {
  enabled: boolean;
  amount: string;
  dataGB: string;
  action: SpendCapAction;
}

function valuesOf(cap: SpendCap): CapValues {
  return {
    enabled: cap.enabled,
    amount: String(cap.monthlyAmount),
    dataGB:
      cap.dataThresholdMB === null ? '' : String(cap.dataThresholdMB / MEGABYTES_PER_GIGABYTE),
    action: cap.action,
  };
}

function CapStatus({ cap }: { cap: SpendCap }) {
  const { t } = useTranslation('roaming');
  const language = useLanguage();
  const spentId = useId();
  const share = shareOfCap(cap.spentThisMonth, cap.monthlyAmount);
  const stopped = cap.enabled && cap.action === 'stop' && cap.alertsReached.includes(100);
  return (
    <div className="roaming-cap__status">
      <p id={spentId}>
        {t('cap.spent', {
          spent: formatMoney(cap.spentThisMonth),
          cap: formatMoney(cap.monthlyAmount),
          share,
        })}
      </p>
      <meter
        className="roaming-meter"
        aria-labelledby={spentId}
        min={0}
        max={cap.monthlyAmount}
        low={cap.monthlyAmount * 0.5}
        high={cap.monthlyAmount * 0.8}
        optimum={0}
        value={Math.min(cap.spentThisMonth, cap.monthlyAmount)}
      />
      {cap.dataThresholdMB !== null ? (
        <p>
          {t('cap.dataUsed', {
            used: formatDataVolume(cap.dataUsedThisMonthMB, language),
            threshold: formatDataVolume(cap.dataThresholdMB, language),
            share: shareOfCap(cap.dataUsedThisMonthMB, cap.dataThresholdMB),
          })}
        </p>
      ) : null}
      {!cap.enabled ? <p>{t('cap.off')}</p> : null}
      {cap.alertsReached.length > 0 ? (
        <ul className="roaming-cap__alerts" aria-label={t('cap.alertsLabel')}>
          {cap.alertsReached.map((level) => (
            <li key={level} className="notice">
              {t('cap.alert', { level })}
            </li>
          ))}
        </ul>
      ) : null}
      {stopped ? <p className="notice">{t('cap.stopped')}</p> : null}
    </div>
  );
}

function CapForm({ deviceNo, cap }: { deviceNo: string; cap: SpendCap }) {
  const { t } = useTranslation('roaming');
  const form = useForm<CapValues>(valuesOf(cap), {
    labels: { amount: t('cap.amount'), dataGB: t('cap.data') },
  });
  const [save] = useSetSpendCapMutation();
  const worded = useRefusal('roaming');
  const [saved, setSaved] = useState(false);

  const submit = async (values: typeof form.values) => {
    setSaved(false);
    const amount = Number(values.amount.trim());
    const amountOk = /^\d+$/.test(values.amount.trim()) && amount >= 1 && amount <= MAX_AMOUNT;
    const dataText = values.dataGB.trim();
    const dataGB = Number(dataText);
    const dataOk =
      dataText === '' || (/^\d+(\.\d)?$/.test(dataText) && dataGB > 0 && dataGB <= MAX_DATA_GB);
    const ok = form.check({
      amount: amountOk ? undefined : t('cap.amountError', { max: formatMoney(MAX_AMOUNT) }),
      dataGB: dataOk ? undefined : t('cap.dataError', { max: MAX_DATA_GB }),
    });
    if (!ok) return;
    const settings: SpendCapSettings = {
      enabled: values.enabled,
      monthlyAmount: amount,
      dataThresholdMB: dataText === '' ? null : Math.round(dataGB * MEGABYTES_PER_GIGABYTE),
      // The alerts follow the channels chosen on /MyNotifySettings; the cap keeps its own unchanged.
      channel: cap.channel,
      action: values.action,
    };
    const result = await save({ deviceNo, cap: settings });
    if (result.error) form.fail(worded.of(asApiError(result.error)));
    else setSaved(true);
  };

  const edit = <K extends keyof CapValues>(name: K, value: CapValues[K]) => {
    setSaved(false);
    form.setValue(name, value);
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      submitLabel={t('cap.save')}
      summary={false}
      alertTitle={t('cap.failed')}
      success={saved ? t('cap.saved') : null}
      actionsClassName="roaming-actions"
      className="roaming-cap__form"
    >
      <CheckboxField
        {...form.field('enabled')}
        label={t('cap.enabled')}
        onChange={(checked) => {
          edit('enabled', checked);
        }}
      />
      <TextField
        {...form.field('amount')}
        inputMode="numeric"
        label={t('cap.amount')}
        prefix="NT$"
        onChange={(event) => {
          edit('amount', event.target.value);
        }}
      />
      <TextField
        {...form.field('dataGB')}
        inputMode="decimal"
        label={t('cap.data')}
        hint={t('cap.dataHint')}
        suffix="GB"
        onChange={(event) => {
          edit('dataGB', event.target.value);
        }}
      />
      <RadioGroup
        {...form.field('action')}
        name="roaming-cap-action"
        label={t('cap.action')}
        options={[
          { value: 'stop', label: t('cap.stop') },
          { value: 'alert', label: t('cap.alertOnly') },
        ]}
        onChange={(value) => {
          edit('action', value);
        }}
      />
    </Form>
  );
}

/**
 * The customer's own monthly roaming cap: the month's spend against it, the 50/80/100 % alerts
 * reached, and the cap itself (amount, data threshold, alert channel, stop or alert only).
 */
export function SpendCapSection({ deviceNo }: { deviceNo: string }) {
  const { t } = useTranslation('roaming');
  const query = useGetSpendCapQuery({ deviceNo });
  return (
    <Card title={t('cap.heading')} className="roaming-section roaming-cap" plain stack>
      <p>{t('cap.intro')}</p>
      <p>
        {t('cap.channelNote')}{' '}
        <Link to={href(paths.myNotifySettings, { notifyType: 'roaming' })}>
          {t('cap.channelLink')}
        </Link>
      </p>
      <QueryView query={query} loading={t('cap.loading')} errorTitle={t('cap.error')}>
        {(cap) => (
          <>
            <CapStatus cap={cap} />
            <CapForm deviceNo={deviceNo} cap={cap} />
          </>
        )}
      </QueryView>
    </Card>
  );
}
