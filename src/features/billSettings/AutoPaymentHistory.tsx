import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../components/page/StatusStates';
import { formatDate, formatMoney, formatMonth } from '../../lib/format';
import {
  asApiError,
  useGetAutoDebitsQuery,
  useGetAutoPaymentAccountHistoryQuery,
} from './billSettingsApi';
import { TableScroll } from './TableScroll';

const ACTIONS = ['add', 'edit', 'disable'] as const;

/** AutoPaymentAccountHistory: every change of the customer's automatic payments. */
export function AccountHistory() {
  const { t, i18n } = useTranslation('billSettings');
  const history = useGetAutoPaymentAccountHistoryQuery(undefined);
  let body;
  if (history.error && !history.isFetching) {
    body = (
      <ErrorState
        title={t('autoPayment.history.loadError')}
        error={asApiError(history.error)}
        onRetry={() => void history.refetch()}
      />
    );
  } else if (!history.currentData) {
    body = <LoadingState label={t('autoPayment.history.loading')} />;
  } else if (history.currentData.length === 0) {
    body = <EmptyState title={t('autoPayment.history.empty')} />;
  } else {
    body = (
      <TableScroll label={t('autoPayment.history.title')}>
        <table className="bs-table">
          <caption className="visually-hidden">{t('autoPayment.history.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('autoPayment.history.date')}</th>
              <th scope="col">{t('autoPayment.history.number')}</th>
              <th scope="col">{t('autoPayment.history.action')}</th>
              <th scope="col">{t('autoPayment.history.account')}</th>
            </tr>
          </thead>
          <tbody>
            {history.currentData.map((item) => {
              const action = ACTIONS.find((known) => known === item.action);
              return (
                <tr key={`${item.date}-${item.deviceNo ?? ''}-${item.action}`}>
                  <td>{formatDate(item.date, i18n.language)}</td>
                  <td>{item.deviceNo ?? ''}</td>
                  <td>{action ? t(`autoPayment.history.actions.${action}`) : item.action}</td>
                  <td className="bs-mono">
                    {item.type ? `${t(`autoPayment.type.${item.type}`)} ` : ''}
                    {item.account}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    );
  }
  return (
    <section className="bs-section">
      <h2 className="bs-section-title">{t('autoPayment.history.title')}</h2>
      {body}
    </section>
  );
}

/** AutoPaymentHistory: the bills paid by automatic payment. */
export function DebitHistory() {
  const { t, i18n } = useTranslation('billSettings');
  const debits = useGetAutoDebitsQuery(undefined);
  let body;
  if (debits.error && !debits.isFetching) {
    body = (
      <ErrorState
        title={t('autoPayment.debits.loadError')}
        error={asApiError(debits.error)}
        onRetry={() => void debits.refetch()}
      />
    );
  } else if (!debits.currentData) {
    body = <LoadingState label={t('autoPayment.debits.loading')} />;
  } else if (debits.currentData.length === 0) {
    body = <EmptyState title={t('autoPayment.debits.empty')} />;
  } else {
    body = (
      <TableScroll label={t('autoPayment.debits.title')}>
        <table className="bs-table">
          <caption className="visually-hidden">{t('autoPayment.debits.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('autoPayment.debits.month')}</th>
              <th scope="col">{t('autoPayment.history.number')}</th>
              <th scope="col">{t('autoPayment.debits.date')}</th>
              <th scope="col">{t('autoPayment.debits.amount')}</th>
              <th scope="col">{t('autoPayment.history.account')}</th>
            </tr>
          </thead>
          <tbody>
            {debits.currentData.slice(0, 12).map((item) => (
              <tr key={`${item.deviceNo}-${item.billMonth}`}>
                <td>{formatMonth(item.billMonth, i18n.language)}</td>
                <td>{item.deviceNo}</td>
                <td>{formatDate(item.debitDate, i18n.language)}</td>
                <td>{formatMoney(item.amount)}</td>
                <td className="bs-mono">{item.account}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    );
  }
  return (
    <section className="bs-section">
      <h2 className="bs-section-title">{t('autoPayment.debits.title')}</h2>
      {body}
    </section>
  );
}
