import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { validatePid, validateRequired } from '../../lib/validators';
import { CaptchaField } from '../../components/form/CaptchaField';
import { TextField } from '../../components/form/Field';
import { PaySummary, StepHeading, type PayLine } from './PaySteps';
import type { PayOutcome } from './paymentAttempt';
import type { CaptchaState } from '../../components/useCaptcha';

export interface PayFormValues {
  pid: string;
  code: string;
}

type Field = keyof PayFormValues;
const CAPTCHA_FORMAT = /^[A-Za-z0-9]{4,6}$/;

/** Who is paying (the holder's ID) and the captcha; checked here before the confirmation. */
export function PayForm({
  headingId,
  lines,
  total,
  captcha,
  values,
  serverError,
  onChange,
  onCancel,
  onContinue,
}: {
  headingId: string;
  lines: PayLine[];
  total: number;
  captcha: CaptchaState;
  values: PayFormValues;
  /** A field the carrier refused on the last try (wrong captcha, ID not the holder's). */
  serverError: PayOutcome | null;
  onChange: (values: PayFormValues) => void;
  onCancel: () => void;
  onContinue: (values: PayFormValues) => void;
}) {
  // The validation namespace holds the validators' messages; asking for it here loads it.
  const { t } = useTranslation(['bill', 'validation']);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const ids = { pid: useId(), code: useId() };
  const fromServer = serverError?.kind === 'field' ? serverError : null;
  const shown: Partial<Record<Field, string>> = {
    ...(fromServer?.field === 'pid' ? { pid: t(`pay.errors.${fromServer.code}`) } : {}),
    ...(fromServer?.field === 'captcha' ? { code: t(`pay.errors.${fromServer.code}`) } : {}),
    ...errors,
  };

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const pid = validatePid(values.pid);
    const required = validateRequired(values.code);
    const next: Partial<Record<Field, string>> = {};
    if (!pid.ok) next.pid = t(pid.error, { ns: 'validation', ...pid.params });
    if (!required.ok) next.code = t(required.error, { ns: 'validation' });
    else if (!CAPTCHA_FORMAT.test(required.value)) next.code = t('pay.captcha.format');
    setErrors(next);
    const first = (['pid', 'code'] as const).find((field) => next[field] !== undefined);
    if (first) {
      document.getElementById(ids[first])?.focus();
      return;
    }
    if (!pid.ok || !required.ok) return;
    onContinue({ pid: pid.value, code: required.value });
  }

  function change(field: Field, value: string) {
    setErrors((previous) => ({ ...previous, [field]: undefined }));
    onChange({ ...values, [field]: value });
  }

  return (
    <form className="form bill-pay__form" noValidate onSubmit={submit}>
      <StepHeading id={headingId}>{t('pay.heading')}</StepHeading>
      <PaySummary lines={lines} total={total} />
      <p>{t('pay.intro')}</p>
      <TextField
        label={t('pay.pid.label')}
        hint={t('pay.pid.hint')}
        id={ids.pid}
        error={shown.pid}
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={15}
        value={values.pid}
        onChange={(event) => change('pid', event.target.value)}
      />
      <CaptchaField
        id={ids.code}
        captcha={captcha}
        value={values.code}
        error={shown.code}
        onChange={(value) => change('code', value)}
      />
      <div className="bill-pay__actions">
        <Button type="submit" disabled={!captcha.challenge}>
          {t('pay.continue')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('pay.cancel')}
        </Button>
      </div>
    </form>
  );
}
