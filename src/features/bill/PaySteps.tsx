import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillPaymentReceipt } from '../../api/types/bill';
import { Button } from '../../components/Button';
import { formatDate, formatMoney, formatMonth } from '../../lib/format';
import { FormAlert } from '../../components/form/FormAlert';
import { useLanguage } from '../../i18n/useLanguage';
import type { PayOutcome } from './paymentAttempt';
import { Facts } from '../../components/Facts';

/** A step's heading, focused when the step appears so that a screen reader follows along. */
export function StepHeading({
  id,
  focusOnMount = true,
  children,
}: {
  id: string;
  focusOnMount?: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <h2 id={id} className="bill-section-heading bill-pay__heading" tabIndex={-1} ref={heading}>
      {children}
    </h2>
  );
}

export interface PayLine {
  deviceNo: string;
  /** The number with its name, as lists show it. */
  name: string;
  billMonths: string[];
  amount: number;
}

/** What is about to be paid, line by line, with the total. */
export function PaySummary({ lines, total }: { lines: PayLine[]; total: number }) {
  const { t } = useTranslation('bill');
  const language = useLanguage();
  return (
    <Facts
      layout="split"
      className="bill-pay__summary"
      items={lines.map((line) => [
        <>
          {line.name}
          <span className="bill-pay__months">
            {t('pay.months', {
              months: line.billMonths.map((month) => formatMonth(month, language)).join(', '),
            })}
          </span>
        </>,
        formatMoney(line.amount),
      ])}
      total={[t('pay.total'), formatMoney(total)]}
    />
  );
}

/** Why the last try did not go through, and what to do now. */
export function PayFailure({ outcome }: { outcome: PayOutcome }) {
  const { t } = useTranslation('bill');
  if (outcome.kind === 'uncertain') {
    return (
      <div className="bill-alert" role="alert">
        <p className="bill-alert__title">{t('pay.uncertain.title')}</p>
        <p>{t('pay.uncertain.body')}</p>
      </div>
    );
  }
  if (outcome.kind === 'refused' && outcome.code) {
    return (
      <div className="bill-alert" role="alert">
        <p className="bill-alert__title">{t('pay.failed.title')}</p>
        <p>{t(`pay.errors.${outcome.code}`)}</p>
      </div>
    );
  }
  return outcome.kind === 'refused' ? (
    <FormAlert error={outcome.error} title={t('pay.failed.title')} />
  ) : null;
}

/** The confirmation: what will be charged, the pay button (busy while paying) and a way back. */
export function PayConfirm({
  headingId,
  lines,
  total,
  busy,
  failure,
  onPay,
  onBack,
}: {
  headingId: string;
  lines: PayLine[];
  total: number;
  busy: boolean;
  failure: PayOutcome | null;
  onPay: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('bill');
  const amount = formatMoney(total);
  return (
    <>
      <StepHeading id={headingId}>{t('pay.confirm.heading')}</StepHeading>
      <p>{t('pay.confirm.body', { amount })}</p>
      <PaySummary lines={lines} total={total} />
      {failure ? <PayFailure outcome={failure} /> : null}
      <div className="bill-pay__actions">
        <Button busy={busy} onClick={onPay}>
          {busy
            ? t('pay.confirm.paying')
            : failure?.kind === 'uncertain'
              ? t('pay.confirm.retry', { amount })
              : t('pay.confirm.pay', { amount })}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onBack}>
          {t('pay.confirm.back')}
        </Button>
      </div>
    </>
  );
}

/** The payment went through: what was paid, when, and its reference. */
export function PayDone({
  headingId,
  receipt,
  names,
  onClose,
}: {
  headingId: string;
  receipt: BillPaymentReceipt;
  names: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('bill');
  const language = useLanguage();
  return (
    <div className="bill-pay__done">
      <StepHeading id={headingId}>{t('pay.done.heading')}</StepHeading>
      <p role="status">
        {t('pay.done.body', {
          amount: formatMoney(receipt.paidAmount),
          numbers: names,
          date: formatDate(receipt.paidDate, language),
        })}
      </p>
      <p className="bill-pay__reference">
        {t('pay.done.reference', { ids: receipt.paymentIds.join(', ') })}
      </p>
      <Button variant="secondary" onClick={onClose}>
        {t('pay.done.close')}
      </Button>
    </div>
  );
}
