import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationProcess } from '../../api/dashboard';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { CaptchaField } from '../../components/form/CaptchaField';
import { TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm } from '../../components/form/useForm';
import { useCaptcha } from '../../components/useCaptcha';
import { validatePid, validateRequired } from '../../lib/validators';
import { useRefusal } from '../../components/useRefusal';
import { Application } from './ApplicationCard';
import { useLookUpInstallProcessMutation } from './processApi';
import { useValidationMessage } from '../../components/form/useForm';

interface LookupValues {
  deviceNo: string;
  pid: string;
  captcha: string;
}

const EMPTY: LookupValues = { deviceNo: '', pid: '', captcha: '' };

function Found({
  deviceNo,
  applications,
  onAgain,
}: {
  deviceNo: string;
  applications: ApplicationProcess[];
  onAgain: () => void;
}) {
  const { t } = useTranslation('member');
  return (
    <Card title={t('process.lookup.found', { number: deviceNo })} className="member-section" stack>
      <ul className="member-list">
        {applications.map((application) => (
          <Application key={application.id} application={application} />
        ))}
      </ul>
      <div className="form__actions">
        <Button variant="secondary" onClick={onAgain}>
          {t('process.lookup.again')}
        </Button>
      </div>
    </Card>
  );
}

/**
 * A fixed-line installation without logging in: the number, the applicant's ID and the
 * captcha. Every answer spends the captcha, so a new picture comes with it; what was typed stays.
 */
export function ProcessLookup() {
  const { t } = useTranslation(['member', 'common']);
  const message = useValidationMessage();
  const captcha = useCaptcha();
  const refusal = useRefusal('member');
  const [lookUp] = useLookUpInstallProcessMutation();
  const [found, setFound] = useState<{ deviceNo: string; rows: ApplicationProcess[] } | null>(null);
  const form = useForm<LookupValues>(EMPTY, {
    labels: {
      deviceNo: t('process.lookup.deviceNo'),
      pid: t('process.lookup.pid'),
      captcha: t('common:captcha.label'),
    },
  });

  async function submit(values: LookupValues) {
    const pid = validatePid(values.pid);
    const valid = form.check({
      deviceNo: message(validateRequired(values.deviceNo)),
      pid: message(pid),
      captcha: message(validateRequired(values.captcha)),
    });
    if (!valid || !pid.ok || !captcha.challenge) return;
    const outcome = await lookUp({
      deviceNo: values.deviceNo.trim(),
      pid: pid.value,
      captcha: captcha.challenge.authToken,
      code: values.captcha.trim(),
    });
    captcha.refresh();
    form.setValue('captcha', '');
    if ('error' in outcome) {
      form.fail(refusal.of(outcome.error));
      return;
    }
    setFound({ deviceNo: values.deviceNo.trim(), rows: outcome.data });
  }

  if (found) {
    return (
      <Found deviceNo={found.deviceNo} applications={found.rows} onAgain={() => setFound(null)} />
    );
  }
  return (
    <Form
      form={form}
      onSubmit={submit}
      submitLabel={form.busy ? t('process.lookup.sending') : t('process.lookup.submit')}
      title={t('process.lookup.title')}
      className="member-section form"
      stack
    >
      <p>{t('process.lookup.lead')}</p>
      <TextField
        {...form.field('deviceNo')}
        label={t('process.lookup.deviceNo')}
        hint={t('process.lookup.deviceNoHint')}
        autoComplete="off"
      />
      <TextField
        {...form.field('pid')}
        label={t('process.lookup.pid')}
        hint={t('process.lookup.pidHint')}
        autoComplete="off"
        maxLength={10}
      />
      <CaptchaField captcha={captcha} {...form.field('captcha')} />
    </Form>
  );
}
