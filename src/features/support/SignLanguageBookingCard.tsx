import { useTranslation } from 'react-i18next';
import type { SignLanguageBooking, SignLanguageVisitor } from '../../api/signLanguage';
import { FormSuccess } from '../../components/form/FormAlert';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDateTime } from '../../lib/format';
import { asApiError } from '../../state/portalApi';
import { CancelBookingAction } from './CancelBookingAction';
import { useCancelSignLanguageMutation } from './signLanguageApi';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';

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
    <Card title={t('sign.mine')} className="service-section" stack>
      <FormSuccess>
        {justBooked ? t('sign.done', { time, number: booking.bookingNo }) : null}
      </FormSuccess>
      <Facts
        items={[
          [t('booking.time'), time],
          [t('sign.topic'), t(`sign.topics.${booking.topic}`, { defaultValue: booking.topic })],
          [t('booking.number'), booking.bookingNo],
        ]}
      />
      <p className="sp-lead">{t('sign.howItWorks')}</p>
      <CancelBookingAction cancel={cancel} />
    </Card>
  );
}
