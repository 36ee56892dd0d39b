import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillPaymentReceipt, DeviceDue, PaymentsSummary } from '../../api/types/bill';
import { Button } from '../../components/Button';
import { FieldGroup } from '../../components/form/Field';
import { useNumberNames } from '../../components/useNumberNames';
import { useAppDispatch } from '../../state/hooks';
import { asApiError, billApi, usePayBillsMutation } from './billApi';
import { formatDate, formatMoney } from '../../lib/format';
import { useLanguage } from '../../i18n/useLanguage';
import { BillStatusBadge } from './BillParts';
import { PayConfirm, PayDone, StepHeading, type PayLine } from './PaySteps';
import { newPaymentKey, payOutcomeOf, type PayOutcome } from './paymentAttempt';

type Step = 'choose' | 'confirm' | 'done';

function lineOf(device: DeviceDue, name: string): PayLine {
  return {
    deviceNo: device.deviceNo,
    name,
    billMonths: device.bills.map((bill) => bill.billMonth),
    amount: device.totalDue,
  };
}

/** Pays the unpaid bills of several numbers in one payment (Bill/MultiPayment). */
export function MultiPay({ summary }: { summary: PaymentsSummary }) {
  const { t } = useTranslation('bill');
  const language = useLanguage();
  const { label: dueName } = useNumberNames();
  const dispatch = useAppDispatch();
  const owing = summary.devices.filter((device) => device.totalDue > 0);
  const [chosen, setChosen] = useState<string[]>(() => owing.map((device) => device.deviceNo));
  const [step, setStep] = useState<Step>('choose');
  // Back from the confirmation or the result: the heading takes focus again.
  const [returned, setReturned] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<PayOutcome | null>(null);
  const [receipt, setReceipt] = useState<BillPaymentReceipt | null>(null);
  const [payBills, { isLoading }] = usePayBillsMutation();
  const key = useRef(newPaymentKey());
  const sending = useRef(false);
  const [paidNames, setPaidNames] = useState('');

  const selected = owing.filter((device) => chosen.includes(device.deviceNo));
  const total = selected.reduce((sum, device) => sum + device.totalDue, 0);
  const headingId = 'bill-multipay-heading';

  function toggle(deviceNo: string, on: boolean) {
    setError(null);
    setChosen((previous) =>
      on ? [...previous, deviceNo] : previous.filter((candidate) => candidate !== deviceNo),
    );
  }

  function proceed(event: SyntheticEvent) {
    event.preventDefault();
    if (selected.length === 0) {
      setError(t('multi.none'));
      document.querySelector<HTMLElement>('[data-field="multi-first"]')?.focus();
      return;
    }
    setStep('confirm');
  }

  async function submit() {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    setPaidNames(selected.map((device) => dueName(device)).join(t('compare.separator')));
    const result = await payBills({
      receiptNos: selected.flatMap((device) => device.bills.map((bill) => bill.receiptNo)),
      idempotencyKey: key.current,
    });
    sending.current = false;
    if (!result.error) {
      setReceipt(result.data);
      setStep('done');
      return;
    }
    const outcome = payOutcomeOf(asApiError(result.error));
    if (outcome.kind === 'refused' && outcome.code === 'ALREADY_PAID') {
      dispatch(billApi.util.invalidateTags(['Bill', 'BillDetail']));
    }
    setFailure(outcome);
  }

  if (step === 'done' && receipt) {
    return (
      <section className="card bill-pay" aria-labelledby={headingId}>
        <PayDone
          headingId={headingId}
          receipt={receipt}
          names={paidNames}
          onClose={() => {
            key.current = newPaymentKey();
            setReceipt(null);
            setReturned(true);
            setStep('choose');
          }}
        />
      </section>
    );
  }
  if (owing.length === 0) {
    return (
      <section className="card bill-pay" aria-labelledby={headingId}>
        <h2 id={headingId} className="bill-section-heading">
          {t('multi.heading')}
        </h2>
        <p className="bill-pay__allpaid">{t('multi.allPaid')}</p>
      </section>
    );
  }
  if (step === 'confirm') {
    return (
      <section className="card bill-pay" aria-labelledby={headingId}>
        <PayConfirm
          headingId={headingId}
          lines={selected.map((device) => lineOf(device, dueName(device)))}
          total={total}
          busy={isLoading}
          failure={failure}
          onPay={() => void submit()}
          onBack={() => {
            setFailure(null);
            setReturned(true);
            setStep('choose');
          }}
        />
      </section>
    );
  }
  return (
    <section className="card bill-pay" aria-labelledby={headingId}>
      <form noValidate onSubmit={proceed} className="bill-pay__form">
        <StepHeading id={headingId} focusOnMount={returned}>
          {t('multi.heading')}
        </StepHeading>
        <p>{t('multi.intro')}</p>
        <FieldGroup
          className="bill-multipay__choices"
          label={t('multi.legend')}
          error={error ?? undefined}
        >
          {owing.map((device, index) => (
            <label key={device.deviceNo} className="bill-multipay__choice">
              <input
                type="checkbox"
                data-field={index === 0 ? 'multi-first' : undefined}
                checked={chosen.includes(device.deviceNo)}
                onChange={(event) => toggle(device.deviceNo, event.target.checked)}
              />
              <span className="bill-multipay__name">{dueName(device)}</span>
              <span className="bill-multipay__facts">
                <strong>{formatMoney(device.totalDue)}</strong>
                {device.dueDate ? (
                  <span>{t('multi.dueBy', { date: formatDate(device.dueDate, language) })}</span>
                ) : null}
                {device.status === 'unpaid' || device.status === 'overdue' ? (
                  <BillStatusBadge status={device.status} />
                ) : null}
              </span>
            </label>
          ))}
        </FieldGroup>
        <p className="bill-multipay__total" aria-live="polite">
          {t('multi.total', { amount: formatMoney(total) })}
        </p>
        <div className="bill-pay__actions">
          <Button type="submit">{t('multi.continue')}</Button>
        </div>
      </form>
    </section>
  );
}
