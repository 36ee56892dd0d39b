import type { RepairSlip } from '../../../api/device';
import type { CompanionKind } from '../../../api/device';
import type { SuspendState } from '../../../api/mobile';
import type { ManualClickRow } from './deviceManuals';
import { dateOf, isoDate, taipeiDate } from '../dates';

/**
 * Sandbox tables of mobile line control: one row per mobile line (plan, contract, pending plan
 * change, suspension, service password, SIM and PUK, handset, call barring, network services,
 * companion SIMs), the handset models, repair slips and the OTP sessions of call barring. Rows are
 * plain JSON (the browser keeps the database in localStorage). Rules: mobileRules.ts and
 * the mobile*Rules.ts files beside it.
 */

export interface CatalogueRatePlan {
  PackageCode: string;
  name: string;
  generation: '4G' | '5G';
  monthlyFee: number;
  /** null: unlimited. */
  dataGb: number | null;
  voiceMinutes: number;
  /** Whether calls on the plan may use VoLTE (the entry plan carries voice over 3G only). */
  voLte: boolean;
}

/**
 * The five mobile plans (ServiceType M). Data past the allowance costs NT$50 a GB started; calls
 * past the free minutes NT$3 a minute.
 */
export const MOBILE_SERVICE_TYPE = 'M';
export const OVERAGE_PER_GB = 50;
export const OVERAGE_PER_MINUTE = 3;
export const RATE_PLANS: readonly CatalogueRatePlan[] = [
  {
    PackageCode: 'M4G399',
    name: '4G 399 方案',
    generation: '4G',
    monthlyFee: 399,
    dataGb: 5,
    voiceMinutes: 30,
    voLte: false,
  },
  {
    PackageCode: 'M4G599',
    name: '4G 599 方案',
    generation: '4G',
    monthlyFee: 599,
    dataGb: 10,
    voiceMinutes: 60,
    voLte: true,
  },
  {
    PackageCode: 'M5G599',
    name: '5G 599 方案',
    generation: '5G',
    monthlyFee: 599,
    dataGb: 15,
    voiceMinutes: 60,
    voLte: true,
  },
  {
    PackageCode: 'M4G999',
    name: '4G 999 吃到飽',
    generation: '4G',
    monthlyFee: 999,
    dataGb: null,
    voiceMinutes: 200,
    voLte: true,
  },
  {
    PackageCode: 'M5G1399',
    name: '5G 1399 吃到飽',
    generation: '5G',
    monthlyFee: 1399,
    dataGb: null,
    voiceMinutes: 500,
    voLte: true,
  },
];

export interface PendingPlanChange {
  packageCode: string;
  /** First day (YYYY-MM-DD, Taipei) of the billing cycle it applies from. */
  effectiveFrom: string;
  requestedAt: string;
}

export interface CompanionSimRow {
  simId: string;
  kind: CompanionKind;
  /** The customer's name for the device; '' when none was given. */
  name: string;
  /** The EID of the device's eSIM, or the serial (ICCID) of its SIM card: digits only. */
  identifier: string;
  addedOn: string;
}

export interface MobileLineRow {
  deviceNo: string;
  packageCode: string;
  /** Last day of a contract that forbids plan changes; null without one. */
  contractLockedUntil: string | null;
  pendingChange: PendingPlanChange | null;
  suspend: SuspendState;
  suspendedSince: string | null;
  /** The service password the suspension calls check (docs/sandbox.md lists them). */
  servicePassword: string;
  /**
   * Wrong service passwords in a row, and until when the password is locked after the last of
   * SERVICE_PASSWORD_MAX_TRIES. Absent in a database a browser saved before the lock existed.
   */
  passwordLock?: { wrongTries: number; lockedUntil: string | null };
  /** The SIM serial printed on the card (ICCID). */
  simSerial: string;
  puk1: string;
  puk2: string;
  devicetype: string;
  imei: string;
  voLteOn: boolean;
  barring: { BI: boolean; BR: boolean };
  /** Network-side services that are on, by service code, with the day they were turned on. */
  networkServices: Record<string, string>;
  companions: CompanionSimRow[];
}

/** Landline plans: a monthly fee and per-minute rates (NT$) to local, long distance and mobile. */
export interface LandlinePlan {
  name: string;
  fee: number;
  local: number;
  longDistance: number;
  toMobile: number;
}

export const LANDLINE_PLANS: readonly LandlinePlan[] = [
  { name: '市內電話基本費', fee: 185, local: 0.5, longDistance: 1.2, toMobile: 3 },
  { name: '市話輕量型 129', fee: 129, local: 0.6, longDistance: 1.4, toMobile: 3.2 },
  { name: '市話通話型 299', fee: 299, local: 0.2, longDistance: 0.8, toMobile: 2.4 },
];

/** How a landline's minutes split by kind of call (shares of 1; the rest goes to mobiles). */
export interface LandlineCallSplitRow {
  deviceNo: string;
  local: number;
  longDistance: number;
}

export interface HandsetRow {
  devicetype: string;
  brand: string;
  model: string;
  esim: boolean;
  voLte: boolean;
  fiveG: boolean;
}

export interface RepairSlipRow extends Omit<RepairSlip, 'maskedNumber'> {
  deviceNo: string;
}

export interface BarringSessionRow {
  sessionId: string;
  deviceNo: string;
  type: 'BI' | 'BR';
  action: 'apply' | 'cancel';
  createdAt: string;
  wrongTries: number;
  used: boolean;
}

export interface MobileTables {
  lines: MobileLineRow[];
  handsets: HandsetRow[];
  repairSlips: RepairSlipRow[];
  barringSessions: BarringSessionRow[];
  /** Absent in a database a browser saved before landline advice read it. */
  landlineCallSplits?: LandlineCallSplitRow[];
  /** Handset manual chapters opened (MobileManualClickLog); absent until the first. */
  manualClicks?: ManualClickRow[];
}

/** First day of the Taipei month after `now`: when a plan change booked now applies. */
export function nextBillingCycleStart(now: Date): string {
  const { year, month } = taipeiDate(now);
  return isoDate(year, month + 1, 1);
}

/** Whether the Taipei date of `now` has reached `date`. */
export function reached(now: Date, date: string): boolean {
  return dateOf(now) >= date;
}

/** One number, several devices: at most this many companion SIMs per number, each a month. */
export const MAX_COMPANIONS = 2;
export const COMPANION_MONTHLY_FEE = 99;

export const BARRING_OTP_TTL_MS = 5 * 60 * 1000;

/** Five wrong service passwords in a row lock the suspension calls for 15 minutes. */
export const SERVICE_PASSWORD_MAX_TRIES = 5;
export const SERVICE_PASSWORD_LOCK_MS = 15 * 60 * 1000;
export const BARRING_MAX_WRONG = 5;
