import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RechargeBalance, RechargeRecord } from '../../api/recharge';
import { TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm } from '../../components/form/useForm';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDateTime, formatMoney } from '../../lib/format';
import { asApiError } from '../../state/portalApi';
import type { Device } from '../../api/types/member';
import { useGetRechargeBalanceQuery, useRechargeMutation } from './paymentsApi';
import { checkRechargeAmount } from './rechargeAmount';
import { RechargeLog } from './RechargeLog';
import { Card } from '../../components/Card';
import './payments.css';

function RechargeForm({ balance }: { balance: RechargeBalance }) {
  const { t } = useTranslation('usage');
  const form = useForm({ amount: '' });
  const [done, setDone] = useState<RechargeRecord | null>(null);
  const [rechargeNumber, { isLoading }] = useRechargeMutation();

  async function submit({ amount }: { amount: string }) {
    const checked = checkRechargeAmount(amount, balance);
    const error = checked.ok
      ? undefined
      : t(`recharge.error.${checked.error}`, {
          min: formatMoney(balance.minAmount),
          max: formatMoney(balance.maxAmount),
          step: formatMoney(balance.step),
          room: formatMoney(Math.max(balance.maxBalance - balance.balance, 0)),
        });
    if (!form.check({ amount: error }) || !checked.ok) return;
    setDone(null);
    const result = await rechargeNumber({ deviceNo: balance.deviceNo, amount: checked.amount });
    if ('error' in result) {
      form.fail(asApiError(result.error));
      return;
    }
    setDone(result.data);
    form.reset();
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      submitLabel={t('recharge.submit')}
      busy={isLoading}
      summary={false}
      alertTitle={t('recharge.failed')}
      success={
        done
          ? t('recharge.done', {
              amount: formatMoney(done.amount),
              balance: formatMoney(done.balanceAfter),
            })
          : null
      }
    >
      <TextField
        {...form.field('amount')}
        label={t('recharge.amountLabel')}
        hint={t('recharge.amountHint', {
          min: formatMoney(balance.minAmount),
          max: formatMoney(balance.maxAmount),
          step: formatMoney(balance.step),
          limit: formatMoney(balance.maxBalance),
        })}
        inputMode="numeric"
        autoComplete="off"
      />
    </Form>
  );
}

function RechargeContent({ device }: { device: Device }) {
  const { t } = useTranslation('usage');
  const language = useLanguage();
  const mobile = device.deviceType === 'mobile';
  const query = useGetRechargeBalanceQuery({ deviceNo: device.deviceNo }, { skip: !mobile });
  if (!mobile) {
    return (
      <div className="notice">
        <p className="state__title">{t('recharge.notMobileTitle')}</p>
        <p>{t('recharge.notMobileBody')}</p>
      </div>
    );
  }
  return (
    <QueryView query={query} loading={t('recharge.loading')} errorTitle={t('recharge.loadError')}>
      {(balance) => (
        <>
          <Card title={t('recharge.balanceHeading')} className="pay-section" stack>
            <p className="pay-balance">{formatMoney(balance.balance)}</p>
            <p className="pay-note">
              {t('recharge.balanceAt', { time: formatDateTime(balance.updatedAt, language) })}
            </p>
            <p className="pay-note">{t('recharge.billedNote')}</p>
            <RechargeForm key={device.deviceNo} balance={balance} />
          </Card>
          <RechargeLog deviceNo={device.deviceNo} />
        </>
      )}
    </QueryView>
  );
}

/** /Recharge - the stored value of a mobile number: balance, recharge, and the log. */
export default function RechargeScreen() {
  const { t } = useTranslation('titles');
  return (
    <MemberPageFrame title={t('recharge')}>
      {({ device }) => <RechargeContent device={device} />}
    </MemberPageFrame>
  );
}
