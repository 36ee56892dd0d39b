import { useTranslation } from 'react-i18next';
import type { NumberSummary } from '../api/dashboard';
import { useLanguage } from '../i18n/useLanguage';
import { formatDate, formatMoney } from '../lib/format';
import './numberSummaryText.css';

/**
 * A number's kind and plan as one subtitle line ("Mobile · 5G 1399"), with any further short
 * facts after them on the same line, instead of a labelled row for each.
 */
export function NumberSubtitle({
  number,
  more = [],
}: {
  number: Pick<NumberSummary, 'deviceType' | 'ratePlan'>;
  more?: readonly string[];
}) {
  const { t } = useTranslation();
  const kind = t(`numberKinds.${number.deviceType}`, { defaultValue: number.deviceType });
  return (
    <span className="number-subtitle">
      {[kind, number.ratePlan, ...more].filter(Boolean).join(' · ')}
    </span>
  );
}

/**
 * What a number owes, the amount first and large, then when it is due; an overdue amount and its
 * date in the danger colour. Without an amount: nothing to pay, or no bill yet.
 */
export function AmountDue({
  number,
}: {
  number: Pick<NumberSummary, 'amountDue' | 'dueDate' | 'billStatus'>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (number.amountDue <= 0) {
    return (
      <span className="amount-due amount-due--none">
        {t(number.billStatus === 'none' ? 'amountDue.noBillYet' : 'amountDue.nothingDue')}
      </span>
    );
  }
  const overdue = number.billStatus === 'overdue';
  return (
    <span className={overdue ? 'amount-due amount-due--overdue' : 'amount-due'}>
      <strong className="amount-due__amount">{formatMoney(number.amountDue, language)}</strong>
      {number.dueDate ? (
        <span className="amount-due__when">
          {t(overdue ? 'amountDue.overdueSince' : 'amountDue.dueBy', {
            date: formatDate(number.dueDate, language),
          })}
        </span>
      ) : null}
    </span>
  );
}
