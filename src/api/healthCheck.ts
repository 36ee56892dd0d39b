import { call } from './call';
import type { ApiResult } from './http';

/**
 * Health check (a bookable check-up service). Its payloads are passed through whole
 * (spec 01 §3) and no call names a header of its own.
 */
export type HealthCheckPayload = Record<string, unknown>;

/** GET HealthCheck: the customer's health-check booking, if any. */
export interface HealthCheckStatus {
  booked: boolean;
  appointmentTime?: string;
  location?: string;
}

/** One bookable time of HealthCheck/AppointmentTimes. */
export interface AppointmentTime {
  time: string;
  available: boolean;
}

export function sendHealthCheckOtp(payload: HealthCheckPayload): Promise<ApiResult<unknown>> {
  return call<unknown>({ method: 'POST', path: 'HealthCheck/SendOtp', body: payload });
}

/** HealthCheck/VaildOtp (the carrier's spelling). */
export function validateHealthCheckOtp(payload: HealthCheckPayload): Promise<ApiResult<unknown>> {
  return call<unknown>({ method: 'POST', path: 'HealthCheck/VaildOtp', body: payload });
}

export function getHealthCheck(): Promise<ApiResult<HealthCheckStatus>> {
  return call<HealthCheckStatus>({ method: 'GET', path: 'HealthCheck' });
}

export function getAppointmentTimes(): Promise<ApiResult<AppointmentTime[]>> {
  return call<AppointmentTime[]>({ method: 'GET', path: 'HealthCheck/AppointmentTimes' });
}

export function addHealthCheck(payload: HealthCheckPayload): Promise<ApiResult<unknown>> {
  return call<unknown>({ method: 'POST', path: 'HealthCheck/Add', body: payload });
}
