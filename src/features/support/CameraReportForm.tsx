import { useTranslation } from 'react-i18next';
import type { CameraCheck, CameraReport } from '../../api/hamicam';
import { SelectField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { validateRequired } from '../../lib/validators';
import { asApiError } from '../../state/portalApi';
import type { ContactDefaults } from '../../components/lineService/FaultReportForm';
import { contactErrors, FaultFields } from '../../components/lineService/ContactFields';
import { useReportCameraFaultMutation } from './supportApi';

/**
 * Reports a camera's failed check as a fault: which check (when more than one failed), what the
 * customer sees, and the contact (trimmed, the second phone comma-joined by the service layer).
 */
export function CameraReportForm({
  cameraId,
  cameraName,
  failed,
  contact,
  onFiled,
}: {
  cameraId: string;
  cameraName: string;
  failed: readonly CameraCheck[];
  contact: ContactDefaults;
  onFiled: (report: CameraReport) => void;
}) {
  const { t } = useTranslation('support');
  const message = useValidationMessage();
  const [report] = useReportCameraFaultMutation();
  const form = useForm(
    {
      code: failed.length === 1 ? (failed[0]?.code ?? '') : '',
      description: '',
      name: contact.name,
      phone: contact.phone,
      phone2: '',
    },
    {
      labels: {
        code: t('camera.fault'),
        description: t('lineService:report.description'),
        name: t('lineService:contact.name'),
        phone: t('lineService:contact.phone'),
        phone2: t('lineService:contact.phone2'),
      },
    },
  );
  const { values } = form;

  async function submit() {
    const valid = form.check({
      code: message(validateRequired(values.code)),
      description: message(validateRequired(values.description)),
      ...contactErrors(values, message),
    });
    if (!valid) return;
    const outcome = await report({
      cameraId,
      code: values.code,
      description: values.description,
      contactName: values.name,
      contactPhone: values.phone,
      contactPhone2: values.phone2,
    });
    if ('error' in outcome) {
      form.fail(asApiError(outcome.error));
      return;
    }
    onFiled(outcome.data);
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      submitLabel={form.busy ? t('lineService:report.sending') : t('camera.submit')}
      className="form sp-form--inline"
      aria-label={t('camera.reportFor', { name: cameraName })}
    >
      {failed.length > 1 ? (
        <SelectField
          {...form.field('code')}
          label={t('camera.fault')}
          placeholder={t('lineService:report.choose')}
          options={failed.map((check) => ({
            value: check.code ?? '',
            label: t(`camera.checks.${check.check}`),
          }))}
        />
      ) : null}
      <FaultFields form={form} hint={t('camera.descriptionHint')} />
    </Form>
  );
}
