import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EReceiptMonthInfo, EReceiptReissue } from '../../api/eReceipt';
import type { ApiError } from '../../api/http';
import { Button } from '../../components/Button';
import { EmptyState, ErrorState, LoadingState } from '../../components/StatusStates';
import { formatDate, formatMoney } from '../../lib/format';
import { asApiError } from '../../state/portalApi';
import type { Device } from '../../state/types';
import { MemberPageFrame } from '../../components/MemberPageFrame';
import { useGetEReceiptMonthInfoQuery, useReissueEReceiptMutation } from './paymentsApi';
import { formatBillingMonth, useLanguage } from './paymentsFormat';
import { TableRegion } from './TableRegion';
import './payments.css';

export const REISSUE_MAX_MONTHS = 6;
type Choice = Record<string, { bill: boolean; receipt: boolean }>;

function ReissueForm({ info }: { info: EReceiptMonthInfo }) {
  const { t } = useTranslation('usage');
  const language = useLanguage();
  const [choice, setChoice] = useState<Choice>({});
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [done, setDone] = useState<EReceiptReissue | null>(null);
  const [reissue, { isLoading }] = useReissueEReceiptMutation();

  const toggle = (month: string, part: 'bill' | 'receipt', on: boolean) => {
    const current = choice[month] ?? { bill: false, receipt: false };
    setChoice({ ...choice, [month]: { ...current, [part]: on } });
  };

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (isLoading) return;
    const billMonths = info.months.filter((m) => choice[m.billMonth]?.bill).map((m) => m.billMonth);
    const receiptMonths = info.months
      .filter((m) => choice[m.billMonth]?.receipt)
      .map((m) => m.billMonth);
    const months = new Set([...billMonths, ...receiptMonths]);
    if (months.size === 0) {
      setError(t('eReceipt.error.nothing'));
      return;
    }
    if (months.size > REISSUE_MAX_MONTHS) {
      setError(t('eReceipt.error.tooMany', { max: REISSUE_MAX_MONTHS }));
      return;
    }
    setError(undefined);
    setFailure(null);
    setDone(null);
    const result = await reissue({ deviceNo: info.deviceNo, billMonths, receiptMonths });
    if ('error' in result) {
      setFailure(asApiError(result.error));
      return;
    }
    setDone(result.data);
    setChoice({});
  }

  return (
    <form className="pay-form pay-form--wide" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="pay-fieldset" aria-describedby={error ? 'pay-reissue-error' : undefined}>
        <legend>{t('eReceipt.legend', { max: REISSUE_MAX_MONTHS })}</legend>
        <TableRegion label={t('eReceipt.tableCaption')}>
          <table className="pay-table">
            <caption className="visually-hidden">{t('eReceipt.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('eReceipt.columnMonth')}</th>
                <th scope="col">{t('eReceipt.columnAmount')}</th>
                <th scope="col">{t('eReceipt.columnPaid')}</th>
                <th scope="col">{t('eReceipt.columnBill')}</th>
                <th scope="col">{t('eReceipt.columnReceipt')}</th>
              </tr>
            </thead>
            <tbody>
              {info.months.map((month) => {
                const label = formatBillingMonth(month.billMonth, language);
                const paid = month.status === 'paid';
                return (
                  <tr key={month.billMonth}>
                    <th scope="row">{label}</th>
                    <td>{formatMoney(month.amount, language)}</td>
                    <td>
                      {paid && month.paidDate
                        ? formatDate(month.paidDate, language)
                        : t(`eReceipt.status.${month.status}`)}
                    </td>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={t('eReceipt.billFor', { month: label })}
                        checked={choice[month.billMonth]?.bill ?? false}
                        onChange={(event) => {
                          toggle(month.billMonth, 'bill', event.target.checked);
                        }}
                      />
                    </td>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={t('eReceipt.receiptFor', { month: label })}
                        disabled={!paid}
                        checked={choice[month.billMonth]?.receipt ?? false}
                        onChange={(event) => {
                          toggle(month.billMonth, 'receipt', event.target.checked);
                        }}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableRegion>
        {error ? (
          <p id="pay-reissue-error" className="pay-field__error">
            {error}
          </p>
        ) : null}
      </fieldset>
      <p className="pay-note">{t('eReceipt.sendTo', { email: info.email })}</p>
      {failure ? <ErrorState title={t('eReceipt.failed')} error={failure} /> : null}
      {done ? (
        <p className="pay-success" role="status">
          {t('eReceipt.done', {
            email: done.email,
            id: done.reissueId,
            months: new Set([...done.billMonths, ...done.receiptMonths]).size,
          })}
        </p>
      ) : null}
      <div className="pay-actions">
        <Button type="submit" busy={isLoading}>
          {t('eReceipt.submit')}
        </Button>
      </div>
    </form>
  );
}

function EReceiptContent({ device }: { device: Device }) {
  const { t } = useTranslation('usage');
  const { currentData, error, isFetching, refetch } = useGetEReceiptMonthInfoQuery({
    deviceNo: device.deviceNo,
  });
  if (error && !isFetching) {
    return (
      <ErrorState
        title={t('eReceipt.loadError')}
        error={asApiError(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!currentData) return <LoadingState label={t('eReceipt.loading')} lines={5} />;
  if (currentData.months.length === 0) {
    return (
      <EmptyState title={t('eReceipt.emptyTitle')}>
        <p>{t('eReceipt.emptyBody')}</p>
      </EmptyState>
    );
  }
  return (
    <section className="card pay-section" aria-labelledby="pay-months-heading">
      <h2 id="pay-months-heading" className="pay-heading">
        {t('eReceipt.heading')}
      </h2>
      <p className="pay-note">{t('eReceipt.intro')}</p>
      <ReissueForm key={device.deviceNo} info={currentData} />
    </section>
  );
}

/** /EReceipt - the months of a number and the reissue of bill copies and payment receipts. */
export default function EReceiptScreen() {
  const { t } = useTranslation('titles');
  return (
    <MemberPageFrame title={t('eReceipt')} ns="usage">
      {({ device }) => <EReceiptContent device={device} />}
    </MemberPageFrame>
  );
}
