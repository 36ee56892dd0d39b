import { call } from './call';
import type { ApiResult } from './http';

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
