import { useTranslation } from 'react-i18next';
import type { BookingInfo } from '../../api/types/serviceCenter';
import { EmptyState, ErrorState, LoadingState } from '../../components/page/StatusStates';
import { formatDateTime } from '../../lib/format';
import { useAppSelector } from '../../state/hooks';
import { selectMemberInfo } from '../../state/member';
import { asApiError } from '../../state/portalApi';
import { useCancelBookingMutation, useGetMyBookingsQuery } from './supportApi';
import { CancelBookingAction } from './CancelBookingAction';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';

function BookingCard({ booking }: { booking: BookingInfo }) {
  const { t, i18n } = useTranslation('support');
  const [cancelBooking] = useCancelBookingMutation();

  async function cancel() {
    const outcome = await cancelBooking({ receiveNo: booking.receiveno });
    return 'error' in outcome ? asApiError(outcome.error) : null;
  }

  return (
    <li className="card sp-ticket" aria-labelledby={`booking-${booking.receiveno}`}>
      <h3 className="sp-ticket__title" id={`booking-${booking.receiveno}`}>
        {booking.storeName}
      </h3>
      <Facts
        items={[
          [t('booking.time'), formatDateTime(booking.bookingTime, i18n.language)],
          [t('booking.service'), t(`services.${booking.service ?? 'other'}`)],
          [t('booking.number'), booking.receiveno],
        ]}
      />
      <CancelBookingAction cancel={cancel} />
    </li>
  );
}

/** The member's store bookings, soonest first, each with cancel. */
export function MyBookings() {
  const { t } = useTranslation('support');
  const member = useAppSelector(selectMemberInfo);
  const bookings = useGetMyBookingsQuery({ customer: member?.sn ?? '' });
  return (
    <Card title={t('booking.mine')} className="sp-section" plain stack>
      {bookings.isLoading ? <LoadingState /> : null}
      {bookings.error && !bookings.isFetching ? (
        <ErrorState error={asApiError(bookings.error)} onRetry={() => void bookings.refetch()} />
      ) : null}
      {bookings.data?.length === 0 ? <EmptyState title={t('booking.none')} /> : null}
      {bookings.data && bookings.data.length > 0 ? (
        <ul className="sp-list">
          {bookings.data.map((booking) => (
            <BookingCard key={booking.receiveno} booking={booking} />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
