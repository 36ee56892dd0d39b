import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import { STORE_SERVICES } from '../../api/types/serviceCenter';
import { ErrorState, LoadingState } from '../../components/StatusStates';
import { formatDate, formatDateTime } from '../../lib/format';
import { validateRequired } from '../../lib/validators';
import { asApiError } from '../../state/portalApi';
import { useSubmitOnce, useSupportErrors } from './formState';
import { useBookStoreMutation, useGetStoreSlotsQuery } from './supportApi';
import { FormAlert, FormSuccess, SelectField } from './SupportFields';

type Field = 'date' | 'time' | 'service';

/** A member books a free slot of the store; the payload goes to the carrier whole. */
export function StoreBookingForm({ storeId }: { storeId: string }) {
  const { t, i18n } = useTranslation('support');
  const slots = useGetStoreSlotsQuery({ storeId });
  const [book] = useBookStoreMutation();
  const { pending, run } = useSubmitOnce();
  const { errors, check } = useSupportErrors<Field>();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [booked, setBooked] = useState<{ receiveno: string; time: string } | null>(null);
  const [values, setValues] = useState({ date: '', time: '', service: '' });

  if (slots.isLoading) return <LoadingState />;
  if (!slots.data) {
    return <ErrorState error={asApiError(slots.error)} onRetry={() => void slots.refetch()} />;
  }
  const all = slots.data.slots;
  const dates = [...new Set(all.filter((slot) => slot.available).map((slot) => slot.date))];
  const times = all.filter((slot) => slot.date === values.date);

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      const valid = check({
        date: validateRequired(values.date),
        time: validateRequired(values.time),
        service: validateRequired(values.service),
      });
      if (!valid) return;
      const outcome = await book({ storeId, ...values });
      if ('error' in outcome) {
        setFailure(asApiError(outcome.error));
        setValues((current) => ({ ...current, time: '' }));
        return;
      }
      setFailure(null);
      setBooked({ receiveno: outcome.data.receiveno, time: `${values.date} ${values.time}` });
      setValues({ date: '', time: '', service: '' });
    });
  }

  return (
    <form
      className="card sp-section sp-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="store-booking"
    >
      <h2 id="store-booking" className="sp-section__title">
        {t('booking.title')}
      </h2>
      {booked ? (
        <FormSuccess>
          {t('booking.done', {
            time: formatDateTime(booked.time, i18n.language),
            number: booked.receiveno,
          })}
        </FormSuccess>
      ) : null}
      {dates.length === 0 ? <p className="notice">{t('booking.full')}</p> : null}
      <div className="sp-grid">
        <SelectField
          label={t('booking.date')}
          error={errors.date}
          data-field="date"
          value={values.date}
          onChange={(event) => setValues({ ...values, date: event.target.value, time: '' })}
        >
          <option value="">{t('report.choose')}</option>
          {dates.map((date) => (
            <option key={date} value={date}>
              {formatDate(date, i18n.language)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('booking.slot')}
          error={errors.time}
          data-field="time"
          value={values.time}
          onChange={(event) => setValues({ ...values, time: event.target.value })}
        >
          <option value="">{values.date ? t('report.choose') : t('visit.dayFirst')}</option>
          {times.map((slot) => (
            <option key={slot.time} value={slot.time} disabled={!slot.available}>
              {slot.available ? slot.time : t('booking.taken', { time: slot.time })}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('booking.service')}
          error={errors.service}
          data-field="service"
          value={values.service}
          onChange={(event) => setValues({ ...values, service: event.target.value })}
        >
          <option value="">{t('report.choose')}</option>
          {STORE_SERVICES.map((service) => (
            <option key={service} value={service}>
              {t(`services.${service}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {failure ? <FormAlert error={failure} /> : null}
      <div className="sp-actions">
        <button type="submit" className="button button--primary" aria-disabled={pending}>
          {pending ? t('booking.sending') : t('booking.submit')}
        </button>
      </div>
    </form>
  );
}
