/**
 * The prepaid plan catalogue with the spec's fees and validities (spec 02 §3, §9), and the
 * names of each plan in the languages the carrier answers in (the Language header).
 */

export type OfferKind =
  | 'hourly'
  | 'dailyUnlimited'
  | 'dailyQuota'
  | 'volume'
  | 'studentCarefree'
  | 'studentEconomy'
  | 'gift5G';

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
  needsInPersonApplication?: boolean;
}

const HOUR = 1;
const DAY = 24 * HOUR;
const GB = 1024;

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
  dataMb: 2 * GB,
});
const volume = (code: string, dataMb: number, days: number, price: number): CatalogueOffer => ({
  code,
  kind: 'volume',
  category: 'volume',
  price,
  durationHours: days * DAY,
  dataMb,
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
  dailyQuota(1, 150),
  dailyQuota(5, 350),
  dailyQuota(10, 550),
  dailyQuota(15, 750),
  volume('V100M', 100, 60, 100),
  volume('V1G', GB, 60, 180),
  volume('V2G', 2 * GB, 60, 300),
  { ...volume('V2.2G', Math.round(2.2 * GB), 60, 300), bonusMb: GB },
  volume('V5G', 5 * GB, 120, 699),
  volume('V8G', 8 * GB, 180, 1000),
  student('studentCarefree', 'SC120', 120, 2300),
  student('studentCarefree', 'SC90', 90, 3000),
  student('studentCarefree', 'SC120P', 120, 4000),
  student('studentCarefree', 'SC135', 135, 4500),
  student('studentCarefree', 'SC150', 150, 5000),
  student('studentEconomy', 'SE120', 120, 1399),
];

/** The first 5G upgrade's gift: 15 days, 10 GB (spec 02 §9). Never on sale. */
export const FIVE_G_GIFT: CatalogueOffer = {
  code: 'GIFT5G',
  kind: 'gift5G',
  category: 'volume',
  price: 0,
  durationHours: 15 * DAY,
  dataMb: 10 * GB,
};

export function findOffer(code: string): CatalogueOffer | undefined {
  return code === FIVE_G_GIFT.code
    ? FIVE_G_GIFT
    : PREPAID_CATALOGUE.find((offer) => offer.code === code);
}

type NameLanguage = 'zh' | 'en' | 'id' | 'th' | 'vi';

function size(dataMb: number): string {
  return dataMb < GB ? `${String(dataMb)}MB` : `${String(Math.round((dataMb / GB) * 10) / 10)}GB`;
}

function sizeText(offer: CatalogueOffer): string {
  const base = size(offer.dataMb ?? 0);
  return offer.bonusMb ? `${base}+${size(offer.bonusMb)}` : base;
}

const NAMES: Record<NameLanguage, (offer: CatalogueOffer) => string> = {
  zh: (offer) => {
    const days = offer.durationHours / DAY;
    switch (offer.kind) {
      case 'hourly':
        return `計時型上網 ${String(offer.durationHours)} 小時`;
      case 'dailyUnlimited':
        return `日租型上網吃到飽 ${String(days)} 天`;
      case 'dailyQuota':
        return `日租型上網 每日 2GB ${String(days)} 天`;
      case 'volume':
        return `上網量包 ${sizeText(offer)}（效期 ${String(days)} 天）`;
      case 'studentCarefree':
        return `學生無憂方案 ${String(days)} 天`;
      case 'studentEconomy':
        return `學生經濟方案 ${String(days)} 天`;
      case 'gift5G':
        return '5G 升級禮 10GB（15 天）';
    }
  },
  en: (offer) => {
    const days = offer.durationHours / DAY;
    switch (offer.kind) {
      case 'hourly':
        return `Hourly data, ${String(offer.durationHours)} hours`;
      case 'dailyUnlimited':
        return `Unlimited daily data, ${String(days)} days`;
      case 'dailyQuota':
        return `Daily data 2GB a day, ${String(days)} days`;
      case 'volume':
        return `Data pack ${sizeText(offer)} (valid ${String(days)} days)`;
      case 'studentCarefree':
        return `Student carefree package, ${String(days)} days`;
      case 'studentEconomy':
        return `Student economy package, ${String(days)} days`;
      case 'gift5G':
        return '5G upgrade gift 10GB (15 days)';
    }
  },
  id: (offer) => {
    const days = offer.durationHours / DAY;
    switch (offer.kind) {
      case 'hourly':
        return `Data per jam, ${String(offer.durationHours)} jam`;
      case 'dailyUnlimited':
        return `Data harian tanpa batas, ${String(days)} hari`;
      case 'dailyQuota':
        return `Data harian 2GB per hari, ${String(days)} hari`;
      case 'volume':
        return `Paket data ${sizeText(offer)} (berlaku ${String(days)} hari)`;
      case 'studentCarefree':
        return `Paket pelajar bebas khawatir, ${String(days)} hari`;
      case 'studentEconomy':
        return `Paket pelajar hemat, ${String(days)} hari`;
      case 'gift5G':
        return 'Hadiah upgrade 5G 10GB (15 hari)';
    }
  },
  th: (offer) => {
    const days = offer.durationHours / DAY;
    switch (offer.kind) {
      case 'hourly':
        return `เน็ตรายชั่วโมง ${String(offer.durationHours)} ชั่วโมง`;
      case 'dailyUnlimited':
        return `เน็ตรายวันไม่จำกัด ${String(days)} วัน`;
      case 'dailyQuota':
        return `เน็ตรายวัน วันละ 2GB ${String(days)} วัน`;
      case 'volume':
        return `แพ็กเน็ต ${sizeText(offer)} (ใช้ได้ ${String(days)} วัน)`;
      case 'studentCarefree':
        return `แพ็กเกจนักเรียนไร้กังวล ${String(days)} วัน`;
      case 'studentEconomy':
        return `แพ็กเกจนักเรียนประหยัด ${String(days)} วัน`;
      case 'gift5G':
        return 'ของขวัญอัปเกรด 5G 10GB (15 วัน)';
    }
  },
  vi: (offer) => {
    const days = offer.durationHours / DAY;
    switch (offer.kind) {
      case 'hourly':
        return `Data theo giờ, ${String(offer.durationHours)} giờ`;
      case 'dailyUnlimited':
        return `Data ngày không giới hạn, ${String(days)} ngày`;
      case 'dailyQuota':
        return `Data ngày 2GB mỗi ngày, ${String(days)} ngày`;
      case 'volume':
        return `Gói data ${sizeText(offer)} (hiệu lực ${String(days)} ngày)`;
      case 'studentCarefree':
        return `Gói sinh viên an tâm, ${String(days)} ngày`;
      case 'studentEconomy':
        return `Gói sinh viên tiết kiệm, ${String(days)} ngày`;
      case 'gift5G':
        return 'Quà nâng cấp 5G 10GB (15 ngày)';
    }
  },
};

/** The Language header's value to one of the naming languages (zh when unknown). */
export function nameLanguage(header: string | null): NameLanguage {
  const value = (header ?? '').toLowerCase();
  if (value.startsWith('en')) return 'en';
  if (value.startsWith('id')) return 'id';
  if (value.startsWith('th')) return 'th';
  if (value.startsWith('vi')) return 'vi';
  return 'zh';
}

export function offerName(offer: CatalogueOffer, language: NameLanguage): string {
  return NAMES[language](offer);
}
