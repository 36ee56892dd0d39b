import { useTranslation } from 'react-i18next';
import type { PurchaseRecord } from '../../api/types/prepaid';
import { EmptyState, LoadingState } from '../../components/page/StatusStates';
import { formatDateTime, formatMoney } from '../../lib/format';
import { maskPhone } from '../../lib/mask';
import type { ApiError } from '../../api/http';
import { PrepaidErrorState } from './PrepaidErrorState';
import { TableScroll } from './TableScroll';

interface PurchaseRecordsProps {
  heading: string;
  records: PurchaseRecord[] | undefined;
  error: ApiError | null;
  onRetry: () => void;
}

/** A purchase record: number, time, amount, status (spec 02 §3), newest first. */
export function PurchaseRecords({ heading, records, error, onRetry }: PurchaseRecordsProps) {
  const { t, i18n } = useTranslation('prepaidPlans');
  let content;
  if (error) content = <PrepaidErrorState error={error} onRetry={onRetry} />;
  else if (!records) content = <LoadingState lines={2} />;
  else if (records.length === 0) content = <EmptyState title={t('records.none')} />;
  else {
    content = (
      <TableScroll label={heading}>
        <table className="prepaid-table prepaid-table--stack">
          <caption className="visually-hidden">{heading}</caption>
          <thead>
            <tr>
              <th scope="col">{t('records.number')}</th>
              <th scope="col">{t('records.plan')}</th>
              <th scope="col">{t('records.time')}</th>
              <th scope="col">{t('records.amount')}</th>
              <th scope="col">{t('records.status')}</th>
            </tr>
          </thead>
          <tbody>
            {records.map((record, index) => (
              <tr key={record.purchaseNo ?? `${record.purchaseTime}-${String(index)}`}>
                <td data-label={t('records.number')}>
                  {record.purchaseNo ?? maskPhone(record.phoneNumber)}
                </td>
                <td data-label={t('records.plan')}>{record.offerName ?? ''}</td>
                <td data-label={t('records.time')}>
                  {formatDateTime(record.purchaseTime, i18n.language)}
                </td>
                <td data-label={t('records.amount')}>{formatMoney(record.amount)}</td>
                <td data-label={t('records.status')}>
                  {['success', 'failed', 'refund'].includes(record.status)
                    ? t(`records.statuses.${record.status}`)
                    : record.status}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    );
  }
  return (
    <section className="prepaid-section">
      <h2>{heading}</h2>
      {content}
    </section>
  );
}
