import { useTranslation } from 'react-i18next';
import { QueryView } from '../../components/page/QueryView';
import { DataTable } from '../../components/table/DataTable';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useGetRechargeLogQuery } from './paymentsApi';

/** The number's recharges, newest first. */
export function RechargeLog({ deviceNo }: { deviceNo: string }) {
  const { t } = useTranslation('usage');
  const language = useLanguage();
  // Not a landmark of its own: the table's scroll region already is one, named like the heading.
  return (
    <section className="card pay-section">
      <h2 id="pay-log-heading" className="pay-heading">
        {t('recharge.logHeading')}
      </h2>
      <QueryView
        query={useGetRechargeLogQuery({ deviceNo })}
        loading={t('recharge.logLoading')}
        errorTitle={t('recharge.logError')}
        isEmpty={(rows) => rows.length === 0}
        emptyTitle={t('recharge.logEmpty')}
      >
        {(rows) => (
          <DataTable
            caption={t('recharge.logHeading')}
            rows={rows}
            rowKey={(row) => row.rechargeId}
            empty={t('recharge.logEmpty')}
            columns={[
              {
                key: 'at',
                header: t('recharge.columnAt'),
                rowHeader: true,
                cell: (row) => formatDateTime(row.at, language),
              },
              {
                key: 'amount',
                header: t('recharge.columnAmount'),
                numeric: true,
                cell: (row) => formatMoney(row.amount),
              },
              {
                key: 'balance',
                header: t('recharge.columnBalance'),
                numeric: true,
                cell: (row) => formatMoney(row.balanceAfter),
              },
              { key: 'id', header: t('recharge.columnId'), cell: (row) => row.rechargeId },
            ]}
          />
        )}
      </QueryView>
    </section>
  );
}
