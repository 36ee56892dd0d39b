import { useTranslation } from 'react-i18next';
import { QueryView } from '../../components/page/QueryView';
import { DataTable } from '../../components/table/DataTable';
import { useGetPaymentsQuery, useGetPaymentsSummaryQuery } from './billApi';
import { formatDate, formatMoney, formatMonth } from '../../lib/format';
import { useLanguage } from '../../i18n/useLanguage';
import { MultiPay } from './MultiPay';
import { Card } from '../../components/Card';

const CHANNELS = ['creditCard', 'autoDebit', 'convenienceStore', 'bankTransfer', 'online'];

/** What each number owes, paid together in one payment. */
function OutstandingBills() {
  const { t } = useTranslation('bill');
  return (
    <QueryView
      query={useGetPaymentsSummaryQuery(undefined)}
      loading={t('summary.loading')}
      loadingLines={3}
      errorTitle={t('summary.loadError')}
    >
      {(summary) => <MultiPay summary={summary} />}
    </QueryView>
  );
}

/** The payments received for the selected number (Bill/Payments), newest first. */
function PaymentsList({ deviceNo, name }: { deviceNo: string; name: string }) {
  const { t } = useTranslation('bill');
  const language = useLanguage();
  return (
    <Card title={t('payments.heading', { number: name })} className="bill-payments" stack>
      <QueryView
        query={useGetPaymentsQuery({ deviceNo })}
        loading={t('payments.loading')}
        loadingLines={4}
        errorTitle={t('payments.loadError')}
        isEmpty={(payments) => payments.length === 0}
        emptyTitle={t('payments.empty.title')}
        emptyBody={<p className="state__message">{t('payments.empty.body')}</p>}
      >
        {(payments) => (
          <DataTable
            caption={t('payments.caption')}
            rows={payments}
            rowKey={(payment) => payment.paymentId}
            empty={t('payments.empty.title')}
            columns={[
              {
                key: 'date',
                header: t('payments.date'),
                rowHeader: true,
                cell: (payment) => formatDate(payment.paidDate, language),
              },
              {
                key: 'month',
                header: t('payments.month'),
                cell: (payment) => formatMonth(payment.billMonth, language),
              },
              {
                key: 'amount',
                header: t('payments.amount'),
                numeric: true,
                cell: (payment) => formatMoney(payment.amount),
              },
              {
                key: 'channel',
                header: t('payments.channel'),
                cell: (payment) =>
                  CHANNELS.includes(payment.channel)
                    ? t(`channel.${payment.channel}`)
                    : payment.channel,
              },
              { key: 'id', header: t('payments.id'), cell: (payment) => payment.paymentId },
            ]}
          />
        )}
      </QueryView>
    </Card>
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
