import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import type { PurchaseRecord } from '../../api/types/prepaid';
import { EmptyState, LoadingState } from '../../components/page/StatusStates';
import { DataTable } from '../../components/table/DataTable';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDateTime, formatMoney } from '../../lib/format';
import { maskPhone } from '../../lib/mask';
import { PrepaidErrorState } from './PrepaidErrorState';

interface PurchaseRecordsProps {
  heading: string;
  records: PurchaseRecord[] | undefined;
  error: ApiError | null;
  onRetry: () => void;
  /** What to do next when there is no record yet (a link), shown under the empty state. */
  emptyAction?: ReactNode;
}

const STATUSES = ['success', 'failed', 'refund'];

/** A purchase record: number, time, amount, status (spec 02 §3), newest first. */
export function PurchaseRecords({
  heading,
  records,
  error,
  onRetry,
  emptyAction,
}: PurchaseRecordsProps) {
  const { t } = useTranslation('prepaidPlans');
  const language = useLanguage();
  let content;
  if (error) content = <PrepaidErrorState error={error} onRetry={onRetry} />;
  else if (!records) content = <LoadingState lines={2} />;
  else if (records.length === 0) {
    content = <EmptyState title={t('records.none')}>{emptyAction}</EmptyState>;
  } else {
    content = (
      <DataTable
        caption={heading}
        narrow="cards"
        rows={records}
        rowKey={(record) => record.purchaseNo ?? `${record.purchaseTime}-${record.phoneNumber}`}
        empty={t('records.none')}
        columns={[
          {
            key: 'number',
            header: t('records.number'),
            cell: (record) => record.purchaseNo ?? maskPhone(record.phoneNumber),
          },
          { key: 'plan', header: t('records.plan'), cell: (record) => record.offerName ?? '' },
          {
            key: 'time',
            header: t('records.time'),
            cell: (record) => formatDateTime(record.purchaseTime, language),
          },
          {
            key: 'amount',
            header: t('records.amount'),
            numeric: true,
            cell: (record) => formatMoney(record.amount),
          },
          {
            key: 'status',
            header: t('records.status'),
            cell: (record) =>
              STATUSES.includes(record.status)
                ? t(`records.statuses.${record.status}`)
                : record.status,
          },
        ]}
      />
    );
  }
  return (
    <section className="prepaid-section">
      <h2>{heading}</h2>
      {content}
    </section>
  );
}
