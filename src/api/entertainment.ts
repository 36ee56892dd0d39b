import { call } from './call';
import type { ApiResult } from './http';

/**
 * The entertainment calls of spec 02: the Hami store's products and their exchange for Hami
 * points (§7.12 "exchange products"), the media services bundled with the customer's plans
 * (§7.12 "media zone") and the Netflix bundle of one number (§7.3 "Netflix status"). The spec
 * names no prefix: the points calls sit beside `CHTMember/HamiPoint`, the other two beside the
 * other `Device/` calls.
 */
export type ProductCategory = 'video' | 'music' | 'reading' | 'game';

/** A product of the Hami store: its price in points and how many are left. */
export interface HamiProduct {
  id: string;
  name: string;
  description: string;
  category: ProductCategory;
  points: number;
  stock: number;
}

/** What an exchange gave: the code to use the product, and the points left. */
export interface ProductExchanged {
  exchangeId: string;
  productId: string;
  productName: string;
  /** The points the exchange spent. */
  points: number;
  /** The member's Hami points after the exchange. */
  point: number;
  /** The code the product is used with (a voucher or a serial). */
  redeemCode: string;
  exchangedAt: string;
}

/** The codes a refused exchange carries; the screen words each in the customer's language. */
export const EXCHANGE_REFUSALS = ['POINTS_SHORT', 'OUT_OF_STOCK', 'PRODUCT_UNKNOWN'] as const;

export type MediaKind = 'video' | 'music' | 'reading' | 'news';

/**
 * How a bundled service is switched on: by itself with the plan, by signing in to the service's
 * app with the number, or at the partner's site (through the single sign-on whitelist).
 */
export type MediaActivation = 'automatic' | 'app' | 'partner';

export type MediaLineStatus = 'active' | 'notActivated';

/** One number whose plan includes the service. */
export interface MediaLine {
  deviceNo: string;
  ratePlan: string;
  status: MediaLineStatus;
}

/** A media service and the customer's numbers whose plans include it. */
export interface MediaService {
  id: string;
  name: string;
  kind: MediaKind;
  activation: MediaActivation;
  /** The service's page (an https address): the app to download, or the partner's sign-up. */
  url: string;
  /** The customer's numbers whose plan includes it; empty when none does. */
  lines: MediaLine[];
  /** The plans that include it. */
  plans: string[];
}

export type NetflixBundleStatus = 'active' | 'notActivated' | 'notBundled';

/** The Netflix bundle of one number. */
export interface NetflixStatus {
  deviceNo: string;
  ratePlan: string;
  status: NetflixBundleStatus;
  /** The Netflix plan the bundle gives ('' when the plan has no bundle). */
  netflixPlan: string;
  /** Taipei date the bundle was activated, when it is active. */
  activatedOn?: string;
  /** The partner's activation page (an https address) while the bundle waits for activation. */
  activationUrl?: string;
  /** The carrier's plans that include the bundle. */
  bundlePlans: string[];
}

export function getExchangeProducts(): Promise<ApiResult<HamiProduct[]>> {
  return call<HamiProduct[]>({ method: 'GET', path: 'CHTMember/ExchangeProducts' });
}

export function exchangeProducts(params: {
  productId: string;
}): Promise<ApiResult<ProductExchanged>> {
  return call<ProductExchanged>({
    method: 'POST',
    path: 'CHTMember/ExchangeProducts',
    body: { productId: params.productId },
  });
}

export function getMediaZone(): Promise<ApiResult<MediaService[]>> {
  return call<MediaService[]>({ method: 'GET', path: 'Device/MediaZone' });
}

export function getNetflixStatus(params: { deviceNo: string }): Promise<ApiResult<NetflixStatus>> {
  return call<NetflixStatus>({
    method: 'GET',
    path: 'Device/NetflixStatus',
    headers: { deviceno: params.deviceNo },
  });
}
