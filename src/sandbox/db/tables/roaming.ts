import type {
  RoamingAlertChannel,
  RoamingAlertLanguage,
  RoamingOffReason,
  RoamingSwitch,
  SpendCapAction,
  SpendCapAlertLevel,
} from '../../../api/types/roaming';
import { DAY_MS } from '../dates';

/**
 * Postpaid roaming: the pass catalogue, discount serials, per-number settings and spend cap,
 * orders (with the pass in use, its daily data use and refills), applications and the travel
 * insurance log. Dates are Taipei calendar dates `YYYY-MM-DD`, money whole NT$.
 */

export interface RoamingPassRow {
  packageId: string;
  /** The carrier's name for the pass (Traditional Chinese, as the carrier writes it). */
  name: string;
  price: number;
  days: number;
  /** null: unlimited. */
  dataMB: number | null;
  countries: string[];
}

export interface RoamingCouponRow {
  sn: string;
  discount: number;
  /** Empty: any pass. */
  packageIds: string[];
  usedByOrderId: string | null;
}

export interface RoamingSettingsRow {
  deviceNo: string;
  switch: RoamingSwitch;
  /** Why roaming data is off: the customer's choice, or a "stop" spend cap that was reached. */
  offReason?: RoamingOffReason | null;
  language: RoamingAlertLanguage;
  channel: RoamingAlertChannel;
  mail: string;
}

export interface SpendCapRow {
  deviceNo: string;
  enabled: boolean;
  monthlyAmount: number;
  dataThresholdMB: number | null;
  channel: RoamingAlertChannel;
  action: SpendCapAction;
}

export interface RoamingOrderRow {
  orderId: string;
  deviceNo: string;
  packageId: string;
  orderDate: string;
  startDate: string;
  endDate: string;
  listPrice: number;
  discount: number;
  couponSn: string | null;
  travelInsurance: boolean;
  channel: 'web' | 'eshop';
  cancelled: boolean;
  applicationNo: string;
}

export interface RoamingDailyUsageRow {
  orderId: string;
  date: string;
  usedMB: number;
}

export interface RoamingRefillRow {
  orderId: string;
  at: string;
  volumeMB: number;
  price: number;
}

/** An application the carrier refused (the others follow their orders). */
export interface RefusedApplicationRow {
  applicationNo: string;
  deviceNo: string;
  packageId: string;
  appliedAt: string;
}

export interface InsuranceLogRow {
  deviceNo: string;
  functionName: string;
  at: string;
}

/** An alert level of the spend cap already handled for a number and Taipei month (`YYYYMM`). */
export interface CapAlertRow {
  deviceNo: string;
  month: string;
  level: SpendCapAlertLevel;
}

export interface RoamingTables {
  passes: RoamingPassRow[];
  coupons: RoamingCouponRow[];
  /** A number without a row has never had the roaming service set up (InitRoamingService). */
  settings: RoamingSettingsRow[];
  caps: SpendCapRow[];
  orders: RoamingOrderRow[];
  dailyUsage: RoamingDailyUsageRow[];
  refills: RoamingRefillRow[];
  refusedApplications: RefusedApplicationRow[];
  insuranceLog: InsuranceLogRow[];
  /** Each cap alert level is sent once per number and month. */
  capAlerts: CapAlertRow[];
}

const ASIA = ['JP', 'KR', 'HK', 'SG', 'TH', 'VN'];

export const ROAMING_PASSES: readonly RoamingPassRow[] = [
  { packageId: 'JP3', name: '日本 3 天 3GB', price: 199, days: 3, dataMB: 3072, countries: ['JP'] },
  { packageId: 'JP5', name: '日本 5 天 5GB', price: 299, days: 5, dataMB: 5120, countries: ['JP'] },
  {
    packageId: 'JP8',
    name: '日本 8 天 10GB',
    price: 449,
    days: 8,
    dataMB: 10240,
    countries: ['JP'],
  },
  {
    packageId: 'JP15U',
    name: '日本 15 天 吃到飽',
    price: 699,
    days: 15,
    dataMB: null,
    countries: ['JP'],
  },
  { packageId: 'KR5', name: '韓國 5 天 5GB', price: 299, days: 5, dataMB: 5120, countries: ['KR'] },
  {
    packageId: 'ASIA7',
    name: '亞洲 6 國 7 天 6GB',
    price: 399,
    days: 7,
    dataMB: 6144,
    countries: ASIA,
  },
  {
    packageId: 'ASIA15U',
    name: '亞洲 6 國 15 天 吃到飽',
    price: 899,
    days: 15,
    dataMB: null,
    countries: ASIA,
  },
  {
    packageId: 'US10',
    name: '美國 10 天 10GB',
    price: 599,
    days: 10,
    dataMB: 10240,
    countries: ['US'],
  },
];

/** Every country some pass covers, in the finder's order. */
export const ROAMING_COUNTRIES = ['JP', 'KR', 'HK', 'SG', 'TH', 'VN', 'US'] as const;

/** The country the sandbox says the customer's IP address is in. */
export const SANDBOX_IP_COUNTRY = 'JP';

export const ROAMING_COUPONS = {
  valid: 'ROAM2026',
  used: 'USED2025',
} as const;

export const ROAMING_DEVICE = '0912345678';

/** Days from `from` to `to`, both Taipei dates, counting both ends. */
export function tripDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}
