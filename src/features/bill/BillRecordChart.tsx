import { useTranslation } from 'react-i18next';
import { QueryView } from '../../components/page/QueryView';
import { DataTable } from '../../components/table/DataTable';
import { useLanguage } from '../../i18n/useLanguage';
import { formatMoney, formatMonth } from '../../lib/format';
import { useGetBillRecordQuery } from './billApi';
import { BillStatusBadge } from './BillParts';
import { Card } from '../../components/Card';

/**
 * The number's bill amounts month by month (Bill/BillRecord): a table whose amount cells carry
 * a bar, so it reads as a chart and as a table alike. Months are short ("Nov 2025"), so a label
 * stays on one line in every language.
 */
export function BillRecordChart({ deviceNo }: { deviceNo: string }) {
  const { t } = useTranslation('bill');
  const language = useLanguage();
  return (
    <Card title={t('record.heading')} className="bill-record" stack>
      <QueryView
        query={useGetBillRecordQuery({ deviceNo })}
        loading={t('record.loading')}
        loadingLines={4}
        errorTitle={t('record.loadError')}
      >
        {(record) => {
          const highest = Math.max(1, ...record.months.map((month) => month.amount));
          return (
            <>
              <p className="bill-record__average">
                {t('record.average', { amount: formatMoney(record.averageAmount) })}
              </p>
              <DataTable
                caption={t('record.caption')}
                className="bill-record__table"
                rows={record.months}
                rowKey={(month) => month.billMonth}
                empty={t('empty.title')}
                columns={[
                  {
                    key: 'month',
                    header: t('record.month'),
                    rowHeader: true,
                    cell: (month) => formatMonth(month.billMonth, language, 'short'),
                  },
                  {
                    key: 'amount',
                    header: t('record.amount'),
                    cell: (month) => (
                      <span className="bill-record__amount">
                        <span
                          className="bill-record__bar"
                          aria-hidden="true"
                          style={{
                            width: `${String(Math.round((month.amount / highest) * 100))}%`,
                          }}
                        />
                        <span className="bill-record__value">{formatMoney(month.amount)}</span>
                      </span>
                    ),
                  },
                  {
                    key: 'status',
                    header: t('record.status'),
                    cell: (month) => <BillStatusBadge status={month.status} />,
                  },
                ]}
              />
            </>
          );
        }}
      </QueryView>
    </Card>
  );
}
