import { useTranslation } from 'react-i18next';
import type { ParkingCar } from '../../api/parking';

/** A car in words: "ABC-1234 (car)". */
export function useCarText(): (car: ParkingCar) => string {
  const { t } = useTranslation('fixedline');
  return (car) =>
    t('parking.carLine', { plate: car.carId, type: t(`parking.carType.${car.carType}`) });
}
