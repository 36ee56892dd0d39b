import { useTranslation } from 'react-i18next';
import { BILL_LINE_CODES, type BillLine } from '../../api/types/bill';
import { EmptyState, ErrorState, LoadingState } from '../../components/page/StatusStates';
import { BillDocuments } from './BillDocuments';
import { asApiError, useGetBillDetailQuery, type BillDetailArgs } from './billApi';
import { formatDate, formatMoney, formatMonth } from '../../lib/format';
import { useLanguage } from '../../i18n/useLanguage';

const KNOWN_CODES: readonly string[] = BILL_LINE_CODES;

/** The line in the portal's words when the portal knows its kind, else the carrier's wording. */
function useLineLabel() {
  const { t } = useTranslation('bill');
  return (line: BillLine) => (KNOWN_CODES.includes(line.code) ? t(`line.${line.code}`) : line.name);
}

/** One bill's lines (Bill/BillDetail), loaded when it is opened. */
export function BillDetailPanel({
  id,
  headingLevel,
  ...bill
}: BillDetailArgs & { id: string; headingLevel: 3 | 4 }) {
  const { t } = useTranslation('bill');
  const language = useLanguage();
  const lineLabel = useLineLabel();
  const { currentData, error, isFetching, refetch } = useGetBillDetailQuery(bill);
  const month = formatMonth(bill.billMonth, language);

  let content;
  if (error && !isFetching) {
    content = (
      <ErrorState
        title={t('detail.loadError')}
        error={asApiError(error)}
        onRetry={() => void refetch()}
      />
    );
  } else if (!currentData) {
    content = <LoadingState label={t('detail.loading')} lines={4} />;
  } else if (currentData.lines.length === 0) {
    content = <EmptyState title={t('detail.empty')} />;
  } else {
    content = (
      <>
        <table className="bill-lines">
          <caption>{t('detail.caption', { month })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('detail.item')}</th>
              <th scope="col" className="bill-lines__amount">
                {t('detail.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {currentData.lines.map((line, index) => {
              const label = lineLabel(line);
              return (
                <tr key={`${line.code}-${String(index)}`}>
                  <th scope="row">
                    {label}
                    {line.name !== label ? (
                      <span className="bill-lines__note" lang="zh-TW">
                        {line.name}
                      </span>
                    ) : null}
                  </th>
                  <td className="bill-lines__amount">{formatMoney(line.amount)}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('detail.total')}</th>
              <td className="bill-lines__amount">{formatMoney(currentData.amount)}</td>
            </tr>
          </tfoot>
        </table>
        <p className="bill-detail__meta">
          {t('detail.period', {
            start: formatDate(currentData.periodStart, language),
            end: formatDate(currentData.periodEnd, language),
          })}
          <br />
          {t('detail.issued', { date: formatDate(currentData.issueDate, language) })}
        </p>
        <BillDocuments
          level={headingLevel}
          bill={{
            deviceNo: currentData.deviceNo,
            billMonth: currentData.billMonth,
            receiptNo: currentData.receiptNo,
            status: currentData.status,
          }}
        />
      </>
    );
  }
  return (
    <div id={id} className="bill-detail">
      {content}
    </div>
  );
}
