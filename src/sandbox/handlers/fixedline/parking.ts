import { http, type RequestHandler } from 'msw';
import type {
  ParkingCar,
  ParkingPayMode,
  ParkingRecord,
  ParkingTicket,
} from '../../../api/parking';
import { sandboxNow } from '../../db/clock';
import {
  addCar,
  carsOf,
  isCarType,
  PARKING_REFUSALS,
  payModeOf,
  payTicket,
  recordsOf,
  removeCar,
  setPayMode,
  unpaidTicketsOf,
} from '../../db/tables/parkingRules';
import { jsonBody, ok, refuseWith, reply, text } from '../respond';
import { apiUrl, withCustomer } from '../support';

/** ParkingPay: the customer's cars, unpaid slips, payments charged to the phone bill, records. */

async function carOf(request: Request): Promise<ParkingCar | null> {
  const body = await jsonBody(request);
  const carType = text(body?.carType);
  if (!isCarType(carType)) return null;
  return { carType, carId: text(body?.carId).toUpperCase() };
}

export const parkingHandlers: RequestHandler[] = [
  http.get(
    apiUrl('ParkingPay/Cars'),
    withCustomer(({ customer }) => ok<ParkingCar[]>(carsOf(customer.id))),
  ),
  http.post(
    apiUrl('ParkingPay/AddCar'),
    withCustomer(async ({ request, customer }) => {
      const car = await carOf(request);
      if (!car) return refuseWith(PARKING_REFUSALS.badCarType);
      return reply<ParkingCar[]>(addCar(customer.id, car));
    }),
  ),
  http.post(
    apiUrl('ParkingPay/RemoveCar'),
    withCustomer(async ({ request, customer }) => {
      const car = await carOf(request);
      if (!car) return refuseWith(PARKING_REFUSALS.noSuchCar);
      return reply<ParkingCar[]>(removeCar(customer.id, car));
    }),
  ),
  http.get(
    apiUrl('ParkingPay/PayMode'),
    withCustomer(({ customer }) => ok<ParkingPayMode>(payModeOf(customer.id))),
  ),
  http.post(
    apiUrl('ParkingPay/PayMode'),
    withCustomer(async ({ request, customer }) => {
      const body = await jsonBody(request);
      return reply<ParkingPayMode>(setPayMode(customer.id, text(body?.payMode)));
    }),
  ),
  http.get(
    apiUrl('ParkingPay/Tickets'),
    withCustomer(({ customer }) => ok<ParkingTicket[]>(unpaidTicketsOf(customer.id))),
  ),
  http.post(
    apiUrl('ParkingPay/PayTicket'),
    withCustomer(async ({ request, customer }) => {
      const body = await jsonBody(request);
      const slip = {
        PMOId: text(body?.PMOId),
        slipNo: text(body?.slipNo),
        amount: typeof body?.amount === 'number' ? body.amount : Number.NaN,
      };
      return reply<ParkingRecord>(payTicket(customer.id, slip, sandboxNow()));
    }),
  ),
  http.get(
    apiUrl('ParkingPay/Records'),
    withCustomer(({ request, customer }) => {
      const query = new URL(request.url).searchParams;
      return reply<ParkingRecord[]>(
        recordsOf(customer.id, {
          carType: text(query.get('carType')),
          carId: text(query.get('carId')).toUpperCase(),
          startDate: text(query.get('startDate')),
          endDate: text(query.get('endDate')),
        }),
      );
    }),
  ),
];
