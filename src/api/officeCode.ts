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

/** The offices of one city (and district), or every office when neither is given. */
export interface OfficeCodeFilter {
  city?: string;
  district?: string;
}

export function getOfficeCode(filter: OfficeCodeFilter = {}): Promise<ApiResult<OfficeCode[]>> {
  const city = filter.city?.trim() ?? '';
  const district = filter.district?.trim() ?? '';
  return call<OfficeCode[]>({
    method: 'GET',
    path: 'Device/OfficeCode',
    query: {
      city: city === '' ? undefined : city,
      district: district === '' ? undefined : district,
    },
  });
}
