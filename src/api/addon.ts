import { call } from './call';
import type { ApiResult } from './http';

/**
 * Add-ons of a mobile number (spec 02 §7.11: AddonProduct, PurchaseAddon, history; the purchase
 * fields of §3). The number is the session's current one (the deviceno header). Paths are under
 * `Mobile/` (choice: the spec gives no prefix).
 */

/** One add-on the number can buy. */
export interface AddonProduct {
  pid: string;
  promoid: string;
  promotype: string;
  promotionNoString: string;
  offerIdType: string;
  productName: string;
  /** NT$, charged once on the next phone bill. */
  price: number;
  /** Days it runs from the day it is bought. */
  validityDays: number;
  /** The last day it runs if bought now (`YYYY-MM-DD`, Taipei). */
  expirationDate: string;
  /** Extra data in MB; null when it gives none. */
  dataMB: number | null;
  /** Extra call minutes; null when it gives none. */
  voiceMinutes: number | null;
  /** The same add-on is already running on the number (buying it again is refused). */
  running: boolean;
}

/** What PurchaseAddon sends: the fields of spec 02 §3, as the product gave them. */
export type AddonPurchaseRequest = Pick<
  AddonProduct,
  | 'promoid'
  | 'promotype'
  | 'promotionNoString'
  | 'offerIdType'
  | 'productName'
  | 'expirationDate'
  | 'price'
  | 'pid'
>;

/** One add-on bought (AddonHistory, newest first; PurchaseAddon answers the new one). */
export interface AddonPurchase {
  orderId: string;
  pid: string;
  productName: string;
  price: number;
  dataMB: number | null;
  voiceMinutes: number | null;
  /** ISO instant. */
  boughtAt: string;
  /** The last day it runs (`YYYY-MM-DD`). */
  expirationDate: string;
  running: boolean;
}

/** Refusal codes of the purchase the screen words itself. */
export const ADDON_REFUSALS = {
  running: 'ADDON_RUNNING',
  prepaid: 'PREPAID_NUMBER',
  notMobile: 'NOT_MOBILE',
  unknown: 'ADDON_UNKNOWN',
  lineSuspended: 'LINE_SUSPENDED',
} as const;

export function getAddonProduct(): Promise<ApiResult<AddonProduct[]>> {
  return call<AddonProduct[]>({ method: 'GET', path: 'Mobile/AddonProduct' });
}

export function purchaseAddon(request: AddonPurchaseRequest): Promise<ApiResult<AddonPurchase>> {
  return call<AddonPurchase>({ method: 'POST', path: 'Mobile/PurchaseAddon', body: request });
}

export function getAddonHistory(): Promise<ApiResult<AddonPurchase[]>> {
  return call<AddonPurchase[]>({ method: 'GET', path: 'Mobile/AddonHistory' });
}
