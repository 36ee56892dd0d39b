/** One roaming package the number holds or held. Date-times are ISO strings. */
export interface RoamingSubscription {
  packageId: string;
  packageName: string;
  startDatetime: string;
  endDatetime: string;
  /** e.g. active, pending, expired, cancelled. */
  status: string;
}

/** RSC/SubscriptionInfo */
export interface SubscriptionInfo {
  /** Whether roaming is switched on for the number. */
  roamingEnabled: boolean;
  subscriptions: RoamingSubscription[];
}

/** A roaming plan on offer. */
export interface RoamingPlan {
  packageId: string;
  packageName: string;
  price: number;
  days: number;
  /** Data allowance as the carrier describes it (e.g. "5GB", "unlimited"). */
  dataAllowance?: string;
  countries?: string[];
}

/** RSC/RoamingPlanSuggestion */
export interface RoamingPlanSuggestion {
  plans: RoamingPlan[];
}

/** RSC/GetSubrDataUsage and RSC/RoamingUsingInfo: data used abroad. */
export interface RoamingUsage {
  usedMB: number;
  totalMB?: number;
  /** ISO date-time of the last update. */
  updatedAt: string;
  packageName?: string;
}

/** One top-up of a roaming package (RSC/GetRefillHistory). */
export interface RoamingRefill {
  refillDatetime: string;
  volumeMB: number;
  price?: number;
}

/** RSC/GetSubrSettings: usage notifications while abroad. */
export interface RoamingSettings {
  switch: string;
  language: string;
  channel: string;
  mail: string;
}

/** One order of RSC/GetSubscriptionHistory(Detail). */
export interface RoamingOrder extends RoamingSubscription {
  orderDate: string;
  deviceNo?: string;
  price?: number;
}

/** Payload of Contract/ApplyRoamingToEShop(WithTravelInsurance): passed through whole. */
export type RoamingApplication = Record<string, unknown>;
