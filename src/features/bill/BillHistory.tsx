import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillInfo } from '../../api/types/bill';
import { Button } from '../../components/Button';
import { BillDetailPanel } from './BillDetailPanel';
import { formatDate, formatMoney, formatMonth } from '../../lib/format';
import { useLanguage } from '../../i18n/useLanguage';
import { BillStatusBadge, NoBillsYet } from './BillParts';

/** The last 12 bills, newest first; each opens its lines in place. */
export function BillHistory({ info, canSwitch }: { info: BillInfo; canSwitch: boolean }) {
  const { t } = useTranslation('bill');
  const language = useLanguage();
  const [openReceipt, setOpenReceipt] = useState<string | null>(null);
  if (info.history.length === 0) return <NoBillsYet canSwitch={canSwitch} />;

  return (
    <section aria-labelledby="bill-history-heading">
      <h2 id="bill-history-heading" className="bill-section-heading">
        {t('history.heading')}
      </h2>
      <ol className="bill-history">
        {info.history.map((bill) => {
          const month = formatMonth(bill.billMonth, language);
          const open = openReceipt === bill.receiptNo;
          const detailId = `bill-detail-${bill.receiptNo}`;
          return (
            <li key={bill.receiptNo} className="card bill-history__item">
              <div className="bill-history__row">
                <h3 className="bill-history__month">{month}</h3>
                <div className="bill-history__status">
                  <BillStatusBadge status={bill.status} />
                </div>
                <dl className="bill-history__facts">
                  <div>
                    <dt>{t('history.amount')}</dt>
                    <dd className="bill-history__amount">{formatMoney(bill.amount)}</dd>
                  </div>
                  <div>
                    <dt>{t('history.dueDate')}</dt>
                    <dd>{formatDate(bill.dueDate, language)}</dd>
                  </div>
                </dl>
                <Button
                  variant="link"
                  className="bill-history__toggle"
                  aria-expanded={open}
                  aria-controls={open ? detailId : undefined}
                  onClick={() => {
                    setOpenReceipt(open ? null : bill.receiptNo);
                  }}
                >
                  {open ? t('history.hideDetail', { month }) : t('history.showDetail', { month })}
                </Button>
              </div>
              {open ? (
                <BillDetailPanel
                  id={detailId}
                  headingLevel={4}
                  deviceNo={info.deviceNo}
                  billMonth={bill.billMonth}
                  receiptNo={bill.receiptNo}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
