/**
 * Sandbox tables of entertainment (docs/sandbox.md "Hami store, Netflix and media zone"): the Hami
 * store's products with their stock and the exchanges made, the media services with the plans
 * that include them, and which numbers have switched a bundled service on. The rules are in
 * entertainmentRules.ts.
 */
import type { HamiProduct, MediaActivation, MediaKind } from '../../../api/entertainment';

/** A product as the store lists it; an exchange takes one from `stock`. */
export type ProductRow = HamiProduct;

export interface ExchangeRow {
  id: string;
  customerId: string;
  productId: string;
  points: number;
  redeemCode: string;
  exchangedAt: string;
}

export interface MediaServiceRow {
  id: string;
  name: string;
  kind: MediaKind;
  activation: MediaActivation;
  url: string;
  /** The rate plans (`DeviceRow.ratePlan`) that include the service. */
  plans: string[];
  /** The Netflix plan the bundle gives (Netflix only). */
  partnerPlan?: string;
}

/** A number that has switched a bundled service on (an `automatic` service needs none). */
export interface MediaActivationRow {
  deviceNo: string;
  serviceId: string;
  activatedOn: string;
}

export interface EntertainmentTables {
  products: ProductRow[];
  exchanges: ExchangeRow[];
  mediaServices: MediaServiceRow[];
  mediaActivations: MediaActivationRow[];
}

/** The Netflix bundle is the media service of this id. */
export const NETFLIX_SERVICE_ID = 'netflix';
