import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../components/StatusStates';
import { formatDateTime, formatMoney } from '../../lib/format';
import { asApiError } from '../../state/portalApi';
import { useGetRechargeLogQuery } from './paymentsApi';
import { useLanguage } from './paymentsFormat';
import { TableRegion } from './TableRegion';

/** The number's recharges, newest first. */
export function RechargeLog({ deviceNo }: { deviceNo: string }) {
  const { t } = useTranslation('usage');
  const language = useLanguage();
  const { currentData, error, isFetching, refetch } = useGetRechargeLogQuery({ deviceNo });
  let content;
  if (error && !isFetching) {
    content = (
      <ErrorState
        title={t('recharge.logError')}
        error={asApiError(error)}
        onRetry={() => void refetch()}
      />
    );
  } else if (!currentData) {
    content = <LoadingState label={t('recharge.logLoading')} />;
  } else if (currentData.length === 0) {
    content = <EmptyState title={t('recharge.logEmpty')} />;
  } else {
    content = (
      <TableRegion label={t('recharge.logHeading')}>
        <table className="pay-table">
          <caption className="visually-hidden">{t('recharge.logHeading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('recharge.columnAt')}</th>
              <th scope="col">{t('recharge.columnAmount')}</th>
              <th scope="col">{t('recharge.columnBalance')}</th>
              <th scope="col">{t('recharge.columnId')}</th>
            </tr>
          </thead>
          <tbody>
            {currentData.map((row) => (
              <tr key={row.rechargeId}>
                <th scope="row">{formatDateTime(row.at, language)}</th>
                <td>{formatMoney(row.amount, language)}</td>
                <td>{formatMoney(row.balanceAfter, language)}</td>
                <td>{row.rechargeId}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    );
  }
  return (
    <section className="card pay-section" aria-labelledby="pay-log-heading">
      <h2 id="pay-log-heading" className="pay-heading">
        {t('recharge.logHeading')}
      </h2>
      {content}
    </section>
  );
}
