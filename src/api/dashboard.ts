import { call } from './call';
import type { ApiResult } from './http';
import type { CountryByIp, RoamingProcessItem } from './types/roaming';

/** dashboard/SimplifiedInformation: the home summary; its fields are not specified. */
export type SimplifiedInformation = Record<string, unknown>;

/** One advertisement of dashboard/SiteCoreADItems. */
export interface AdItem {
  Title: string;
  Image: string;
  URL: string;
  ImageMWeb?: string;
}

/** dashboard/mobilediscount: offers for the current mobile number; fields not specified. */
export type MobileDiscount = unknown;

export function getSimplifiedInformation(): Promise<ApiResult<SimplifiedInformation>> {
  return call<SimplifiedInformation>({ method: 'GET', path: 'dashboard/SimplifiedInformation' });
}

/** Cached 60 s by the RTK Query endpoint (spec 01 §9), not here. */
export function getSiteCoreAdItems(): Promise<ApiResult<AdItem[]>> {
  return call<AdItem[]>({ method: 'GET', path: 'dashboard/SiteCoreADItems' });
}

export function getMobileDiscount(): Promise<ApiResult<MobileDiscount>> {
  return call<MobileDiscount>({ method: 'GET', path: 'dashboard/mobilediscount' });
}

/** The customer's roaming applications and where each stands (spec 02 §7.6). */
export function getRoamingProcess(): Promise<ApiResult<RoamingProcessItem[]>> {
  return call<RoamingProcessItem[]>({ method: 'GET', path: 'dashboard/RoamingProcess' });
}

/** The country of the customer's IP address (spec 02 §7.6), the pass finder's default. */
export function getCountryByIp(): Promise<ApiResult<CountryByIp>> {
  return call<CountryByIp>({ method: 'GET', path: 'dashboard/CountryByIp' });
}
