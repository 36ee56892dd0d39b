import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CallDetailsLineType } from '../../api/callDetails';
import { Button } from '../../components/Button';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { RadioGroup, TextField } from '../../components/form/Field';
import { FormAlert } from '../../components/form/FormAlert';
import { OtpField } from '../../components/form/OtpField';
import { useForm, useValidationMessage, type FieldErrors } from '../../components/form/useForm';
import { href, paths } from '../../config/paths';
import { useLanguage } from '../../i18n/useLanguage';
import { formatMonth } from '../../lib/format';
import { maskPhone } from '../../lib/mask';
import { validateEmail, validatePid, validateSmsOtp } from '../../lib/validators';
import { useAppSelector } from '../../state/hooks';
import { selectMemberInfo } from '../../state/member';
import { useApplyFlow, type ApplyDetails } from './useApplyFlow';

export const CODE_LENGTH = 6;
/** A new code may be asked a minute after the last one. */
export const RESEND_SECONDS = 60;
const nextResendAt = () => Date.now() + RESEND_SECONDS * 1000;

interface ApplyFormProps {
  deviceNo: string;
  lineType: CallDetailsLineType;
  months: string[];
}

type Values = ApplyDetails & { code: string };

/** Choose the month and the address, prove the number with a one-time code, apply. */
export function ApplyForm({ deviceNo, lineType, months }: ApplyFormProps) {
  const { t } = useTranslation('usage');
  const language = useLanguage();
  const navigate = useNavigate();
  const member = useAppSelector(selectMemberInfo);
  const flow = useApplyFlow(deviceNo, lineType);
  const message = useValidationMessage();
  const form = useForm<Values>(
    { billMonth: '', email: member?.mail ?? '', pid: '', code: '' },
    {
      labels: {
        billMonth: t('callDetails.monthLegend'),
        email: t('callDetails.emailLabel'),
        pid: t('callDetails.pidLabel'),
        code: t('callDetails.codeLabel'),
      },
    },
  );
  const [step, setStep] = useState<'details' | 'code'>('details');
  const [validity, setValidity] = useState(0);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const busy = form.busy || flow.busy;

  /** The errors of the details and, when they pass, the details to send. */
  function readDetails(values: Values): {
    errors: FieldErrors<Values>;
    details: ApplyDetails | null;
  } {
    const email = validateEmail(values.email);
    const pid = lineType === 'fixline' ? validatePid(values.pid) : null;
    const errors = {
      billMonth: values.billMonth === '' ? t('callDetails.monthRequired') : undefined,
      email: message(email),
      pid: message(pid),
    };
    const passed = email.ok && values.billMonth !== '' && (pid === null || pid.ok);
    const details = passed
      ? { billMonth: values.billMonth, email: email.value, pid: pid?.ok ? pid.value : '' }
      : null;
    return { errors, details };
  }

  async function sendCode(values: Values) {
    const { errors, details } = readDetails(values);
    if (!form.check(errors) || !details) return;
    const outcome = await flow.sendCode(details);
    if (!outcome.ok) {
      form.fail(outcome.error);
      return;
    }
    setValidity(Math.round(outcome.value / 60));
    setResendAt(nextResendAt());
    form.setValue('code', '');
    setStep('code');
  }

  async function confirm(values: Values) {
    const { errors, details } = readDetails(values);
    const typed = flow.verified ? null : validateSmsOtp(values.code, CODE_LENGTH);
    if (!form.check({ ...errors, code: message(typed) }) || !details) return;
    const outcome = await flow.verifyAndApply(details, typed?.ok ? typed.value : '');
    if (!outcome.ok) {
      form.fail(outcome.error);
      return;
    }
    void navigate(
      `${href(paths.callDetailsApplyResult)}?id=${encodeURIComponent(outcome.value.id)}`,
    );
  }

  const alert = <FormAlert title={t('callDetails.failed')} error={form.failure} />;
  const summary = <ErrorSummary items={form.summary} id={form.summaryId} />;

  if (step === 'code') {
    const where =
      lineType === 'mobile'
        ? t('callDetails.codeSentSms', { number: maskPhone(deviceNo) })
        : t('callDetails.codeSentTel', { number: maskPhone(deviceNo) });
    return (
      <form className="form" onSubmit={form.handleSubmit(confirm)} noValidate>
        {summary}
        <p className="cd-note" role="status">
          {where} {t('callDetails.codeValidity', { minutes: validity })}
        </p>
        <p className="cd-note">
          {t('callDetails.summary', {
            month: formatMonth(form.values.billMonth, language),
            email: form.values.email,
          })}
        </p>
        {flow.verified ? null : (
          <OtpField
            id={form.fieldId('code')}
            label={t('callDetails.codeLabel')}
            hint={t('callDetails.codeHint', { length: CODE_LENGTH })}
            length={CODE_LENGTH}
            error={form.errors.code}
            value={form.values.code}
            onChange={(code) => {
              form.setValue('code', code);
            }}
            resendAt={resendAt}
            busy={busy}
            onResend={() => void form.run(() => sendCode(form.values))}
          />
        )}
        {alert}
        <div className="form__actions">
          <Button type="submit" busy={busy}>
            {t('callDetails.apply')}
          </Button>
          <Button
            variant="link"
            disabled={busy}
            onClick={() => {
              setStep('details');
              form.fail(null);
            }}
          >
            {t('callDetails.changeDetails')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form className="form" onSubmit={form.handleSubmit(sendCode)} noValidate>
      {summary}
      <RadioGroup
        id={form.fieldId('billMonth')}
        name="billMonth"
        layout="cards"
        label={t('callDetails.monthLegend')}
        error={form.errors.billMonth}
        options={months.map((month) => ({ value: month, label: formatMonth(month, language) }))}
        value={form.values.billMonth}
        onChange={(month) => {
          form.setValue('billMonth', month);
        }}
      />
      <TextField
        id={form.fieldId('email')}
        label={t('callDetails.emailLabel')}
        hint={t('callDetails.emailHint')}
        error={form.errors.email}
        type="email"
        autoComplete="email"
        value={form.values.email}
        onChange={(event) => {
          form.setValue('email', event.target.value);
        }}
      />
      {lineType === 'fixline' ? (
        <TextField
          id={form.fieldId('pid')}
          label={t('callDetails.pidLabel')}
          hint={t('callDetails.pidHint')}
          error={form.errors.pid}
          autoComplete="off"
          value={form.values.pid}
          onChange={(event) => {
            form.setValue('pid', event.target.value);
          }}
        />
      ) : null}
      {alert}
      <div className="form__actions">
        <Button type="submit" busy={busy}>
          {lineType === 'mobile' ? t('callDetails.sendSms') : t('callDetails.sendTel')}
        </Button>
      </div>
    </form>
  );
}
