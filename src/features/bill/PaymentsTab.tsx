import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../components/page/StatusStates';
import { asApiError, useGetPaymentsQuery, useGetPaymentsSummaryQuery } from './billApi';
import { formatBillMonth, formatDate, formatMoney } from './billFormat';
import { TableScroll, useFormatLanguage } from './BillParts';
import { MultiPay } from './MultiPay';

const CHANNELS = ['creditCard', 'autoDebit', 'convenienceStore', 'bankTransfer', 'online'];

/** What each number owes, paid together in one payment. */
function OutstandingBills() {
  const { t } = useTranslation('bill');
  const { currentData, error, isFetching, refetch } = useGetPaymentsSummaryQuery(undefined);
  if (error && !isFetching) {
    return (
      <ErrorState
        title={t('summary.loadError')}
        error={asApiError(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!currentData) return <LoadingState label={t('summary.loading')} lines={3} />;
  return <MultiPay summary={currentData} />;
}

/** The payments received for the selected number (Bill/Payments), newest first. */
function PaymentsList({ deviceNo, name }: { deviceNo: string; name: string }) {
  const { t } = useTranslation('bill');
  const language = useFormatLanguage();
  const { currentData, error, isFetching, refetch } = useGetPaymentsQuery({ deviceNo });
  let content;
  if (error && !isFetching) {
    content = (
      <ErrorState
        title={t('payments.loadError')}
        error={asApiError(error)}
        onRetry={() => void refetch()}
      />
    );
  } else if (!currentData) {
    content = <LoadingState label={t('payments.loading')} lines={4} />;
  } else if (currentData.length === 0) {
    content = (
      <EmptyState title={t('payments.empty.title')}>
        <p className="state__message">{t('payments.empty.body')}</p>
      </EmptyState>
    );
  } else {
    content = (
      <TableScroll label={t('payments.caption', { number: name })}>
        <table className="bill-table">
          <caption className="visually-hidden">{t('payments.caption', { number: name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('payments.date')}</th>
              <th scope="col">{t('payments.month')}</th>
              <th scope="col" className="bill-table__amount">
                {t('payments.amount')}
              </th>
              <th scope="col">{t('payments.channel')}</th>
              <th scope="col">{t('payments.id')}</th>
            </tr>
          </thead>
          <tbody>
            {currentData.map((payment) => (
              <tr key={payment.paymentId}>
                <th scope="row">{formatDate(payment.paidDate, language)}</th>
                <td>{formatBillMonth(payment.billMonth, language)}</td>
                <td className="bill-table__amount">{formatMoney(payment.amount, language)}</td>
                <td>
                  {CHANNELS.includes(payment.channel)
                    ? t(`channel.${payment.channel}`)
                    : payment.channel}
                </td>
                <td className="bill-table__id">{payment.paymentId}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    );
  }
  return (
    <section className="card bill-payments" aria-labelledby="bill-payments-heading">
      <h2 id="bill-payments-heading" className="bill-section-heading">
        {t('payments.heading', { number: name })}
      </h2>
      {content}
    </section>
  );
}

/** Paying several numbers at once, and the payments received for the selected number. */
export function PaymentsTab({ deviceNo, name }: { deviceNo: string; name: string }) {
  return (
    <>
      <OutstandingBills />
      <PaymentsList deviceNo={deviceNo} name={name} />
    </>
  );
}
