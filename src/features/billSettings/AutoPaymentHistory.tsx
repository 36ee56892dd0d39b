import { useTranslation } from 'react-i18next';
import type { AutoDebitRecord, AutoPaymentHistoryItem } from '../../api/types/bill';
import { QueryView, type QueryLike } from '../../components/page/QueryView';
import { DataTable, type Column } from '../../components/table/DataTable';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate, formatMoney, formatMonth } from '../../lib/format';
import { useGetAutoDebitsQuery, useGetAutoPaymentAccountHistoryQuery } from './billSettingsApi';

const ACTIONS = ['add', 'edit', 'disable'] as const;

/** One history section: its heading and a table of the query's rows (or its loading/error/empty). */
function HistorySection<Row>(props: {
  texts: 'history' | 'debits';
  query: QueryLike<Row[]>;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
}) {
  const { t } = useTranslation('billSettings');
  const title = t(`autoPayment.${props.texts}.title`);
  return (
    <section className="bs-section">
      <h2 className="bs-section-title">{title}</h2>
      <QueryView
        query={props.query}
        loading={t(`autoPayment.${props.texts}.loading`)}
        errorTitle={t(`autoPayment.${props.texts}.loadError`)}
        isEmpty={(rows) => rows.length === 0}
        emptyTitle={t(`autoPayment.${props.texts}.empty`)}
      >
        {(rows) => (
          <DataTable
            caption={title}
            columns={props.columns}
            rows={rows}
            rowKey={props.rowKey}
            empty={t(`autoPayment.${props.texts}.empty`)}
          />
        )}
      </QueryView>
    </section>
  );
}

/** AutoPaymentAccountHistory: every change of the customer's automatic payments. */
export function AccountHistory() {
  const { t } = useTranslation('billSettings');
  const language = useLanguage();
  const columns: Column<AutoPaymentHistoryItem>[] = [
    {
      key: 'date',
      header: t('autoPayment.history.date'),
      cell: (item) => formatDate(item.date, language),
    },
    { key: 'number', header: t('autoPayment.history.number'), cell: (item) => item.deviceNo ?? '' },
    {
      key: 'action',
      header: t('autoPayment.history.action'),
      cell: (item) => {
        const action = ACTIONS.find((known) => known === item.action);
        return action ? t(`autoPayment.history.actions.${action}`) : item.action;
      },
    },
    {
      key: 'account',
      header: t('autoPayment.history.account'),
      cell: (item) => (
        <span className="bs-mono">
          {item.type ? `${t(`autoPayment.type.${item.type}`)} ` : ''}
          {item.account}
        </span>
      ),
    },
  ];
  return (
    <HistorySection
      texts="history"
      query={useGetAutoPaymentAccountHistoryQuery(undefined)}
      columns={columns}
      rowKey={(item) => `${item.date}-${item.deviceNo ?? ''}-${item.action}`}
    />
  );
}

/** AutoPaymentHistory: the bills paid by automatic payment (the last twelve). */
export function DebitHistory() {
  const { t } = useTranslation('billSettings');
  const language = useLanguage();
  const query = useGetAutoDebitsQuery(undefined);
  const columns: Column<AutoDebitRecord>[] = [
    {
      key: 'month',
      header: t('autoPayment.debits.month'),
      rowHeader: true,
      cell: (item) => formatMonth(item.billMonth, language),
    },
    { key: 'number', header: t('autoPayment.history.number'), cell: (item) => item.deviceNo },
    {
      key: 'date',
      header: t('autoPayment.debits.date'),
      cell: (item) => formatDate(item.debitDate, language),
    },
    {
      key: 'amount',
      header: t('autoPayment.debits.amount'),
      numeric: true,
      cell: (item) => formatMoney(item.amount),
    },
    {
      key: 'account',
      header: t('autoPayment.history.account'),
      cell: (item) => <span className="bs-mono">{item.account}</span>,
    },
  ];
  return (
    <HistorySection
      texts="debits"
      query={{ ...query, currentData: query.currentData?.slice(0, 12) }}
      columns={columns}
      rowKey={(item) => `${item.deviceNo}-${item.billMonth}`}
    />
  );
}
