import type { ShareRecord } from '../../../api/dataShare';
import { DAY_MS, dateAfter } from '../dates';
import { DEMO_CUSTOMER_IDS } from '../seedCustomers';

/**
 * Add-ons bought, 5G data shared inside the household, and member-gets-member bookings. Data in
 * MB, days `YYYY-MM-DD` (Taipei), instants ISO strings, money whole NT$.
 */

/** One add-on of the catalogue (AddonProduct): the purchase fields of spec 02 §3 and what it gives. */
export interface CatalogueAddon {
  pid: string;
  promoid: string;
  promotype: string;
  promotionNoString: string;
  offerIdType: string;
  productName: string;
  price: number;
  validityDays: number;
  dataMB: number | null;
  voiceMinutes: number | null;
}

const GB = 1024;

export const ADDON_CATALOGUE: CatalogueAddon[] = [
  {
    pid: 'ADD5G30',
    promoid: 'PR5G30',
    promotype: 'DATA',
    promotionNoString: 'PN-DATA-5G-30',
    offerIdType: 'ONEOFF',
    productName: '5GB 加量包（30 天）',
    price: 150,
    validityDays: 30,
    dataMB: 5 * GB,
    voiceMinutes: null,
  },
  {
    pid: 'ADD10G30',
    promoid: 'PR10G30',
    promotype: 'DATA',
    promotionNoString: 'PN-DATA-10G-30',
    offerIdType: 'ONEOFF',
    productName: '10GB 加量包（30 天）',
    price: 250,
    validityDays: 30,
    dataMB: 10 * GB,
    voiceMinutes: null,
  },
  {
    pid: 'ADD1G1',
    promoid: 'PR1G1',
    promotype: 'DATA',
    promotionNoString: 'PN-DATA-1G-1',
    offerIdType: 'ONEOFF',
    productName: '1GB 日租包（1 天）',
    price: 50,
    validityDays: 1,
    dataMB: GB,
    voiceMinutes: null,
  },
  {
    pid: 'ADDVO100',
    promoid: 'PRVO100',
    promotype: 'VOICE',
    promotionNoString: 'PN-VOICE-100-30',
    offerIdType: 'ONEOFF',
    productName: '網內外通話 100 分鐘（30 天）',
    price: 99,
    validityDays: 30,
    dataMB: null,
    voiceMinutes: 100,
  },
];

/**
 * The add-ons the eShop promotes to a mobile number (eShop/eShopPromoQRY, for /CoolAddon), by the
 * catalogue's promoid: bought through the same PurchaseAddon as /Addon.
 */
export const ADDON_PROMOTIONS: { promoid: string; title: string }[] = [
  { promoid: 'PR10G30', title: '限時推薦：10GB 加量包，30 天放心用' },
  { promoid: 'PRVO100', title: '網內外通話 100 分鐘，99 元就有' },
];

export interface AddonPurchaseRow {
  orderId: string;
  deviceNo: string;
  pid: string;
  productName: string;
  price: number;
  dataMB: number | null;
  voiceMinutes: number | null;
  boughtAt: string;
  /** The last day it runs. */
  expirationDate: string;
}

/** Data given by one number to another of the same customer, now or by the monthly setting. */
export type DataShareRow = ShareRecord;

/**
 * A standing monthly share: on the 1st of each month from `fromMonth` (`YYYYMM`) on, `dataMB`
 * goes from `fromNo` to `toNo`. The months it gives are counted as gifts while the row stands and
 * written into `shares` when the settings change (dataShares.ts).
 */
export interface MonthlyShareRow {
  fromNo: string;
  toNo: string;
  dataMB: number;
  fromMonth: string;
}

/** A 5G member-gets-member booking: a friend's number booked for a 5G upgrade. */
export interface MgmBookingRow {
  bookingId: string;
  promoterNo: string;
  /** The member's number that booked (its code is the promoter number). */
  deviceNo: string;
  friendNo: string;
  bookedAt: string;
  status: 'booked' | 'joined';
  /** NT$ credited to the promoter once the friend joined. */
  reward: number;
}

/** A customer's own promoter number: 6 digits from the customer id (stable for the demo). */
export function promoterNoOf(customerId: string): string {
  let hash = 0;
  for (const character of customerId) hash = (hash * 31 + character.charCodeAt(0)) % 1_000_000;
  return String(hash).padStart(6, '0');
}

export interface AddonTables {
  purchases: AddonPurchaseRow[];
  shares: DataShareRow[];
  monthlyShares: MonthlyShareRow[];
  mgmBookings: MgmBookingRow[];
}

/**
 * 0912345678 bought a 1 GB day pass 40 days before the seed (long expired: the history is not
 * empty); 王小明's promoter number brought one friend, who joined (a reward of NT$300).
 */
export function seedAddonTables(now: Date): AddonTables {
  const dayPass = ADDON_CATALOGUE.find((addon) => addon.pid === 'ADD1G1');
  const bought = new Date(now.getTime() - 40 * DAY_MS);
  return {
    purchases: dayPass
      ? [
          {
            orderId: 'AO000001',
            deviceNo: '0912345678',
            pid: dayPass.pid,
            productName: dayPass.productName,
            price: dayPass.price,
            dataMB: dayPass.dataMB,
            voiceMinutes: dayPass.voiceMinutes,
            boughtAt: bought.toISOString(),
            expirationDate: dateAfter(bought, 0),
          },
        ]
      : [],
    shares: [],
    monthlyShares: [],
    mgmBookings: [
      {
        bookingId: 'MGM000001',
        promoterNo: promoterNoOf(DEMO_CUSTOMER_IDS.mobile),
        deviceNo: '0988111222',
        friendNo: '0966777888',
        bookedAt: new Date(now.getTime() - 30 * DAY_MS).toISOString(),
        status: 'joined',
        reward: 300,
      },
    ],
  };
}
