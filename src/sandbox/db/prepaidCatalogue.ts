/**
 * The prepaid plan catalogue with the spec's fees and validities (spec 02 §3, §9). Where §9 names
 * a fee without its plan (the other daily promos) or a plan without its fee (1.2GB, the 26-hour
 * 1GB, the with-voice variants), the pairing is the sandbox's choice (docs/sandbox.md).
 * Names in the carrier's languages: prepaidOfferNames.ts.
 */

export type OfferKind =
  | 'hourly'
  | 'dailyUnlimited'
  | 'dailyQuota'
  | 'dailyVariant'
  | 'volume'
  | 'studentCarefree'
  | 'studentEconomy'
  | 'gift5G';

/** The daily plans' variants beside unlimited and quota (spec 02 §3). */
export type DailyVariant = 'wifi' | 'airport' | 'fw' | 'special' | 'student';

export interface CatalogueOffer {
  code: string;
  kind: OfferKind;
  /** The group the screens show it in. */
  category: 'hourly' | 'daily' | 'volume' | 'student';
  price: number;
  durationHours: number;
  /** Volume plans; daily quota plans per day. */
  dataMb?: number;
  /** Bonus volume on top (spent after the base, zeroed on expiry). */
  bonusMb?: number;
  /** With-voice volume plans: seconds added to the voice account. */
  voiceSeconds?: number;
  variant?: DailyVariant;
  /** Speed once the volume is used up (the 5G gift). */
  throttleMbps?: number;
  needsInPersonApplication?: boolean;
}

const DAY = 24;
const GB = 1024;
/** The daily quota: 2 GB a day (the sandbox's choice; spec 02 gives no size). */
export const DAILY_QUOTA_MB = 2 * GB;
/** What a with-voice volume plan adds: 30 minutes, for NT$50 more (the sandbox's choice). */
const VOICE_SECONDS = 30 * 60;
const VOICE_SURCHARGE = 50;

const hourly = (hours: number, price: number): CatalogueOffer => ({
  code: `H${String(hours)}`,
  kind: 'hourly',
  category: 'hourly',
  price,
  durationHours: hours,
});
const dailyUnlimited = (days: number, price: number): CatalogueOffer => ({
  code: `DU${String(days)}`,
  kind: 'dailyUnlimited',
  category: 'daily',
  price,
  durationHours: days * DAY,
});
const dailyQuota = (days: number, price: number): CatalogueOffer => ({
  code: `DQ${String(days)}`,
  kind: 'dailyQuota',
  category: 'daily',
  price,
  durationHours: days * DAY,
  dataMb: DAILY_QUOTA_MB,
});
const dailyVariant = (variant: DailyVariant, days: number, price: number): CatalogueOffer => ({
  code: `D${variant.toUpperCase()}${String(days)}`,
  kind: 'dailyVariant',
  category: 'daily',
  price,
  durationHours: days * DAY,
  variant,
  ...(variant === 'student' ? { needsInPersonApplication: true } : {}),
});
const volume = (code: string, dataMb: number, hours: number, price: number): CatalogueOffer => ({
  code,
  kind: 'volume',
  category: 'volume',
  price,
  durationHours: hours,
  dataMb,
});
const withVoice = (offer: CatalogueOffer): CatalogueOffer => ({
  ...offer,
  code: `${offer.code}V`,
  price: offer.price + VOICE_SURCHARGE,
  voiceSeconds: VOICE_SECONDS,
});
const student = (
  kind: 'studentCarefree' | 'studentEconomy',
  code: string,
  days: number,
  price: number,
): CatalogueOffer => ({
  code,
  kind,
  category: 'student',
  price,
  durationHours: days * DAY,
  needsInPersonApplication: true,
});

const VOLUME_PLANS = [
  volume('V100M', 100, 60 * DAY, 100),
  volume('V1G', GB, 60 * DAY, 180),
  volume('V1.2G', Math.round(1.2 * GB), 60 * DAY, 200),
  volume('V2G', 2 * GB, 60 * DAY, 300),
  { ...volume('V2.2G', Math.round(2.2 * GB), 60 * DAY, 300), bonusMb: GB },
  volume('V5G', 5 * GB, 120 * DAY, 699),
  volume('V8G', 8 * GB, 180 * DAY, 1000),
];

export const PREPAID_CATALOGUE: readonly CatalogueOffer[] = [
  hourly(1, 35),
  hourly(24, 100),
  hourly(72, 300),
  hourly(120, 500),
  dailyUnlimited(1, 100),
  dailyUnlimited(3, 250),
  dailyUnlimited(5, 300),
  dailyUnlimited(7, 450),
  dailyUnlimited(10, 500),
  dailyUnlimited(15, 700),
  dailyUnlimited(30, 900),
  dailyUnlimited(90, 2300),
  dailyQuota(1, 150),
  dailyQuota(5, 350),
  dailyQuota(10, 550),
  dailyQuota(15, 750),
  dailyVariant('airport', 3, 300),
  dailyVariant('wifi', 3, 360),
  dailyVariant('special', 7, 499),
  dailyVariant('student', 30, 599),
  dailyVariant('fw', 30, 699),
  dailyVariant('wifi', 30, 999),
  volume('V1G26H', GB, 26, 50),
  ...VOLUME_PLANS,
  ...VOLUME_PLANS.filter((offer) => offer.code !== 'V100M').map(withVoice),
  student('studentCarefree', 'SC120', 120, 2300),
  student('studentCarefree', 'SC90', 90, 3000),
  student('studentCarefree', 'SC120P', 120, 4000),
  student('studentCarefree', 'SC135', 135, 4500),
  student('studentCarefree', 'SC150', 150, 5000),
  student('studentEconomy', 'SE120', 120, 1399),
];

/** The first 5G upgrade's gift: 15 days, 10 GB, then 10 Mbps (spec 02 §9). Never on sale. */
export const FIVE_G_GIFT: CatalogueOffer = {
  code: 'GIFT5G',
  kind: 'gift5G',
  category: 'volume',
  price: 0,
  durationHours: 15 * DAY,
  bonusMb: 10 * GB,
  throttleMbps: 10,
};

/** A 4G gift (a new 4G line's data gift) slows to 5 Mbps once used up (spec 02 §9). */
export const FOUR_G_GIFT_THROTTLE_MBPS = 5;

export function findOffer(code: string): CatalogueOffer | undefined {
  return code === FIVE_G_GIFT.code
    ? FIVE_G_GIFT
    : PREPAID_CATALOGUE.find((offer) => offer.code === code);
}

/** Whether the validity is told in days (whole days, and not an hourly plan) or in hours. */
export function isCountedInDays(offer: CatalogueOffer): boolean {
  return offer.kind !== 'hourly' && offer.durationHours % DAY === 0;
}

/** The validity as the offer list writes it: `60d` in days, otherwise hours (`26h`, `24h`). */
export function validityText(offer: CatalogueOffer): string {
  return isCountedInDays(offer)
    ? `${String(offer.durationHours / DAY)}d`
    : `${String(offer.durationHours)}h`;
}
