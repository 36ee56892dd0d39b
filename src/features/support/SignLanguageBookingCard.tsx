import { useTranslation } from 'react-i18next';
import type { SignLanguageBooking, SignLanguageVisitor } from '../../api/signLanguage';
import { FormSuccess } from '../../components/form/FormAlert';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDateTime } from '../../lib/format';
import { asApiError } from '../../state/portalApi';
import { CancelBookingAction } from './CancelBookingAction';
import { useCancelSignLanguageMutation } from './supportApi';

/** The booked session, with cancel (a visitor cancels with the mobile and code they booked with). */
export function SignLanguageBookingCard({
  booking,
  visitor,
  justBooked,
  onCancelled,
}: {
  booking: SignLanguageBooking;
  visitor: SignLanguageVisitor | null;
  justBooked: boolean;
  onCancelled: () => void;
}) {
  const { t } = useTranslation('support');
  const language = useLanguage();
  const [cancelBooking] = useCancelSignLanguageMutation();
  const time = formatDateTime(`${booking.date} ${booking.time}`, language);

  async function cancel() {
    const outcome = await cancelBooking({ bookingNo: booking.bookingNo, visitor });
    if ('error' in outcome) return asApiError(outcome.error);
    onCancelled();
    return null;
  }

  return (
    <section className="card sp-section" aria-labelledby="sign-mine">
      <h2 id="sign-mine" className="sp-section__title">
        {t('sign.mine')}
      </h2>
      <FormSuccess>
        {justBooked ? t('sign.done', { time, number: booking.bookingNo }) : null}
      </FormSuccess>
      <dl className="sp-facts">
        <dt>{t('booking.time')}</dt>
        <dd>{time}</dd>
        <dt>{t('sign.topic')}</dt>
        <dd>{t(`sign.topics.${booking.topic}`, { defaultValue: booking.topic })}</dd>
        <dt>{t('booking.number')}</dt>
        <dd>{booking.bookingNo}</dd>
      </dl>
      <p className="sp-lead">{t('sign.howItWorks')}</p>
      <CancelBookingAction cancel={cancel} />
    </section>
  );
}
