import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CallDetailsLineType } from '../../api/callDetails';
import { Button } from '../../components/Button';
import { RadioGroup, TextField } from '../../components/form/Field';
import { CodeStep } from '../../components/form/CodeStep';
import { Form } from '../../components/form/Form';
import { CODE_LENGTH, useCodeStep } from '../../components/form/useCodeStep';
import { useForm, useValidationMessage, type FieldErrors } from '../../components/form/useForm';
import { href, paths } from '../../config/paths';
import { useLanguage } from '../../i18n/useLanguage';
import { formatMonth } from '../../lib/format';
import { maskPhone } from '../../lib/mask';
import { validateEmail, validatePid } from '../../lib/validators';
import { useAppSelector } from '../../state/hooks';
import { selectMemberInfo } from '../../state/member';
import { useApplyFlow, type ApplyDetails } from './useApplyFlow';

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
  const [validity, setValidity] = useState(0);
  const code = useCodeStep(form, 'code', {
    request: async () => {
      const { errors, details } = readDetails(form.values);
      if (!form.check(errors) || !details) return false;
      const outcome = await flow.sendCode(details);
      if (!outcome.ok) {
        form.fail(outcome.error);
        return false;
      }
      setValidity(Math.round(outcome.value / 60));
      return true;
    },
  });

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

  async function confirm(values: Values) {
    const { errors, details } = readDetails(values);
    const codeError = flow.verified ? undefined : code.problem();
    if (!form.check({ ...errors, code: codeError }) || !details) return;
    const outcome = await flow.verifyAndApply(details, flow.verified ? '' : values.code.trim());
    if (!outcome.ok) {
      form.fail(outcome.error);
      return;
    }
    void navigate(
      `${href(paths.callDetailsApplyResult)}?id=${encodeURIComponent(outcome.value.id)}`,
    );
  }

  if (code.sent) {
    const where =
      lineType === 'mobile'
        ? t('callDetails.codeSentSms', { number: maskPhone(deviceNo) })
        : t('callDetails.codeSentTel', { number: maskPhone(deviceNo) });
    return (
      <Form
        form={form}
        onSubmit={confirm}
        busy={flow.busy}
        alertTitle={t('callDetails.failed')}
        submitLabel={t('callDetails.apply')}
        actions={
          <Button
            variant="link"
            disabled={form.busy || flow.busy}
            onClick={() => {
              code.reset();
              form.fail(null);
            }}
          >
            {t('callDetails.changeDetails')}
          </Button>
        }
      >
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
          <CodeStep
            step={code}
            label={t('callDetails.codeLabel')}
            hint={t('callDetails.codeHint', { length: CODE_LENGTH })}
            busy={flow.busy}
          />
        )}
      </Form>
    );
  }

  return (
    <Form
      form={form}
      onSubmit={() => code.send()}
      busy={flow.busy}
      alertTitle={t('callDetails.failed')}
      submitLabel={lineType === 'mobile' ? t('callDetails.sendSms') : t('callDetails.sendTel')}
    >
      <RadioGroup
        layout="cards"
        label={t('callDetails.monthLegend')}
        options={months.map((month) => ({ value: month, label: formatMonth(month, language) }))}
        {...form.field('billMonth')}
      />
      <TextField
        label={t('callDetails.emailLabel')}
        hint={t('callDetails.emailHint')}
        type="email"
        autoComplete="email"
        {...form.field('email')}
      />
      {lineType === 'fixline' ? (
        <TextField
          label={t('callDetails.pidLabel')}
          hint={t('callDetails.pidHint')}
          autoComplete="off"
          {...form.field('pid')}
        />
      ) : null}
    </Form>
  );
}
