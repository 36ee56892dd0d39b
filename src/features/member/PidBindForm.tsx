import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LineKind } from '../../api/memberArea';
import { Button } from '../../components/Button';
import { RadioGroup, TextField } from '../../components/form/Field';
import { FormSuccess } from '../../components/form/FormAlert';
import { CodeStep } from '../../components/form/CodeStep';
import { Form } from '../../components/form/Form';
import { useCodeStep } from '../../components/form/useCodeStep';
import { useForm } from '../../components/form/useForm';
import {
  phoneDigits,
  validateFixedLinePhone,
  validateHnNumber,
  validateMobile,
  validatePid,
  type Validation,
} from '../../lib/validators';
import { useRefusal } from '../../components/useRefusal';
import { useConfirmBindMutation, useSendBindCodeMutation } from './memberApi';
import { useValidationMessage } from './useValidationMessage';

const KINDS: readonly LineKind[] = ['mobile', 'tel', 'hn', 'household'];
interface BindValues {
  kind: LineKind;
  number: string;
  ssn: string;
  code: string;
}

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
  const refusal = useRefusal();
  const [sendCode] = useSendBindCodeMutation();
  const [confirm] = useConfirmBindMutation();
  const [sentTo, setSentTo] = useState('');
  const [bound, setBound] = useState('');
  const code = useCodeStep(form, 'code', {
    request: async () => {
      const { kind, number, ssn } = form.values;
      const ok = form.check({
        number: messageOf(validateLine(kind, number)),
        ssn: messageOf(validatePid(ssn)),
      });
      if (!ok) return false;
      const result = await sendCode({ kind, deviceNo: lineNumber(kind, number), ssn });
      if ('error' in result) {
        form.fail(refusal.of(result.error));
        return false;
      }
      setSentTo(result.data.sentTo);
      return true;
    },
  });

  async function submit(values: BindValues) {
    setBound('');
    if (!code.sent) {
      await code.send();
      return;
    }
    if (!form.check({ code: code.problem() })) return;
    const deviceNo = lineNumber(values.kind, values.number);
    const result = await confirm({
      kind: values.kind,
      deviceNo,
      ssn: values.ssn,
      code: values.code,
    });
    if ('error' in result) {
      code.refuse(refusal.of(result.error).message);
      return;
    }
    setBound(t('pid.bound', { number: deviceNo }));
    code.reset();
    form.reset({ kind: values.kind, number: '', ssn: '', code: '' });
  }

  const locked = code.sent;
  return (
    <Form
      form={form}
      onSubmit={submit}
      title={t('pid.bindTitle')}
      className="member-form"
      stack
      actionsClassName="member-actions"
      submitLabel={locked ? t('pid.confirm') : t('pid.sendCode')}
      actions={
        locked ? (
          <Button variant="secondary" onClick={code.reset}>
            {t('pid.change')}
          </Button>
        ) : null
      }
    >
      <RadioGroup
        name="pid-kind"
        label={labels.kind}
        options={KINDS.map((kind) => ({
          value: kind,
          label: t(`pid.kinds.${kind}`),
          disabled: locked,
        }))}
        {...form.field('kind')}
      />
      <TextField
        label={labels.number}
        hint={t(`pid.numberHints.${form.values.kind}`)}
        autoComplete="off"
        readOnly={locked}
        {...form.field('number')}
      />
      <TextField
        label={labels.ssn}
        hint={t('pid.ssnHint')}
        autoComplete="off"
        autoCapitalize="characters"
        readOnly={locked}
        {...form.field('ssn')}
      />
      {locked ? (
        <>
          <p role="status">{t('pid.codeSent', { target: sentTo })}</p>
          <CodeStep step={code} label={labels.code} />
        </>
      ) : null}
      <FormSuccess>{bound || undefined}</FormSuccess>
    </Form>
  );
}
