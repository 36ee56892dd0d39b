import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CallDetailsLineType } from '../../api/callDetails';
import type { ApiError } from '../../api/http';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/StatusStates';
import { href, paths } from '../../config/paths';
import { maskPhone } from '../../lib/mask';
import { validateEmail, validatePid, validateSmsOtp, type Validation } from '../../lib/validators';
import { useAppSelector } from '../../state/hooks';
import { selectMemberInfo } from '../../state/member';
import { formatBillingMonth, useLanguage } from './callDetailsFormat';
import { TextField } from './TextField';
import { useApplyFlow, type ApplyDetails } from './useApplyFlow';

export const CODE_LENGTH = 6;
type Errors = Partial<Record<'billMonth' | 'email' | 'pid' | 'code', string>>;

interface ApplyFormProps {
  deviceNo: string;
  lineType: CallDetailsLineType;
  months: string[];
}

/** Choose the month and the address, prove the number with a one-time code, apply. */
export function ApplyForm({ deviceNo, lineType, months }: ApplyFormProps) {
  const { t } = useTranslation('usage');
  const language = useLanguage();
  const navigate = useNavigate();
  const member = useAppSelector(selectMemberInfo);
  const flow = useApplyFlow(deviceNo, lineType);
  const [details, setDetails] = useState<ApplyDetails>({
    billMonth: '',
    email: member?.mail ?? '',
    pid: '',
  });
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'details' | 'code'>('details');
  const [validity, setValidity] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<ApiError | null>(null);

  const message = (result: Validation) =>
    result.ok ? undefined : t(result.error, { ns: 'validation', ...result.params });

  function checkDetails(): ApplyDetails | null {
    const email = validateEmail(details.email);
    const pid = lineType === 'fixline' ? validatePid(details.pid) : null;
    const next: Errors = {
      billMonth: details.billMonth === '' ? t('callDetails.monthRequired') : undefined,
      email: message(email),
      pid: pid ? message(pid) : undefined,
    };
    setErrors(next);
    if (!email.ok || next.billMonth || (pid && !pid.ok)) return null;
    return { ...details, email: email.value, pid: pid?.ok ? pid.value : '' };
  }

  async function send(event?: SyntheticEvent) {
    event?.preventDefault();
    if (flow.busy) return;
    const checked = checkDetails();
    if (!checked) return;
    setFailure(null);
    const outcome = await flow.sendCode(checked);
    if (!outcome.ok) {
      setFailure(outcome.error);
      return;
    }
    setValidity(Math.round(outcome.value / 60));
    setCode('');
    setStep('code');
  }

  async function confirm(event: SyntheticEvent) {
    event.preventDefault();
    if (flow.busy) return;
    const checked = checkDetails();
    if (!checked) return;
    const typed = flow.verified ? null : validateSmsOtp(code, CODE_LENGTH);
    setErrors((current) => ({ ...current, code: typed ? message(typed) : undefined }));
    if (typed && !typed.ok) return;
    setFailure(null);
    const outcome = await flow.verifyAndApply(checked, typed?.ok ? typed.value : '');
    if (!outcome.ok) {
      setFailure(outcome.error);
      return;
    }
    void navigate(
      `${href(paths.callDetailsApplyResult)}?id=${encodeURIComponent(outcome.value.id)}`,
    );
  }

  const failureBox = failure ? (
    <ErrorState title={t('callDetails.failed')} error={failure} />
  ) : null;

  if (step === 'code') {
    const where =
      lineType === 'mobile'
        ? t('callDetails.codeSentSms', { number: maskPhone(deviceNo) })
        : t('callDetails.codeSentTel', { number: maskPhone(deviceNo) });
    return (
      <form className="cd-form" onSubmit={(event) => void confirm(event)} noValidate>
        <p className="cd-note" role="status">
          {where} {t('callDetails.codeValidity', { minutes: validity })}
        </p>
        <p className="cd-note">
          {t('callDetails.summary', {
            month: formatBillingMonth(details.billMonth, language),
            email: details.email,
          })}
        </p>
        {flow.verified ? null : (
          <TextField
            label={t('callDetails.codeLabel')}
            hint={t('callDetails.codeHint', { length: CODE_LENGTH })}
            error={errors.code}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
          />
        )}
        {failureBox}
        <div className="cd-actions">
          <Button type="submit" busy={flow.busy}>
            {t('callDetails.apply')}
          </Button>
          <Button variant="secondary" disabled={flow.busy} onClick={() => void send()}>
            {t('callDetails.resend')}
          </Button>
          <Button
            variant="link"
            disabled={flow.busy}
            onClick={() => {
              setStep('details');
              setFailure(null);
            }}
          >
            {t('callDetails.changeDetails')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form className="cd-form" onSubmit={(event) => void send(event)} noValidate>
      <fieldset
        className="cd-months"
        aria-describedby={errors.billMonth ? 'cd-month-error' : undefined}
      >
        <legend>{t('callDetails.monthLegend')}</legend>
        <div className="cd-months__options">
          {months.map((month) => (
            <label key={month} className="cd-choice">
              <input
                type="radio"
                name="billMonth"
                value={month}
                checked={details.billMonth === month}
                onChange={() => {
                  setDetails({ ...details, billMonth: month });
                }}
              />
              {formatBillingMonth(month, language)}
            </label>
          ))}
        </div>
        {errors.billMonth ? (
          <p id="cd-month-error" className="cd-field__error">
            {errors.billMonth}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label={t('callDetails.emailLabel')}
        hint={t('callDetails.emailHint')}
        error={errors.email}
        type="email"
        autoComplete="email"
        value={details.email}
        onChange={(event) => {
          setDetails({ ...details, email: event.target.value });
        }}
      />
      {lineType === 'fixline' ? (
        <TextField
          label={t('callDetails.pidLabel')}
          hint={t('callDetails.pidHint')}
          error={errors.pid}
          autoComplete="off"
          value={details.pid}
          onChange={(event) => {
            setDetails({ ...details, pid: event.target.value });
          }}
        />
      ) : null}
      {failureBox}
      <div className="cd-actions">
        <Button type="submit" busy={flow.busy}>
          {lineType === 'mobile' ? t('callDetails.sendSms') : t('callDetails.sendTel')}
        </Button>
      </div>
    </form>
  );
}
