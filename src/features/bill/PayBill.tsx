import { useRef, useState } from 'react';
import type { BillInfo, BillPaymentReceipt } from '../../api/types/bill';
import { useAppDispatch } from '../../state/hooks';
import { asApiError, billApi, usePayBillMutation } from './billApi';
import { PayForm, type PayFormValues } from './PayForm';
import { PayConfirm, PayDone, type PayLine } from './PaySteps';
import { newPaymentKey, payOutcomeOf, type PayOutcome } from './paymentAttempt';
import { useCaptcha } from '../../components/useCaptcha';

type Step = 'form' | 'confirm' | 'done';

/** The form, the confirmation and the result; mounted only while the customer is paying. */
export function PayFlow({
  info,
  name,
  onClose,
}: {
  info: BillInfo;
  name: string;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const captcha = useCaptcha();
  const [step, setStep] = useState<Step>('form');
  const [values, setValues] = useState<PayFormValues>({ pid: '', code: '' });
  const [fieldError, setFieldError] = useState<PayOutcome | null>(null);
  const [failure, setFailure] = useState<PayOutcome | null>(null);
  const [receipt, setReceipt] = useState<BillPaymentReceipt | null>(null);
  const [pay, { isLoading }] = usePayBillMutation();
  // One key for this payment, kept for every retry: the carrier charges it once.
  const [key] = useState(newPaymentKey);
  const sending = useRef(false);

  const outstanding = info.history.filter((bill) => bill.status !== 'paid');
  const lines: PayLine[] = [
    {
      deviceNo: info.deviceNo,
      name,
      billMonths: outstanding.map((bill) => bill.billMonth),
      amount: info.totalDue,
    },
  ];

  async function submit() {
    if (sending.current || !captcha.challenge) return;
    sending.current = true;
    setFailure(null);
    const result = await pay({
      deviceNo: info.deviceNo,
      pid: values.pid,
      captcha: captcha.challenge.authToken,
      code: values.code,
      idempotencyKey: key,
    });
    sending.current = false;
    if (!result.error) {
      setReceipt(result.data);
      setStep('done');
      return;
    }
    const outcome = payOutcomeOf(asApiError(result.error));
    if (outcome.kind === 'field') {
      setFieldError(outcome);
      setValues((previous) => ({ ...previous, code: '' }));
      captcha.refresh();
      setStep('form');
      return;
    }
    if (outcome.kind === 'refused' && outcome.code === 'ALREADY_PAID') {
      dispatch(billApi.util.invalidateTags(['Bill', 'BillDetail']));
    }
    setFailure(outcome);
  }

  const headingId = `bill-pay-heading-${info.deviceNo}`;
  return (
    <section className="card bill-pay" aria-labelledby={headingId}>
      {step === 'form' ? (
        <PayForm
          headingId={headingId}
          lines={lines}
          total={info.totalDue}
          captcha={captcha}
          values={values}
          serverError={fieldError}
          onChange={setValues}
          onCancel={onClose}
          onContinue={(checked) => {
            setValues(checked);
            setFieldError(null);
            setStep('confirm');
          }}
        />
      ) : null}
      {step === 'confirm' ? (
        <PayConfirm
          headingId={headingId}
          lines={lines}
          total={info.totalDue}
          busy={isLoading}
          failure={failure}
          onPay={() => void submit()}
          onBack={() => {
            setFailure(null);
            setStep('form');
          }}
        />
      ) : null}
      {step === 'done' && receipt ? (
        <PayDone headingId={headingId} receipt={receipt} names={name} onClose={onClose} />
      ) : null}
    </section>
  );
}
