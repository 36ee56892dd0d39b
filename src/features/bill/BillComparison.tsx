import { useTranslation } from 'react-i18next';
import { BILL_LINE_CODES, type BillLine, type BillSummary } from '../../api/types/bill';
import { ErrorState, LoadingState } from '../../components/page/StatusStates';
import { asApiError, useGetBillDetailQuery } from './billApi';
import { compareBills, type LineChange } from './billCompare';
import { formatMoney, formatMonth } from '../../lib/format';
import { useLanguage } from '../../i18n/useLanguage';
import { Card } from '../../components/Card';

const KNOWN_CODES: readonly string[] = BILL_LINE_CODES;
const ARROWS: Record<LineChange['kind'], string> = {
  up: '▲',
  down: '▼',
  creditUp: '▼',
  creditDown: '▲',
  new: '+',
  gone: '−',
  same: '=',
};

function useChangeText() {
  const { t } = useTranslation('bill');
  const money = (amount: number | null) => formatMoney(amount ?? 0);
  const label = (line: Pick<BillLine, 'code' | 'name'>) =>
    KNOWN_CODES.includes(line.code) ? t(`line.${line.code}`) : line.name;
  return (change: LineChange) =>
    t(`compare.${change.kind}`, {
      item: label(change),
      before: money(change.before),
      after: money(change.after),
      change: formatMoney(Math.abs((change.after ?? 0) - (change.before ?? 0))),
    });
}

/** This bill against the one before, line by line, in words. */
export function BillComparison({
  deviceNo,
  current,
  previous,
}: {
  deviceNo: string;
  current: BillSummary;
  previous: BillSummary;
}) {
  const { t } = useTranslation('bill');
  const language = useLanguage();
  const changeText = useChangeText();
  const now = useGetBillDetailQuery({ deviceNo, ...pick(current) });
  const before = useGetBillDetailQuery({ deviceNo, ...pick(previous) });
  const month = formatMonth(previous.billMonth, language);
  const failed =
    (Boolean(now.error) && !now.isFetching) || (Boolean(before.error) && !before.isFetching);

  let content;
  if (failed) {
    content = (
      <ErrorState
        title={t('compare.loadError')}
        error={asApiError(now.error ?? before.error)}
        onRetry={() => {
          if (now.error) void now.refetch();
          if (before.error) void before.refetch();
        }}
      />
    );
  } else if (!now.currentData || !before.currentData) {
    content = <LoadingState label={t('compare.loading')} lines={3} />;
  } else {
    const changes = compareBills(before.currentData.lines, now.currentData.lines);
    const moved = changes.filter((change) => change.kind !== 'same');
    const same = changes.filter((change) => change.kind === 'same');
    const difference = current.amount - previous.amount;
    const totalKey = difference > 0 ? 'totalUp' : difference < 0 ? 'totalDown' : 'totalSame';
    content = (
      <>
        <p className="bill-compare__total">
          {t(`compare.${totalKey}`, {
            change: formatMoney(Math.abs(difference)),
            before: formatMoney(previous.amount),
            after: formatMoney(current.amount),
          })}
        </p>
        {moved.length > 0 ? (
          <ul className="bill-compare__list">
            {moved.map((change) => (
              <li
                key={change.code}
                className={`bill-compare__item bill-compare__item--${change.kind}`}
              >
                <span className="bill-compare__arrow" aria-hidden="true">
                  {ARROWS[change.kind]}
                </span>
                <span>{changeText(change)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {same.length > 0 ? (
          <p className="bill-compare__same">
            {t('compare.unchanged', {
              items: same
                .map((change) =>
                  KNOWN_CODES.includes(change.code) ? t(`line.${change.code}`) : change.name,
                )
                .join(t('compare.separator')),
            })}
          </p>
        ) : null}
      </>
    );
  }
  return (
    <Card title={t('compare.heading', { month })} className="bill-compare" stack>
      {content}
    </Card>
  );
}

function pick(bill: BillSummary) {
  return { billMonth: bill.billMonth, receiptNo: bill.receiptNo };
}
