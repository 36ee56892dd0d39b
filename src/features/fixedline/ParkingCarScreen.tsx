import { useTranslation } from 'react-i18next';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { CarsCard, PayModeCard } from './ParkingCars';
import { ParkingRecords } from './ParkingRecords';
import { UnpaidTickets } from './ParkingTickets';
import './fixedline.css';

/**
 * /ParkingCar - street parking fees charged to the phone bill: unpaid slips and their payment,
 * the registered cars, the payment mode and the records of a car between two dates.
 */
export default function ParkingCarScreen() {
  const { t } = useTranslation('titles');
  return (
    <MemberPageFrame title={t('parkingCar')} needsDevice={false}>
      {() => (
        <div className="fl-stack">
          <UnpaidTickets />
          <ParkingRecords />
          <CarsCard />
          <PayModeCard />
        </div>
      )}
    </MemberPageFrame>
  );
}
