import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form/Field';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate } from '../../lib/format';

/** One bookable time: a day (YYYY-MM-DD) and a time (HH:mm), Taipei; a taken one is shown off. */
export interface Slot {
  date: string;
  time: string;
  available: boolean;
}

/** The part of a form (useForm) that holds the chosen day and time. */
interface SlotForm {
  values: { date: string; time: string };
  errors: { date?: string; time?: string };
  fieldId: (name: 'date' | 'time') => string;
  setValues: (next: { date?: string; time?: string }) => void;
}

/**
 * A day, then a time of that day: days with a free time are offered; a taken time stays in the
 * list, disabled and marked, so the customer sees why it cannot be chosen.
 */
export function SlotPicker({ form, slots }: { form: SlotForm; slots: readonly Slot[] }) {
  const { t } = useTranslation('support');
  const language = useLanguage();
  const dates = [...new Set(slots.filter((slot) => slot.available).map((slot) => slot.date))];
  const times = slots.filter((slot) => slot.date === form.values.date);
  return (
    <>
      <SelectField
        id={form.fieldId('date')}
        label={t('booking.date')}
        error={form.errors.date}
        placeholder={t('report.choose')}
        value={form.values.date}
        onChange={(value) => {
          form.setValues({ date: value, time: '' });
        }}
        options={dates.map((date) => ({ value: date, label: formatDate(date, language) }))}
      />
      <SelectField
        id={form.fieldId('time')}
        label={t('booking.slot')}
        error={form.errors.time}
        placeholder={form.values.date ? t('report.choose') : t('visit.dayFirst')}
        value={form.values.time}
        onChange={(value) => {
          form.setValues({ time: value });
        }}
        options={times.map((slot) => ({
          value: slot.time,
          label: slot.available ? slot.time : t('booking.taken', { time: slot.time }),
          disabled: !slot.available,
        }))}
      />
    </>
  );
}

/** Whether any day still has a free time. */
export function hasFreeSlot(slots: readonly Slot[]): boolean {
  return slots.some((slot) => slot.available);
}
