import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BookingFields,
  bookingErrors,
  useBookingLabels,
} from '../../components/lineService/BookingFields';
import { hasFreeSlot } from '../../components/lineService/SlotPicker';
import { Form } from '../../components/form/Form';
import { FormSuccess } from '../../components/form/FormAlert';
import { useCodeProblem } from '../../components/form/useCodeStep';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { ErrorState, LoadingState } from '../../components/page/StatusStates';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDateTime } from '../../lib/format';
import { validateMobile } from '../../lib/validators';
import { asApiError } from '../../state/portalApi';
import { useBookStoreMutation, useGetStoreSlotsQuery, useSendStoreOtpMutation } from './supportApi';
import { VisitorCode, type VisitorCodeState } from './VisitorCode';
import { useRefusal } from '../../components/useRefusal';

interface BookingValues {
  date: string;
  time: string;
  service: string;
  mobile: string;
  captcha: string;
  otp: string;
}

const EMPTY: BookingValues = { date: '', time: '', service: '', mobile: '', captcha: '', otp: '' };
const CAPTCHA_CODES: readonly unknown[] = ['CAPTCHA_WRONG', 'CAPTCHA_EXPIRED'];

/**
 * Books a free slot of the store; the payload goes to the carrier whole. A visitor (`forAll`)
 * confirms their mobile with the captcha and the SMS code, which go with the booking.
 */
export function StoreBookingForm({ storeId, forAll }: { storeId: string; forAll: boolean }) {
  const { t } = useTranslation('support');
  const language = useLanguage();
  const message = useValidationMessage();
  const codeProblem = useCodeProblem();
  const slots = useGetStoreSlotsQuery({ storeId, forAll });
  const [book] = useBookStoreMutation();
  const [sendOtp] = useSendStoreOtpMutation();
  const bookingLabels = useBookingLabels();
  const form = useForm<BookingValues>(EMPTY, {
    labels: {
      ...bookingLabels,
      mobile: t('noLogin.mobile'),
      otp: t('noLogin.otp'),
    },
  });
  const failure = useRefusal('support')(form.failure);
  const visitor: VisitorCodeState = { form, sendOtp, captchaCodes: CAPTCHA_CODES };
  const [booked, setBooked] = useState<{ receiveno: string; time: string } | null>(null);

  if (slots.isLoading) return <LoadingState />;
  if (!slots.data) {
    return <ErrorState error={asApiError(slots.error)} onRetry={() => void slots.refetch()} />;
  }

  async function submit(values: BookingValues) {
    const valid = form.check({
      ...bookingErrors(values, message),
      mobile: forAll ? message(validateMobile(values.mobile)) : undefined,
      otp: forAll ? codeProblem(values.otp) : undefined,
    });
    if (!valid) return;
    const { date, time, service, mobile, otp } = values;
    const booking = forAll
      ? { storeId, date, time, service, mobile: mobile.trim(), otp: otp.trim() }
      : { storeId, date, time, service };
    const outcome = await book({ booking, forAll });
    if ('error' in outcome) {
      if (asApiError(outcome.error).code === 'OTP_WRONG') {
        form.setError('otp', t('noLogin.otpWrong'));
        return;
      }
      form.fail(asApiError(outcome.error));
      form.setValue('time', '');
      return;
    }
    setBooked({ receiveno: outcome.data.receiveno, time: `${values.date} ${values.time}` });
    form.reset();
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      failure={failure}
      submitLabel={form.busy ? t('booking.sending') : t('booking.submit')}
      heading={
        <FormSuccess>
          {booked
            ? t('booking.done', {
                time: formatDateTime(booked.time, language),
                number: booked.receiveno,
              })
            : null}
        </FormSuccess>
      }
      title={t('booking.title')}
      className="service-section form"
      stack
    >
      {hasFreeSlot(slots.data.slots) ? null : <p className="notice">{t('booking.full')}</p>}
      <BookingFields form={form} slots={slots.data.slots} />
      {forAll ? <VisitorCode state={visitor} /> : null}
    </Form>
  );
}
