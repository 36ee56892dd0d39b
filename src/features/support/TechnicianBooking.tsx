import { useTranslation } from 'react-i18next';
import type { HealthCheckItemName } from '../../api/healthCheck';
import { SelectField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { ErrorState, LoadingState } from '../../components/page/StatusStates';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDateTime } from '../../lib/format';
import { validateRequired } from '../../lib/validators';
import { asApiError } from '../../state/portalApi';
import { useBookTechnicianMutation, useGetAppointmentTimesQuery } from './supportApi';

/** Book a technician for one failed item at a free time. */
export function TechnicianBooking({
  deviceNo,
  item,
}: {
  deviceNo: string;
  item: HealthCheckItemName;
}) {
  const { t } = useTranslation('support');
  const language = useLanguage();
  const message = useValidationMessage();
  const times = useGetAppointmentTimesQuery({ deviceNo });
  const [bookTechnician] = useBookTechnicianMutation();
  const form = useForm({ time: '' });

  if (times.isLoading) return <LoadingState lines={1} />;
  if (!times.data) {
    return <ErrorState error={asApiError(times.error)} onRetry={() => void times.refetch()} />;
  }
  const free = times.data.filter((slot) => slot.available);

  async function submit(values: { time: string }) {
    if (!form.check({ time: message(validateRequired(values.time)) })) return;
    const outcome = await bookTechnician({
      deviceNo,
      payload: { deviceNo, item, time: values.time },
    });
    if ('error' in outcome) {
      form.fail(asApiError(outcome.error));
      form.setValue('time', '');
    }
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      submitLabel={t('health.book')}
      summary={false}
      className="form sp-form--inline"
      aria-label={t('health.bookFor', { item: t(`health.items.${item}`) })}
    >
      {free.length === 0 ? (
        <p className="notice">{t('health.noTimes')}</p>
      ) : (
        <SelectField
          {...form.field('time')}
          label={t('health.visitTime')}
          placeholder={t('lineService:report.choose')}
          options={free.map((slot) => ({
            value: slot.time,
            label: formatDateTime(slot.time, language),
          }))}
        />
      )}
    </Form>
  );
}
