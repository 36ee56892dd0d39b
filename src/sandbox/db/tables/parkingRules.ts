import type {
  CarType,
  ParkingCar,
  ParkingPayMode,
  ParkingRecord,
  ParkingTicket,
  PayMode,
} from '../../../api/parking';
import { startOfTaipeiDate } from '../dates';
import { accepted, refused, type Outcome } from '../outcome';
import { db, mutate } from '../state';
import { addCharge } from './charges';
import type { ParkingTicketRow } from './fixedline';
import { DEMO_PARKING_BILLED_TO } from './fixedlineSeed';
import { validateCarPlate } from '../../../lib/validators';

/**
 * Street parking paid through the phone bill: a customer's cars, the slips issued to them and
 * the payments, each charged once to the number the parking service is billed to.
 */

export const PARKING_REFUSALS = {
  badPlate: { code: 'BAD_PLATE', message: '車牌號碼格式不正確' },
  badCarType: { code: 'BAD_CAR_TYPE', message: '車種不正確' },
  carExists: { code: 'CAR_EXISTS', message: '此車輛已登錄' },
  tooManyCars: { code: 'TOO_MANY_CARS', message: '最多可登錄 5 輛車' },
  noSuchCar: { code: 'NO_SUCH_CAR', message: '查無此車輛' },
  noSuchTicket: { code: 'NO_SUCH_TICKET', message: '查無此停車單' },
  alreadyPaid: { code: 'TICKET_PAID', message: '此停車單已繳費' },
  wrongAmount: { code: 'WRONG_AMOUNT', message: '繳費金額與停車單不符' },
  badDates: { code: 'BAD_DATES', message: '查詢日期不正確' },
  badPayMode: { code: 'BAD_PAY_MODE', message: '繳費方式不正確' },
} as const;

export const MAX_CARS = 5;

export function isCarType(value: string): value is CarType {
  return value === 'C' || value === 'M';
}

export function carsOf(customerId: string): ParkingCar[] {
  return db()
    .fixedline.parkingCars.filter((row) => row.customerId === customerId)
    .map(({ carType, carId }) => ({ carType, carId }));
}

export function addCar(customerId: string, car: ParkingCar): Outcome<ParkingCar[]> {
  if (!isCarType(car.carType)) return refused(PARKING_REFUSALS.badCarType);
  const plate = validateCarPlate(car.carId);
  if (!plate.ok || plate.value !== car.carId) return refused(PARKING_REFUSALS.badPlate);
  const cars = carsOf(customerId);
  if (cars.some((row) => row.carId === car.carId)) return refused(PARKING_REFUSALS.carExists);
  if (cars.length >= MAX_CARS) return refused(PARKING_REFUSALS.tooManyCars);
  mutate((database) => {
    database.fixedline.parkingCars.push({ customerId, carType: car.carType, carId: car.carId });
  });
  return accepted(carsOf(customerId));
}

export function removeCar(customerId: string, car: ParkingCar): Outcome<ParkingCar[]> {
  const exists = carsOf(customerId).some(
    (row) => row.carId === car.carId && row.carType === car.carType,
  );
  if (!exists) return refused(PARKING_REFUSALS.noSuchCar);
  mutate((database) => {
    database.fixedline.parkingCars = database.fixedline.parkingCars.filter(
      (row) =>
        !(row.customerId === customerId && row.carId === car.carId && row.carType === car.carType),
    );
  });
  return accepted(carsOf(customerId));
}

export function payModeOf(customerId: string): ParkingPayMode {
  const row = db().fixedline.parkingModes.find((entry) => entry.customerId === customerId);
  return { payMode: row?.payMode ?? 'manual', billedTo: row?.billedTo ?? DEMO_PARKING_BILLED_TO };
}

export function setPayMode(customerId: string, payMode: string): Outcome<ParkingPayMode> {
  if (payMode !== 'bill' && payMode !== 'manual') return refused(PARKING_REFUSALS.badPayMode);
  const billedTo = payModeOf(customerId).billedTo;
  mutate((database) => {
    const others = database.fixedline.parkingModes.filter((row) => row.customerId !== customerId);
    others.push({ customerId, payMode: payMode satisfies PayMode, billedTo });
    database.fixedline.parkingModes = others;
  });
  return accepted(payModeOf(customerId));
}

function ticketView(row: ParkingTicketRow): ParkingTicket {
  const { carType, carId, PMOId, slipNo, amount, place, parkedAt } = row;
  return { carType, carId, PMOId, slipNo, amount, place, parkedAt };
}

function recordView(row: ParkingTicketRow): ParkingRecord {
  return { ...ticketView(row), paidAt: row.paidAt ?? '', billedTo: row.billedTo ?? '' };
}

/** Unpaid slips of the customer's registered cars, oldest first. */
export function unpaidTicketsOf(customerId: string): ParkingTicket[] {
  const plates = new Set(carsOf(customerId).map((car) => car.carId));
  return db()
    .fixedline.parkingTickets.filter(
      (row) => row.customerId === customerId && row.paidAt === null && plates.has(row.carId),
    )
    .sort((left, right) => left.parkedAt.localeCompare(right.parkedAt))
    .map(ticketView);
}

/** Pays one slip: it leaves the unpaid list, becomes a record and a charge on the next bill. */
export function payTicket(
  customerId: string,
  slip: { PMOId: string; slipNo: string; amount: number },
  now: Date,
): Outcome<ParkingRecord> {
  const row = db().fixedline.parkingTickets.find(
    (entry) =>
      entry.customerId === customerId && entry.PMOId === slip.PMOId && entry.slipNo === slip.slipNo,
  );
  if (!row) return refused(PARKING_REFUSALS.noSuchTicket);
  if (row.paidAt !== null) return refused(PARKING_REFUSALS.alreadyPaid);
  if (row.amount !== slip.amount) return refused(PARKING_REFUSALS.wrongAmount);
  const billedTo = payModeOf(customerId).billedTo;
  return accepted(
    mutate((database) => {
      const stored = database.fixedline.parkingTickets.find((entry) => entry === row) ?? row;
      stored.paidAt = now.toISOString();
      stored.billedTo = billedTo;
      addCharge(database, {
        deviceNo: billedTo,
        kind: 'parking',
        label: `路邊停車費 ${stored.slipNo}`,
        amount: stored.amount,
        chargedAt: stored.paidAt,
      });
      return recordView(stored);
    }),
  );
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Paid slips of one car parked between two Taipei dates (both included), newest first. */
export function recordsOf(
  customerId: string,
  query: { carType: string; carId: string; startDate: string; endDate: string },
): Outcome<ParkingRecord[]> {
  if (!DATE.test(query.startDate) || !DATE.test(query.endDate) || query.startDate > query.endDate) {
    return refused(PARKING_REFUSALS.badDates);
  }
  const from = startOfTaipeiDate(query.startDate).getTime();
  const to = startOfTaipeiDate(query.endDate).getTime() + 86_400_000;
  return accepted(
    db()
      .fixedline.parkingTickets.filter((row) => {
        const parked = Date.parse(row.parkedAt);
        return (
          row.customerId === customerId &&
          row.paidAt !== null &&
          row.carType === query.carType &&
          row.carId === query.carId &&
          parked >= from &&
          parked < to
        );
      })
      .sort((left, right) => right.parkedAt.localeCompare(left.parkedAt))
      .map(recordView),
  );
}
