import { call } from './call';
import type { ApiResult } from './http';

/** One operations office (GET OfficeCode, spec 02 §7.3). */
export interface OfficeCode {
  code: string;
  name: string;
  city: string;
  district: string;
  address: string;
  phone: string;
}

export function getOfficeCode(): Promise<ApiResult<OfficeCode[]>> {
  return call<OfficeCode[]>({ method: 'GET', path: 'Device/OfficeCode' });
}
