import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillInfo } from '../../api/types/bill';
import { Button } from '../../components/Button';
import { BillDetailPanel } from './BillDetailPanel';
import { formatDate, formatMoney, formatMonth } from '../../lib/format';
import { useLanguage } from '../../i18n/useLanguage';
import { BillStatusBadge, NoBillsYet } from './BillParts';
import { Facts } from '../../components/Facts';
import { Card } from '../../components/Card';

/** The last 12 bills, newest first; each opens its lines in place. */
export function BillHistory({ info, canSwitch }: { info: BillInfo; canSwitch: boolean }) {
  const { t } = useTranslation('bill');
  const language = useLanguage();
  const [openReceipt, setOpenReceipt] = useState<string | null>(null);
  if (info.history.length === 0) return <NoBillsYet canSwitch={canSwitch} />;

  return (
    <Card title={t('history.heading')} plain>
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
                <Facts
                  layout="inline"
                  className="bill-history__facts"
                  items={[
                    [
                      t('history.amount'),
                      <strong className="bill-history__amount">{formatMoney(bill.amount)}</strong>,
                    ],
                    [t('history.dueDate'), formatDate(bill.dueDate, language)],
                  ]}
                />
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
    </Card>
  );
}
