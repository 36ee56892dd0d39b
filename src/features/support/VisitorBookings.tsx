import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { QueryView } from '../../components/page/QueryView';
import { asApiError } from '../../state/portalApi';
import { BookingList } from './MyBookings';
import { useSendStoreOtpMutation } from './supportApi';
import {
  useCancelVisitorBookingMutation,
  useGetVisitorBookingsQuery,
  useLazyGetVisitorBookingsQuery,
} from './visitorApi';
import { VisitorLookup, type VisitorProof } from './VisitorLookup';

function FoundBookings({ proof, onAgain }: { proof: VisitorProof; onAgain: () => void }) {
  const { t } = useTranslation('support');
  const bookings = useGetVisitorBookingsQuery(proof);
  const [cancelBooking] = useCancelVisitorBookingMutation();

  async function cancel(receiveNo: string) {
    const outcome = await cancelBooking({ ...proof, receiveNo });
    return 'error' in outcome ? asApiError(outcome.error) : null;
  }

  return (
    <Card
      title={t('lookup.storeFound', { number: proof.mobileNo })}
      className="service-section"
      stack
    >
      <QueryView
        query={bookings}
        loading={t('lookup.loading')}
        errorTitle={t('lookup.error')}
        isEmpty={(rows) => rows.length === 0}
        emptyTitle={t('lookup.none', { number: proof.mobileNo })}
      >
        {(rows) => <BookingList bookings={rows} cancel={cancel} />}
      </QueryView>
      <div className="form__actions">
        <Button variant="secondary" onClick={onAgain}>
          {t('lookup.again')}
        </Button>
      </div>
    </Card>
  );
}

/**
 * A visitor's store bookings, found again with the mobile they booked with and a new SMS code
 * (after a reload nothing of the booking is kept in the browser), each with cancel.
 */
export function VisitorBookings() {
  const { t } = useTranslation('support');
  const [proof, setProof] = useState<VisitorProof | null>(null);
  const [sendOtp] = useSendStoreOtpMutation();
  const [findBookings] = useLazyGetVisitorBookingsQuery();

  async function find(candidate: VisitorProof) {
    const outcome = await findBookings(candidate);
    return outcome.error ? asApiError(outcome.error) : null;
  }

  return proof ? (
    <FoundBookings proof={proof} onAgain={() => setProof(null)} />
  ) : (
    <VisitorLookup
      title={t('lookup.storeTitle')}
      lead={t('lookup.storeLead')}
      sendOtp={sendOtp}
      find={find}
      onFound={setProof}
    />
  );
}
