import type { RepairSlip } from '../../../api/device';
import type { CompanionKind } from '../../../api/device';
import type { SuspendState } from '../../../api/mobile';
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

/** The five mobile plans (ServiceType M). Data past the allowance costs NT$50 a GB started. */
export const MOBILE_SERVICE_TYPE = 'M';
export const OVERAGE_PER_GB = 50;
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
export const BARRING_MAX_WRONG = 5;
