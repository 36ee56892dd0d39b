/**
 * Roaming (RSC, Contract and dashboard calls). Dates are Taipei calendar dates `YYYY-MM-DD`,
 * instants ISO strings, money whole NT$, data in MB.
 */

export type RoamingOrderStatus = 'pending' | 'active' | 'expired' | 'cancelled';

/** One roaming package the number holds or held. */
export interface RoamingSubscription {
  orderId: string;
  packageId: string;
  packageName: string;
  startDate: string;
  endDate: string;
  status: RoamingOrderStatus;
}

/** Why roaming data is off: the customer switched it off, or a "stop" spend cap was reached. */
export type RoamingOffReason = 'customer' | 'spendCap';

/** RSC/SubscriptionInfo */
export interface SubscriptionInfo {
  /** Whether the roaming service was ever set up for the number (RSC/InitRoamingService). */
  initialised: boolean;
  /** Whether roaming is switched on for the number. */
  roamingEnabled: boolean;
  /** Why roaming is off (the portal's addition); null while it is on. */
  offReason: RoamingOffReason | null;
  subscriptions: RoamingSubscription[];
}

/** A roaming pass on offer. */
export interface RoamingPlan {
  packageId: string;
  packageName: string;
  price: number;
  /** How many days the pass runs from its start date. */
  days: number;
  /** Data allowance in MB; null for unlimited. */
  dataMB: number | null;
  /** ISO country codes the pass covers. */
  countries: string[];
}

/** RSC/RoamingPlanSuggestion: passes that cover the country for the whole trip. */
export interface RoamingPlanSuggestion {
  country: string;
  travelDay: number;
  plans: RoamingPlan[];
}

/** One day of data use of the pass in use. */
export interface RoamingDailyUsage {
  date: string;
  usedMB: number;
}

/** RSC/GetSubrDataUsage: data used abroad by day on the pass in use (empty when none). */
export interface RoamingUsage {
  orderId: string | null;
  usedMB: number;
  /** null for unlimited. */
  totalMB: number | null;
  daily: RoamingDailyUsage[];
  /** ISO instant of the last update. */
  updatedAt: string;
}

/** RSC/RoamingUsingInfo: the pass in use now, or null. */
export interface RoamingUsingInfo {
  current: (RoamingSubscription & { orderDate: string; dataMB: number | null }) | null;
}

/** One top-up of a roaming pass (RSC/GetRefillHistory). */
export interface RoamingRefill {
  refillDatetime: string;
  volumeMB: number;
  price: number;
}

export type RoamingSwitch = 'Y' | 'N';
export type RoamingAlertChannel = 'SMS' | 'EMAIL';
/** The six notification languages (spec 02 §1). */
export const ROAMING_ALERT_LANGUAGES = ['zh', 'en', 'ja', 'th', 'vi', 'id'] as const;
export type RoamingAlertLanguage = (typeof ROAMING_ALERT_LANGUAGES)[number];

/** RSC/GetSubrSettings and SetSubrSettings: roaming on or off and its usage alerts. */
export interface RoamingSettings {
  switch: RoamingSwitch;
  language: RoamingAlertLanguage;
  channel: RoamingAlertChannel;
  /** Where e-mail alerts go; '' when the channel is SMS. */
  mail: string;
}

/** RSC/CouponRatePlanInfo: what a discount serial gives. */
export interface RoamingCouponInfo {
  sn: string;
  discount: number;
  /** Passes the serial applies to; empty for every pass. */
  packageIds: string[];
}

/** What happens when the month's roaming spend reaches the cap. */
export type SpendCapAction = 'stop' | 'alert';
export const SPEND_CAP_ALERT_LEVELS = [50, 80, 100] as const;
export type SpendCapAlertLevel = (typeof SPEND_CAP_ALERT_LEVELS)[number];

/** The customer's own monthly roaming cap for one number (RSC/SetSpendCap, portal's choice). */
export interface SpendCapSettings {
  enabled: boolean;
  /** Whole NT$ per calendar month (Taipei). */
  monthlyAmount: number;
  /** Data threshold in MB per month; null for none. */
  dataThresholdMB: number | null;
  channel: RoamingAlertChannel;
  action: SpendCapAction;
}

/** RSC/GetSpendCap: the cap with the month's spend and the alerts it has reached. */
export interface SpendCap extends SpendCapSettings {
  /** `YYYYMM` of the month the figures are for. */
  month: string;
  spentThisMonth: number;
  dataUsedThisMonthMB: number;
  /** Alert levels reached this month, lowest first. */
  alertsReached: SpendCapAlertLevel[];
}

/** One order of RSC/GetSubscriptionHistory. */
export interface RoamingOrder extends RoamingSubscription {
  orderDate: string;
  deviceNo: string;
  /** Paid, after any discount. */
  price: number;
}

/** One order of RSC/GetSubscriptionHistoryDetail: the order with how it was bought. */
export interface RoamingOrderDetail extends RoamingOrder {
  listPrice: number;
  discount: number;
  couponSn: string | null;
  travelInsurance: boolean;
  channel: 'web' | 'eshop';
}

/**
 * Payload of Contract/ApplyRoamingToEShop(WithTravelInsurance): passed through whole (spec 01
 * §3); these are the fields the sandbox reads.
 */
export interface RoamingApplication {
  packageId: string;
  startDate: string;
  endDate: string;
  couponSn?: string;
  [field: string]: unknown;
}

/** The order an application made. */
export interface RoamingOrderResult {
  orderId: string;
  price: number;
}

/** dashboard/CountryByIp */
export interface CountryByIp {
  country: string;
}
