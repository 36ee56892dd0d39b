import { call } from './call';
import type { ApiResult } from './http';

/** eShop/SetNPS: the survey answers, passed through whole (fields not specified). */
export type NpsAnswer = Record<string, unknown>;

/** One promotion of eShop/eShopPromoQRY. */
export interface EShopPromo {
  promoid: string;
  title: string;
  URL?: string;
  Image?: string;
}

export function setNps(answer: NpsAnswer): Promise<ApiResult<unknown>> {
  return call<unknown>({ method: 'POST', path: 'eShop/SetNPS', body: answer });
}

/** eShop recommend (spec 02 §7.3): products suggested for a mobile-phone number. */
export interface EShopRecommendation {
  title: string;
  URL: string;
}

export function getEShopRecommend(): Promise<ApiResult<EShopRecommendation[]>> {
  return call<EShopRecommendation[]>({ method: 'GET', path: 'eShop/eShopRecommend' });
}

export function getEShopPromo(): Promise<ApiResult<EShopPromo[]>> {
  return call<EShopPromo[]>({ method: 'GET', path: 'eShop/eShopPromoQRY' });
}
