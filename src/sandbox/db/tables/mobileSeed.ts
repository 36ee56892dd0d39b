import { dateAfter } from '../dates';
import {
  type HandsetRow,
  type LandlineCallSplitRow,
  type MobileLineRow,
  type MobileTables,
  type RepairSlipRow,
} from './mobile';

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

/** Days the handset contract of 0912345678 still runs at the seed (its /Contract row agrees). */
export const HANDSET_CONTRACT_DAYS_LEFT = 600;

function seedLines(now: Date): MobileLineRow[] {
  return [
    line({
      deviceNo: '0912345678',
      packageCode: 'M5G1399',
      // A handset bought with the plan: no change until the contract ends, the day /Contract
      // shows as its end (the contract row of memberAreaSeed.ts, 600 days after the seed).
      contractLockedUntil: dateAfter(now, HANDSET_CONTRACT_DAYS_LEFT),
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

/** The landline's calls: mostly local, few long distance (the rest to mobiles). */
const LANDLINE_CALL_SPLITS: LandlineCallSplitRow[] = [
  { deviceNo: '0223456789', local: 0.7, longDistance: 0.05 },
];

export function seedMobileTables(now: Date): MobileTables {
  return {
    lines: seedLines(now),
    handsets: HANDSETS.map((row) => ({ ...row })),
    repairSlips: seedRepairSlips(now),
    barringSessions: [],
    landlineCallSplits: LANDLINE_CALL_SPLITS.map((row) => ({ ...row })),
  };
}
