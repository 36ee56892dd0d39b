import { useTranslation } from 'react-i18next';
import { STORE_SERVICES } from '../../api/types/serviceCenter';
import { validateRequired, type Validation } from '../../lib/validators';
import { SelectField } from '../form/Field';
import type { FieldProps } from '../form/useForm';
import { SlotPicker, type Slot } from './SlotPicker';
import './lineService.css';

interface BookingValues {
  date: string;
  time: string;
  service: string;
}

/** The part of a form (useForm) that holds a service-centre booking. */
interface BookingForm {
  values: BookingValues;
  field: (name: keyof BookingValues) => FieldProps<string>;
  setValues: (next: Partial<BookingValues>) => void;
}

/** A free day and time of the service centre, and what the visit is for. */
export function BookingFields({ form, slots }: { form: BookingForm; slots: readonly Slot[] }) {
  const { t } = useTranslation('lineService');
  return (
    <div className="service-grid">
      <SlotPicker form={form} slots={slots} />
      <SelectField
        {...form.field('service')}
        label={t('booking.service')}
        placeholder={t('report.choose')}
        options={STORE_SERVICES.map((service) => ({
          value: service,
          label: t(`services.${service}`),
        }))}
      />
    </div>
  );
}

/** The booking fields' labels, for `useForm`'s error summary. */
export function useBookingLabels(): Record<keyof BookingValues, string> {
  const { t } = useTranslation('lineService');
  return { date: t('booking.date'), time: t('booking.slot'), service: t('booking.service') };
}

/** The messages of the booking fields (undefined where a field is fine), for `form.check`. */
export function bookingErrors(
  values: BookingValues,
  message: (result: Validation) => string | undefined,
) {
  return {
    date: message(validateRequired(values.date)),
    time: message(validateRequired(values.time)),
    service: message(validateRequired(values.service)),
  };
}
