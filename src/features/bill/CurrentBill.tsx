import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillInfo, BillSummary } from '../../api/types/bill';
import { Button } from '../../components/Button';
import { BillDetailPanel } from './BillDetailPanel';
import { formatDate, formatMoney, formatMonth } from '../../lib/format';
import { useLanguage } from '../../i18n/useLanguage';
import { BillStatusBadge } from './BillParts';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';

/** The latest bill of the number: amount, due date, status, its lines, and "Pay now". */
export function CurrentBill({
  info,
  bill,
  paying,
  onPay,
  payButton,
}: {
  info: BillInfo;
  bill: BillSummary;
  /** The payment is open below the card: "Pay now" is not offered twice. */
  paying: boolean;
  onPay: () => void;
  payButton: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation('bill');
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const month = formatMonth(bill.billMonth, language);
  const detailId = `bill-detail-${bill.receiptNo}`;
  const otherBillsDue = info.totalDue - (bill.status === 'paid' ? 0 : bill.amount);
  const notice = {
    paid: t('current.paidNotice'),
    unpaid: t('current.unpaidNotice'),
    overdue: t('current.overdueNotice'),
  }[bill.status];
  return (
    <Card
      title={t('current.heading', { month })}
      aside={<BillStatusBadge status={bill.status} />}
      className="bill-current"
      stack
    >
      <div className="bill-current__summary">
        <p className="bill-current__amount">
          <span className="bill-current__amount-label">
            {bill.status === 'paid' ? t('current.amountBilled') : t('current.amountDue')}
          </span>
          <strong className="bill-current__amount-value">{formatMoney(bill.amount)}</strong>
        </p>
        <p className={`bill-current__notice bill-current__notice--${bill.status}`}>{notice}</p>
        {otherBillsDue > 0 ? (
          <p className="bill-current__notice bill-current__notice--overdue">
            {t('current.totalDue', { amount: formatMoney(info.totalDue) })}
          </p>
        ) : null}
        {info.totalDue > 0 && !paying ? (
          <button
            type="button"
            ref={payButton}
            className="button button--primary bill-current__pay"
            onClick={onPay}
          >
            {t('pay.open', { amount: formatMoney(info.totalDue) })}
          </button>
        ) : null}
      </div>
      <Facts
        className="bill-facts"
        items={[
          [t('current.billMonth'), month],
          [t('current.dueDate'), formatDate(bill.dueDate, language)],
          bill.paidDate ? [t('current.paidDate'), formatDate(bill.paidDate, language)] : null,
          [t('current.receiptNo'), bill.receiptNo],
        ]}
      />
      <div className="bill-current__detail">
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={open ? detailId : undefined}
          onClick={() => {
            setOpen(!open);
          }}
        >
          {open ? t('current.hideDetail') : t('current.showDetail')}
        </Button>
        {open ? (
          <BillDetailPanel
            id={detailId}
            headingLevel={3}
            deviceNo={info.deviceNo}
            billMonth={bill.billMonth}
            receiptNo={bill.receiptNo}
          />
        ) : null}
      </div>
    </Card>
  );
}
