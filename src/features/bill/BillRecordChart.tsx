import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../components/page/StatusStates';
import { asApiError, useGetBillRecordQuery } from './billApi';
import { formatBillMonth, formatMoney } from './billFormat';
import { BillStatusBadge, TableScroll, useFormatLanguage } from './BillParts';

/**
 * The number's bill amounts month by month (Bill/BillRecord): a table whose amount cells carry
 * a bar, so it reads as a chart and as a table alike.
 */
export function BillRecordChart({ deviceNo }: { deviceNo: string }) {
  const { t } = useTranslation('bill');
  const language = useFormatLanguage();
  const { currentData, error, isFetching, refetch } = useGetBillRecordQuery({ deviceNo });

  let content;
  if (error && !isFetching) {
    content = (
      <ErrorState
        title={t('record.loadError')}
        error={asApiError(error)}
        onRetry={() => void refetch()}
      />
    );
  } else if (!currentData) {
    content = <LoadingState label={t('record.loading')} lines={4} />;
  } else {
    const highest = Math.max(1, ...currentData.months.map((month) => month.amount));
    content = (
      <>
        <p className="bill-record__average">
          {t('record.average', { amount: formatMoney(currentData.averageAmount, language) })}
        </p>
        <TableScroll label={t('record.caption')}>
          <table className="bill-table bill-record__table">
            <caption className="visually-hidden">{t('record.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('record.month')}</th>
                <th scope="col">{t('record.amount')}</th>
                <th scope="col">{t('record.status')}</th>
              </tr>
            </thead>
            <tbody>
              {currentData.months.map((month) => (
                <tr key={month.billMonth}>
                  <th scope="row">{formatBillMonth(month.billMonth, language)}</th>
                  <td className="bill-record__amount">
                    <span
                      className="bill-record__bar"
                      aria-hidden="true"
                      style={{ width: `${String(Math.round((month.amount / highest) * 100))}%` }}
                    />
                    <span className="bill-record__value">
                      {formatMoney(month.amount, language)}
                    </span>
                  </td>
                  <td>
                    <BillStatusBadge status={month.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </>
    );
  }
  return (
    <section className="card bill-record" aria-labelledby="bill-record-heading">
      <h2 id="bill-record-heading" className="bill-section-heading">
        {t('record.heading')}
      </h2>
      {content}
    </section>
  );
}
