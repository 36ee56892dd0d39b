import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import type { RechargeBalance, RechargeRecord } from '../../api/recharge';
import { Button } from '../../components/Button';
import { ErrorState, LoadingState } from '../../components/StatusStates';
import { formatDateTime, formatMoney } from '../../lib/format';
import { asApiError } from '../../state/portalApi';
import type { Device } from '../../state/types';
import { MemberPageFrame } from '../../components/MemberPageFrame';
import { useGetRechargeBalanceQuery, useRechargeMutation } from './paymentsApi';
import { useLanguage } from './paymentsFormat';
import { checkRechargeAmount } from './rechargeAmount';
import { RechargeLog } from './RechargeLog';
import { TextField } from './TextField';
import './payments.css';

function RechargeForm({ balance }: { balance: RechargeBalance }) {
  const { t } = useTranslation('usage');
  const language = useLanguage();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [done, setDone] = useState<RechargeRecord | null>(null);
  const [rechargeNumber, { isLoading }] = useRechargeMutation();
  const money = (amount: number) => formatMoney(amount, language);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (isLoading) return;
    const checked = checkRechargeAmount(typed, balance);
    if (!checked.ok) {
      setError(
        t(`recharge.error.${checked.error}`, {
          min: money(balance.minAmount),
          max: money(balance.maxAmount),
          step: money(balance.step),
          room: money(Math.max(balance.maxBalance - balance.balance, 0)),
        }),
      );
      return;
    }
    setError(undefined);
    setFailure(null);
    setDone(null);
    const result = await rechargeNumber({ deviceNo: balance.deviceNo, amount: checked.amount });
    if ('error' in result) {
      setFailure(asApiError(result.error));
      return;
    }
    setDone(result.data);
    setTyped('');
  }

  return (
    <form className="pay-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('recharge.amountLabel')}
        hint={t('recharge.amountHint', {
          min: money(balance.minAmount),
          max: money(balance.maxAmount),
          step: money(balance.step),
          limit: money(balance.maxBalance),
        })}
        error={error}
        inputMode="numeric"
        autoComplete="off"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
        }}
      />
      {failure ? <ErrorState title={t('recharge.failed')} error={failure} /> : null}
      {done ? (
        <p className="pay-success" role="status">
          {t('recharge.done', { amount: money(done.amount), balance: money(done.balanceAfter) })}
        </p>
      ) : null}
      <div className="pay-actions">
        <Button type="submit" busy={isLoading}>
          {t('recharge.submit')}
        </Button>
      </div>
    </form>
  );
}

function RechargeContent({ device }: { device: Device }) {
  const { t } = useTranslation('usage');
  const language = useLanguage();
  const mobile = device.deviceType === 'mobile';
  const { currentData, error, isFetching, refetch } = useGetRechargeBalanceQuery(
    { deviceNo: device.deviceNo },
    { skip: !mobile },
  );
  if (!mobile) {
    return (
      <div className="notice">
        <p className="state__title">{t('recharge.notMobileTitle')}</p>
        <p>{t('recharge.notMobileBody')}</p>
      </div>
    );
  }
  if (error && !isFetching) {
    return (
      <ErrorState
        title={t('recharge.loadError')}
        error={asApiError(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!currentData) return <LoadingState label={t('recharge.loading')} />;
  return (
    <>
      <section className="card pay-section" aria-labelledby="pay-balance-heading">
        <h2 id="pay-balance-heading" className="pay-heading">
          {t('recharge.balanceHeading')}
        </h2>
        <p className="pay-balance">{formatMoney(currentData.balance, language)}</p>
        <p className="pay-note">
          {t('recharge.balanceAt', { time: formatDateTime(currentData.updatedAt, language) })}
        </p>
        <p className="pay-note">{t('recharge.billedNote')}</p>
        <RechargeForm key={device.deviceNo} balance={currentData} />
      </section>
      <RechargeLog deviceNo={device.deviceNo} />
    </>
  );
}

/** /Recharge - the stored value of a mobile number: balance, recharge, and the log. */
export default function RechargeScreen() {
  const { t } = useTranslation('titles');
  return (
    <MemberPageFrame title={t('recharge')} ns="usage">
      {({ device }) => <RechargeContent device={device} />}
    </MemberPageFrame>
  );
}
