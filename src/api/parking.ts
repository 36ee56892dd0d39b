import { call } from './call';
import type { ApiResult } from './http';

/** Street parking fees charged to the phone bill (spec 02 §3 and §7.12 ParkingPay). */

/** C a car, M a motorcycle. */
export type CarType = 'C' | 'M';

export interface ParkingCar {
  carType: CarType;
  carId: string;
}

export interface ParkingTicket extends ParkingCar {
  /** The parking management office that issued the slip. */
  PMOId: string;
  slipNo: string;
  amount: number;
  /** Where and when the car was parked (Taipei wall clock, ISO). */
  place: string;
  parkedAt: string;
}

export interface ParkingRecord extends ParkingTicket {
  paidAt: string;
  /** The number whose phone bill carries the charge. */
  billedTo: string;
}

/** bill: charged to the phone bill as slips arrive; manual: each slip paid here. */
export type PayMode = 'bill' | 'manual';

export interface ParkingPayMode {
  payMode: PayMode;
  /** The number the charges go on. */
  billedTo: string;
}

export function getParkingCars(): Promise<ApiResult<ParkingCar[]>> {
  return call<ParkingCar[]>({ method: 'GET', path: 'ParkingPay/Cars' });
}

export function addParkingCar(car: ParkingCar): Promise<ApiResult<ParkingCar[]>> {
  return call<ParkingCar[]>({
    method: 'POST',
    path: 'ParkingPay/AddCar',
    body: { carType: car.carType, carId: car.carId.trim().toUpperCase() },
  });
}

export function removeParkingCar(car: ParkingCar): Promise<ApiResult<ParkingCar[]>> {
  return call<ParkingCar[]>({
    method: 'POST',
    path: 'ParkingPay/RemoveCar',
    body: { carType: car.carType, carId: car.carId },
  });
}

export function getParkingPayMode(): Promise<ApiResult<ParkingPayMode>> {
  return call<ParkingPayMode>({ method: 'GET', path: 'ParkingPay/PayMode' });
}

export function setParkingPayMode(params: {
  payMode: PayMode;
}): Promise<ApiResult<ParkingPayMode>> {
  return call<ParkingPayMode>({
    method: 'POST',
    path: 'ParkingPay/PayMode',
    body: { payMode: params.payMode },
  });
}

export function getParkingTickets(): Promise<ApiResult<ParkingTicket[]>> {
  return call<ParkingTicket[]>({ method: 'GET', path: 'ParkingPay/Tickets' });
}

export function payParkingTicket(params: {
  PMOId: string;
  slipNo: string;
  amount: number;
}): Promise<ApiResult<ParkingRecord>> {
  return call<ParkingRecord>({
    method: 'POST',
    path: 'ParkingPay/PayTicket',
    body: { PMOId: params.PMOId, slipNo: params.slipNo, amount: params.amount },
  });
}

/** Records of one car between two Taipei dates (`YYYY-MM-DD`), both included. */
export function getParkingRecords(params: {
  carType: CarType;
  carId: string;
  startDate: string;
  endDate: string;
}): Promise<ApiResult<ParkingRecord[]>> {
  return call<ParkingRecord[]>({
    method: 'GET',
    path: 'ParkingPay/Records',
    query: {
      carType: params.carType,
      carId: params.carId,
      startDate: params.startDate,
      endDate: params.endDate,
    },
  });
}
