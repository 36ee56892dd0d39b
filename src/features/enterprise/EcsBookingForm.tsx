import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EcsBooking } from '../../api/types/ecs';
import type { BookableSlot } from '../../api/types/serviceCenter';
import { Form } from '../../components/form/Form';
import { FormSuccess } from '../../components/form/FormAlert';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import {
  BookingFields,
  bookingErrors,
  useBookingLabels,
} from '../../components/lineService/BookingFields';
import { hasFreeSlot } from '../../components/lineService/SlotPicker';
import { useRefusal } from '../../components/useRefusal';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDateTime } from '../../lib/format';
import { useBookEcsServiceMutation } from './ecsApi';

const EMPTY = { date: '', time: '', service: '' };

/** A visit at the business service centre about one company line (the kit's booking fields). */
export function EcsBookingForm({ lineNo, slots }: { lineNo: string; slots: BookableSlot[] }) {
  const { t } = useTranslation('enterprise');
  const language = useLanguage();
  const message = useValidationMessage();
  const refusal = useRefusal('enterprise');
  const [book] = useBookEcsServiceMutation();
  const [booked, setBooked] = useState<EcsBooking | null>(null);
  const form = useForm(EMPTY, { labels: useBookingLabels() });

  async function submit(values: typeof EMPTY) {
    if (!form.check(bookingErrors(values, message))) return;
    const outcome = await book({ lineNo, ...values });
    if ('error' in outcome) {
      form.fail(refusal.of(outcome.error));
      form.setValue('time', '');
      return;
    }
    setBooked(outcome.data);
    form.reset();
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      submitLabel={form.busy ? t('service.booking') : t('service.bookingSubmit')}
      heading={
        <FormSuccess>
          {booked
            ? t('service.booked', {
                time: formatDateTime(`${booked.date} ${booked.time}`, language),
                number: booked.receiveNo,
              })
            : null}
        </FormSuccess>
      }
      title={t('service.bookingTitle')}
      className="service-section form"
      stack
    >
      {hasFreeSlot(slots) ? null : <p className="notice">{t('service.full')}</p>}
      <BookingFields form={form} slots={slots} />
    </Form>
  );
}
