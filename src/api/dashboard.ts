import { call } from './call';
import type { ApiResult } from './http';
import type { CountryByIp } from './types/roaming';
import type { ExtraData } from './usage';

/**
 * One number in dashboard/SimplifiedInformation. The spec names the call, not its fields; these
 * are what the home and the household overview show per number.
 */
export interface NumberSummary {
  deviceNo: string;
  deviceType: string;
  /** The member's own name for the number; '' when none (the screen names it by its kind). */
  alias: string;
  ratePlan: string;
  /** What the number owes now, NT$; 0 when nothing. */
  amountDue: number;
  /** Earliest due date of what it owes, `YYYY-MM-DD`, or null. */
  dueDate: string | null;
  billStatus: 'unpaid' | 'overdue' | 'paid' | 'none';
  /** Data used this month in MB; null for a line without data (a landline). */
  dataUsedMB: number | null;
  /** The month's allowance in MB (the plan's plus `extraData`); null when unlimited or n/a. */
  dataAllowanceMB: number | null;
  /** Mobile: data beyond the plan this month (add-ons, 5G sharing); absent when none. */
  extraData?: ExtraData;
  /** Broadband: the line's speed tier as the carrier names it ('500M'); null for other lines. */
  speedTier: string | null;
  /** Broadband: download plus upload this month in MB; null for other lines. */
  trafficMB: number | null;
  /** Landline: minutes called this month; null for other lines. */
  voiceMinutes: number | null;
  /** Last day of the number's contract, `YYYY-MM-DD`; null without a contract. */
  contractEnd: string | null;
  /** Mobile: roaming this month; null for other lines. */
  roaming: RoamingSummary | null;
}

/** A mobile number's roaming in SimplifiedInformation (the portal's shape). */
export interface RoamingSummary {
  /** The pass in use today, or null. */
  pass: { name: string; until: string } | null;
  /** What roaming cost this month, NT$. */
  monthSpend: number;
  /** The monthly spend cap, NT$; null when the cap is off. */
  spendCap: number | null;
}

/** dashboard/SimplifiedInformation: the household summary of the home and /Overview. */
export interface SimplifiedInformation {
  numbers: NumberSummary[];
  totalDue: number;
  hamiPoint: number;
}

/** One application of dashboard/EshopProcess, FixlineProcess or RoamingProcess. */
export interface ApplicationStep {
  /** The step's key: the screen names it in the member's language. */
  key: string;
  /** `YYYY-MM-DD` it happened, or the expected date while pending. */
  date: string;
  done: boolean;
}

/**
 * One document an online-store application needs (the portal's shape: the spec names the call,
 * not its fields). `missing` until uploaded, then `underReview`, then `accepted`.
 */
export interface ApplicationDocument {
  /** The document's key: the screen names it in the member's language. */
  kind: string;
  status: 'missing' | 'underReview' | 'accepted';
  /** `YYYY-MM-DD` it was received; null while missing. */
  receivedOn: string | null;
}

export interface ApplicationProcess {
  id: string;
  title: string;
  deviceNo: string;
  status: 'inProgress' | 'waitingDocuments' | 'completed' | 'cancelled' | 'refused';
  appliedOn: string;
  expectedOn: string | null;
  steps: ApplicationStep[];
  /** Online-store orders only: the documents the order needs. */
  documents?: ApplicationDocument[];
  /** Online-store orders only: last day to upload a missing document, `YYYY-MM-DD`. */
  documentsDueOn?: string | null;
}

/** dashboard/KeeperInfo: who looks after the household's account (account manager). */
export interface KeeperInfo {
  name: string;
  phone: string;
  mail: string;
}

/** dashboard/PremiumServices: value-added services of each number. */
export interface PremiumService {
  deviceNo: string;
  name: string;
  monthlyFee: number;
}

/** One advertisement of dashboard/SiteCoreADItems. */
export interface AdItem {
  Title: string;
  Image: string;
  URL: string;
  ImageMWeb?: string;
}

/** One discount of dashboard/mobilediscount on the current number (fields are the portal's). */
export interface MobileDiscount {
  name: string;
  /** NT$ off each month. */
  monthlyAmount: number;
  /** Last day it applies, `YYYY-MM-DD`; null while the contract runs. */
  until: string | null;
}

export function getSimplifiedInformation(): Promise<ApiResult<SimplifiedInformation>> {
  return call<SimplifiedInformation>({ method: 'GET', path: 'dashboard/SimplifiedInformation' });
}

/** Cached 60 s by the RTK Query endpoint (spec 01 §9), not here. */
export function getSiteCoreAdItems(): Promise<ApiResult<AdItem[]>> {
  return call<AdItem[]>({ method: 'GET', path: 'dashboard/SiteCoreADItems' });
}

export function getMobileDiscount(): Promise<ApiResult<MobileDiscount[]>> {
  return call<MobileDiscount[]>({ method: 'GET', path: 'dashboard/mobilediscount' });
}

export function getEshopProcess(): Promise<ApiResult<ApplicationProcess[]>> {
  return call<ApplicationProcess[]>({ method: 'GET', path: 'dashboard/EshopProcess' });
}

export function getFixlineProcess(): Promise<ApiResult<ApplicationProcess[]>> {
  return call<ApplicationProcess[]>({ method: 'GET', path: 'dashboard/FixlineProcess' });
}

export function getRoamingProcess(): Promise<ApiResult<ApplicationProcess[]>> {
  return call<ApplicationProcess[]>({ method: 'GET', path: 'dashboard/RoamingProcess' });
}

export function getKeeperInfo(): Promise<ApiResult<KeeperInfo | null>> {
  return call<KeeperInfo | null>({ method: 'GET', path: 'dashboard/KeeperInfo' });
}

export function getPremiumServices(): Promise<ApiResult<PremiumService[]>> {
  return call<PremiumService[]>({ method: 'GET', path: 'dashboard/PremiumServices' });
}

/** The country of the customer's IP address (spec 02 §7.6), the pass finder's default. */
export function getCountryByIp(): Promise<ApiResult<CountryByIp>> {
  return call<CountryByIp>({ method: 'GET', path: 'dashboard/CountryByIp' });
}
