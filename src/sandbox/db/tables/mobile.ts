import type { RepairSlip } from '../../../api/device';
import type { CompanionKind } from '../../../api/device';
import type { SuspendState } from '../../../api/mobile';
import { dateAfter, dateOf, isoDate, taipeiDate } from '../dates';

/**
 * Sandbox tables of mobile line control: one row per mobile line (plan, contract, pending plan
 * change, suspension, service password, SIM and PUK, handset, call barring, network services,
 * companion SIMs), the handset models, repair slips and the OTP sessions of call barring. Rows are
 * plain JSON (the browser keeps the database in localStorage). Rules: handlers/mobileRules.ts.
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

const HANDSETS: HandsetRow[] = [
  {
    devicetype: 'APPLE-IPHONE15',
    brand: 'Apple',
    model: 'iPhone 15',
    esim: true,
    voLte: true,
    fiveG: true,
  },
  {
    devicetype: 'GOOGLE-PIXEL8',
    brand: 'Google',
    model: 'Pixel 8',
    esim: true,
    voLte: true,
    fiveG: true,
  },
  {
    devicetype: 'SAMSUNG-S24',
    brand: 'Samsung',
    model: 'Galaxy S24',
    esim: true,
    voLte: true,
    fiveG: true,
  },
  {
    devicetype: 'SAMSUNG-A14',
    brand: 'Samsung',
    model: 'Galaxy A14',
    esim: false,
    voLte: true,
    fiveG: false,
  },
  {
    devicetype: 'XIAOMI-REDMI12C',
    brand: 'Xiaomi',
    model: 'Redmi 12C',
    esim: false,
    voLte: true,
    fiveG: false,
  },
  {
    devicetype: 'NOKIA-3310-3G',
    brand: 'Nokia',
    model: '3310 3G',
    esim: false,
    voLte: false,
    fiveG: false,
  },
];

function line(
  row: Partial<MobileLineRow> & Pick<MobileLineRow, 'deviceNo' | 'packageCode'>,
): MobileLineRow {
  return {
    contractLockedUntil: null,
    pendingChange: null,
    suspend: 'normal',
    suspendedSince: null,
    servicePassword: '000000',
    simSerial: '',
    puk1: '',
    puk2: '',
    devicetype: 'XIAOMI-REDMI12C',
    imei: '',
    voLteOn: false,
    barring: { BI: false, BR: false },
    networkServices: {},
    companions: [],
    ...row,
  };
}

function seedLines(now: Date): MobileLineRow[] {
  const today = taipeiDate(now);
  return [
    line({
      deviceNo: '0912345678',
      packageCode: 'M5G1399',
      // A handset bought with the plan: no change until the contract ends.
      contractLockedUntil: isoDate(today.year + 1, today.month, 0),
      servicePassword: '135790',
      simSerial: '8988692000012345678',
      puk1: '83920571',
      puk2: '40617283',
      devicetype: 'APPLE-IPHONE15',
      imei: '356789101234567',
      voLteOn: true,
      networkServices: { FAKE2G: dateAfter(now, -90) },
      companions: [
        {
          simId: 'ON-0001',
          kind: 'watch',
          name: 'Apple Watch',
          identifier: '89049032000000000000000001234585',
          addedOn: dateAfter(now, -120),
        },
      ],
    }),
    line({
      deviceNo: '0922333444',
      packageCode: 'M4G599',
      servicePassword: '246802',
      simSerial: '8988692000022333444',
      puk1: '51736204',
      puk2: '92648137',
      devicetype: 'XIAOMI-REDMI12C',
      imei: '861234050987654',
    }),
    line({
      deviceNo: '0933555666',
      packageCode: 'M5G599',
      servicePassword: '369258',
      simSerial: '8988692000033555666',
      puk1: '27491836',
      puk2: '63810492',
      devicetype: 'NOKIA-3310-3G',
      imei: '354321098765432',
    }),
  ];
}

function seedRepairSlips(now: Date): RepairSlipRow[] {
  const day = (offset: number) => dateAfter(now, offset);
  return [
    {
      slipNo: 'R1130001',
      deviceNo: '0912345678',
      model: 'iPhone 15',
      store: '台北信義服務中心',
      stage: 'inRepair',
      stageDates: { received: day(-3), inRepair: day(-2) },
    },
    {
      slipNo: 'R1130002',
      deviceNo: '0922333444',
      model: 'Redmi 12C',
      store: '新北板橋服務中心',
      stage: 'readyForPickup',
      stageDates: {
        received: day(-9),
        inRepair: day(-8),
        repaired: day(-3),
        readyForPickup: day(-2),
      },
    },
    {
      slipNo: 'R1130003',
      deviceNo: '0912345678',
      model: 'Pixel 8',
      store: '台北信義服務中心',
      stage: 'pickedUp',
      stageDates: {
        received: day(-60),
        inRepair: day(-59),
        repaired: day(-52),
        readyForPickup: day(-51),
        pickedUp: day(-49),
      },
    },
    {
      slipNo: 'R1130004',
      deviceNo: '0933555666',
      model: '3310 3G',
      store: '桃園中壢服務中心',
      stage: 'received',
      stageDates: { received: day(0) },
    },
    {
      slipNo: 'R1130005',
      deviceNo: '0955123456',
      model: 'Galaxy S24',
      store: '台中文心服務中心',
      stage: 'repaired',
      stageDates: { received: day(-6), inRepair: day(-5), repaired: day(-1) },
    },
  ];
}

export function seedMobileTables(now: Date): MobileTables {
  return {
    lines: seedLines(now),
    handsets: HANDSETS.map((row) => ({ ...row })),
    repairSlips: seedRepairSlips(now),
    barringSessions: [],
  };
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
