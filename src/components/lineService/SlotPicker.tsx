import { useTranslation } from 'react-i18next';
import { SelectField } from '../form/Field';
import type { FieldProps } from '../form/useForm';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate } from '../../lib/format';
import './lineService.css';

/** One bookable time: a day (YYYY-MM-DD) and a time (HH:mm), Taipei; a taken one is shown off. */
export interface Slot {
  date: string;
  time: string;
  available: boolean;
}

/** The part of a form (useForm) that holds the chosen day and time. */
interface SlotForm {
  values: { date: string; time: string };
  field: (name: 'date' | 'time') => FieldProps<string>;
  setValues: (next: { date?: string; time?: string }) => void;
}

/**
 * A day, then a time of that day: days with a free time are offered; a taken time stays in the
 * list, disabled and marked, so the customer sees why it cannot be chosen.
 */
export function SlotPicker({ form, slots }: { form: SlotForm; slots: readonly Slot[] }) {
  const { t } = useTranslation('lineService');
  const language = useLanguage();
  const dates = [...new Set(slots.filter((slot) => slot.available).map((slot) => slot.date))];
  const times = slots.filter((slot) => slot.date === form.values.date);
  return (
    <>
      <SelectField
        {...form.field('date')}
        label={t('booking.date')}
        placeholder={t('report.choose')}
        onChange={(value) => {
          form.setValues({ date: value, time: '' });
        }}
        options={dates.map((date) => ({ value: date, label: formatDate(date, language) }))}
      />
      <SelectField
        {...form.field('time')}
        label={t('booking.slot')}
        placeholder={form.values.date ? t('report.choose') : t('visit.dayFirst')}
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
