import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HealthCheckItemName } from '../../api/healthCheck';
import type { ApiError } from '../../api/http';
import { ErrorState, LoadingState } from '../../components/StatusStates';
import { formatDateTime } from '../../lib/format';
import { validateRequired } from '../../lib/validators';
import { asApiError } from '../../state/portalApi';
import { useSubmitOnce, useSupportErrors } from './formState';
import { useBookTechnicianMutation, useGetAppointmentTimesQuery } from './supportApi';
import { FormAlert, SelectField } from './SupportFields';

/** Book a technician for one failed item at a free time. */
export function TechnicianBooking({
  deviceNo,
  item,
}: {
  deviceNo: string;
  item: HealthCheckItemName;
}) {
  const { t, i18n } = useTranslation('support');
  const times = useGetAppointmentTimesQuery({ deviceNo });
  const [bookTechnician] = useBookTechnicianMutation();
  const { pending, run } = useSubmitOnce();
  const { errors, check } = useSupportErrors<'time'>();
  const [time, setTime] = useState('');
  const [failure, setFailure] = useState<ApiError | null>(null);

  if (times.isLoading) return <LoadingState lines={1} />;
  if (!times.data) {
    return <ErrorState error={asApiError(times.error)} onRetry={() => void times.refetch()} />;
  }
  const free = times.data.filter((slot) => slot.available);

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      if (!check({ time: validateRequired(time) })) return;
      const outcome = await bookTechnician({ deviceNo, payload: { deviceNo, item, time } });
      if ('error' in outcome) {
        setFailure(asApiError(outcome.error));
        setTime('');
      }
    });
  }

  return (
    <form
      className="sp-form sp-form--inline"
      onSubmit={submit}
      noValidate
      aria-label={t('health.bookFor', { item: t(`health.items.${item}`) })}
    >
      {free.length === 0 ? (
        <p className="notice">{t('health.noTimes')}</p>
      ) : (
        <SelectField
          label={t('health.visitTime')}
          error={errors.time}
          data-field="time"
          value={time}
          onChange={(event) => setTime(event.target.value)}
        >
          <option value="">{t('report.choose')}</option>
          {free.map((slot) => (
            <option key={slot.time} value={slot.time}>
              {formatDateTime(slot.time, i18n.language)}
            </option>
          ))}
        </SelectField>
      )}
      {failure ? <FormAlert error={failure} /> : null}
      <div className="sp-actions">
        <button type="submit" className="button button--primary" aria-disabled={pending}>
          {t('health.book')}
        </button>
      </div>
    </form>
  );
}
