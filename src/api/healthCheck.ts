import { call } from './call';
import type { ApiResult } from './http';

/**
 * Line health check of a fixed line or broadband number (the deviceno header): an SMS code to
 * the member's mobile opens it, GET HealthCheck runs it, and a failed item can be booked for a
 * technician. Its payloads are passed through whole (spec 01 §3).
 */
export type HealthCheckPayload = Record<string, unknown>;

export type HealthCheckItemName = 'connection' | 'signal' | 'equipment' | 'speed';

/** One checked item; a failed one carries the carrier's code (HealthCheckResult explains it). */
export interface HealthCheckItem {
  item: HealthCheckItemName;
  passed: boolean;
  code?: string;
}

/** A technician visit booked with HealthCheck/Add. */
export interface HealthCheckAppointment {
  id: string;
  item: HealthCheckItemName;
  /** ISO date-time of the visit's start. */
  time: string;
}

/** GET HealthCheck: the check of the number, run now. */
export interface HealthCheckResult {
  deviceNo: string;
  /** ISO date-time of the run. */
  checkedAt: string;
  items: HealthCheckItem[];
  appointments: HealthCheckAppointment[];
}

/** One bookable time of HealthCheck/AppointmentTimes (ISO date-time of the visit's start). */
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

export function getHealthCheck(): Promise<ApiResult<HealthCheckResult>> {
  return call<HealthCheckResult>({ method: 'GET', path: 'HealthCheck' });
}

export function getAppointmentTimes(): Promise<ApiResult<AppointmentTime[]>> {
  return call<AppointmentTime[]>({ method: 'GET', path: 'HealthCheck/AppointmentTimes' });
}

export function addHealthCheck(
  payload: HealthCheckPayload,
): Promise<ApiResult<HealthCheckAppointment>> {
  return call<HealthCheckAppointment>({ method: 'POST', path: 'HealthCheck/Add', body: payload });
}
