import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LineKind } from '../../api/memberArea';
import { Button } from '../../components/Button';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { RadioGroup, TextField } from '../../components/form/Field';
import { FormAlert, FormSuccess } from '../../components/form/FormAlert';
import { OtpField } from '../../components/form/OtpField';
import { useForm } from '../../components/form/useForm';
import {
  phoneDigits,
  validateFixedLinePhone,
  validateHnNumber,
  validateMobile,
  validatePid,
  validateSmsOtp,
  type Validation,
} from '../../lib/validators';
import { asApiError } from '../../state/portalApi';
import { useConfirmBindMutation, useSendBindCodeMutation } from './memberApi';
import { useValidationMessage } from './useValidationMessage';
import { Card } from '../../components/Card';

const KINDS: readonly LineKind[] = ['mobile', 'tel', 'hn', 'household'];
interface BindValues {
  kind: LineKind;
  number: string;
  ssn: string;
  code: string;
}

const CODE_LENGTH = 6;
const RESEND_WAIT_MS = 60_000;
const nextResendAt = () => Date.now() + RESEND_WAIT_MS;

function validateLine(kind: LineKind, number: string): Validation {
  if (kind === 'mobile') return validateMobile(number);
  if (kind === 'hn') return validateHnNumber(number);
  return validateFixedLinePhone(number, { allowExtension: false });
}

/** The line as sent: digits only for phones, upper-case for an HN number. */
function lineNumber(kind: LineKind, number: string): string {
  return kind === 'hn' ? number.trim().toUpperCase() : phoneDigits(number);
}

/**
 * Bind the member to a person id by proving a line: SetDSSN step 1 sends a code (SMS to a
 * mobile, a call to a landline, the contact mobile of an HN or household line), step 2 binds
 * with it. The pid is upper-cased before the code is asked (spec 01 §5).
 */
export function PidBindForm() {
  const { t } = useTranslation('member');
  const messageOf = useValidationMessage();
  const labels = {
    kind: t('pid.kind'),
    number: t('pid.number'),
    ssn: t('profile.pid'),
    code: t('pid.code'),
  };
  const initial: BindValues = { kind: 'mobile', number: '', ssn: '', code: '' };
  const form = useForm(initial, { labels });
  const [sendCode] = useSendBindCodeMutation();
  const [confirm] = useConfirmBindMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [bound, setBound] = useState('');

  const request = async () => {
    const { kind, number, ssn } = form.values;
    const ok = form.check({
      number: messageOf(validateLine(kind, number)),
      ssn: messageOf(validatePid(ssn)),
    });
    if (!ok) return;
    const result = await sendCode({ kind, deviceNo: lineNumber(kind, number), ssn });
    if ('error' in result) {
      form.fail(asApiError(result.error));
      return;
    }
    setSentTo(result.data.sentTo);
    setResendAt(nextResendAt());
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setBound('');
    if (sentTo === null) {
      await request();
      return;
    }
    if (!form.check({ code: messageOf(validateSmsOtp(values.code, CODE_LENGTH)) })) return;
    const deviceNo = lineNumber(values.kind, values.number);
    const result = await confirm({
      kind: values.kind,
      deviceNo,
      ssn: values.ssn,
      code: values.code,
    });
    if ('error' in result) {
      form.setError('code', asApiError(result.error).message);
      return;
    }
    setBound(t('pid.bound', { number: deviceNo }));
    setSentTo(null);
    setResendAt(null);
    form.reset({ kind: values.kind, number: '', ssn: '', code: '' });
  });

  const locked = sentTo !== null;
  return (
    <Card
      as="form"
      title={t('pid.bindTitle')}
      className="member-form"
      noValidate
      onSubmit={onSubmit}
      stack
    >
      <ErrorSummary items={form.summary} id={form.summaryId} />
      <RadioGroup
        id={form.fieldId('kind')}
        name="pid-kind"
        label={labels.kind}
        options={KINDS.map((kind) => ({
          value: kind,
          label: t(`pid.kinds.${kind}`),
          disabled: locked,
        }))}
        value={form.values.kind}
        onChange={(kind) => {
          form.setValue('kind', kind);
        }}
      />
      <TextField
        id={form.fieldId('number')}
        label={labels.number}
        hint={t(`pid.numberHints.${form.values.kind}`)}
        autoComplete="off"
        readOnly={locked}
        value={form.values.number}
        error={form.errors.number}
        onChange={(event) => {
          form.setValue('number', event.target.value);
        }}
      />
      <TextField
        id={form.fieldId('ssn')}
        label={labels.ssn}
        hint={t('pid.ssnHint')}
        autoComplete="off"
        autoCapitalize="characters"
        readOnly={locked}
        value={form.values.ssn}
        error={form.errors.ssn}
        onChange={(event) => {
          form.setValue('ssn', event.target.value);
        }}
      />
      {locked ? (
        <>
          <p role="status">{t('pid.codeSent', { target: sentTo })}</p>
          <OtpField
            id={form.fieldId('code')}
            label={labels.code}
            length={CODE_LENGTH}
            value={form.values.code}
            error={form.errors.code}
            onChange={(code) => {
              form.setValue('code', code);
            }}
            resendAt={resendAt}
            busy={form.busy}
            onResend={() => void form.run(request)}
          />
        </>
      ) : null}
      <FormAlert error={form.failure} />
      <FormSuccess>{bound || undefined}</FormSuccess>
      <div className="member-actions">
        <Button type="submit" busy={form.busy}>
          {locked ? t('pid.confirm') : t('pid.sendCode')}
        </Button>
        {locked ? (
          <Button
            variant="secondary"
            onClick={() => {
              setSentTo(null);
              setResendAt(null);
              form.setValue('code', '');
            }}
          >
            {t('pid.change')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
