import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
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

function BookingCard({
  booking,
  cancel,
}: {
  booking: BookingInfo;
  cancel: (receiveNo: string) => Promise<ApiError | null>;
}) {
  const { t, i18n } = useTranslation('support');
  return (
    <li className="card sp-ticket" aria-labelledby={`booking-${booking.receiveno}`}>
      <h3 className="sp-ticket__title" id={`booking-${booking.receiveno}`}>
        {booking.storeName}
      </h3>
      <Facts
        items={[
          [t('booking.time'), formatDateTime(booking.bookingTime, i18n.language)],
          [
            t('lineService:booking.service'),
            t(`lineService:services.${booking.service ?? 'other'}`),
          ],
          [t('booking.number'), booking.receiveno],
        ]}
      />
      <CancelBookingAction cancel={() => cancel(booking.receiveno)} />
    </li>
  );
}

/** Store bookings as cards, each with cancel (asked once more); `cancel` answers its failure. */
export function BookingList({
  bookings,
  cancel,
}: {
  bookings: readonly BookingInfo[];
  cancel: (receiveNo: string) => Promise<ApiError | null>;
}) {
  return (
    <ul className="sp-list">
      {bookings.map((booking) => (
        <BookingCard key={booking.receiveno} booking={booking} cancel={cancel} />
      ))}
    </ul>
  );
}

/** The member's store bookings, soonest first, each with cancel. */
export function MyBookings() {
  const { t } = useTranslation('support');
  const member = useAppSelector(selectMemberInfo);
  const bookings = useGetMyBookingsQuery({ customer: member?.sn ?? '' });
  const [cancelBooking] = useCancelBookingMutation();

  async function cancel(receiveNo: string) {
    const outcome = await cancelBooking({ receiveNo });
    return 'error' in outcome ? asApiError(outcome.error) : null;
  }

  return (
    <Card title={t('booking.mine')} className="service-section" plain stack>
      {bookings.isLoading ? <LoadingState /> : null}
      {bookings.error && !bookings.isFetching ? (
        <ErrorState error={asApiError(bookings.error)} onRetry={() => void bookings.refetch()} />
      ) : null}
      {bookings.data?.length === 0 ? (
        <EmptyState title={t('booking.none')}>
          <p>{t('booking.noneNext')}</p>
        </EmptyState>
      ) : null}
      {bookings.data && bookings.data.length > 0 ? (
        <BookingList bookings={bookings.data} cancel={cancel} />
      ) : null}
    </Card>
  );
}
