import {
  DAILY_QUOTA_MB,
  isCountedInDays,
  type CatalogueOffer,
  type DailyVariant,
} from './prepaidCatalogue';
import type { NameLanguage } from './tables/catalogueNames';

/** The plan names in the languages the carrier answers in (the Language header). */

interface Words {
  hours: (count: number) => string;
  days: (count: number) => string;
  valid: (duration: string) => string;
  hourly: string;
  dailyUnlimited: string;
  dailyQuota: (size: string) => string;
  variants: Record<DailyVariant, string>;
  volume: string;
  voice: string;
  studentCarefree: string;
  studentEconomy: string;
  gift5G: string;
}

const WORDS: Record<NameLanguage, Words> = {
  zh: {
    hours: (count) => `${String(count)} 小時`,
    days: (count) => `${String(count)} 天`,
    valid: (duration) => `（效期 ${duration}）`,
    hourly: '計時型上網',
    dailyUnlimited: '日租型上網吃到飽',
    dailyQuota: (size) => `日租型上網 每日 ${size}`,
    variants: {
      wifi: '日租型上網 WiFi 分享',
      airport: '日租型上網 機場優惠',
      fw: '日租型上網 FW 固定無線',
      special: '日租型上網 特惠',
      student: '日租型上網 學生',
    },
    volume: '上網量包',
    voice: '含語音 30 分鐘',
    studentCarefree: '學生無憂方案',
    studentEconomy: '學生經濟方案',
    gift5G: '5G 升級禮 10GB，用完降速 10Mbps',
  },
  en: {
    hours: (count) => `${String(count)} hours`,
    days: (count) => `${String(count)} days`,
    valid: (duration) => ` (valid ${duration})`,
    hourly: 'Hourly data,',
    dailyUnlimited: 'Unlimited daily data,',
    dailyQuota: (size) => `Daily data ${size} a day,`,
    variants: {
      wifi: 'Daily data with WiFi sharing,',
      airport: 'Daily data airport offer,',
      fw: 'Daily data fixed wireless (FW),',
      special: 'Daily data special offer,',
      student: 'Daily data for students,',
    },
    volume: 'Data pack',
    voice: 'with 30 voice minutes',
    studentCarefree: 'Student carefree package,',
    studentEconomy: 'Student economy package,',
    gift5G: '5G upgrade gift 10GB, then 10Mbps',
  },
  id: {
    hours: (count) => `${String(count)} jam`,
    days: (count) => `${String(count)} hari`,
    valid: (duration) => ` (berlaku ${duration})`,
    hourly: 'Data per jam,',
    dailyUnlimited: 'Data harian tanpa batas,',
    dailyQuota: (size) => `Data harian ${size} per hari,`,
    variants: {
      wifi: 'Data harian dengan berbagi WiFi,',
      airport: 'Data harian promo bandara,',
      fw: 'Data harian nirkabel tetap (FW),',
      special: 'Data harian promo khusus,',
      student: 'Data harian pelajar,',
    },
    volume: 'Paket data',
    voice: 'dengan 30 menit suara',
    studentCarefree: 'Paket pelajar bebas khawatir,',
    studentEconomy: 'Paket pelajar hemat,',
    gift5G: 'Hadiah upgrade 5G 10GB, lalu 10Mbps',
  },
  th: {
    hours: (count) => `${String(count)} ชั่วโมง`,
    days: (count) => `${String(count)} วัน`,
    valid: (duration) => ` (ใช้ได้ ${duration})`,
    hourly: 'เน็ตรายชั่วโมง',
    dailyUnlimited: 'เน็ตรายวันไม่จำกัด',
    dailyQuota: (size) => `เน็ตรายวัน วันละ ${size}`,
    variants: {
      wifi: 'เน็ตรายวันแชร์ WiFi',
      airport: 'เน็ตรายวันโปรสนามบิน',
      fw: 'เน็ตรายวันไร้สายประจำที่ (FW)',
      special: 'เน็ตรายวันโปรพิเศษ',
      student: 'เน็ตรายวันนักเรียน',
    },
    volume: 'แพ็กเน็ต',
    voice: 'พร้อมโทร 30 นาที',
    studentCarefree: 'แพ็กเกจนักเรียนไร้กังวล',
    studentEconomy: 'แพ็กเกจนักเรียนประหยัด',
    gift5G: 'ของขวัญอัปเกรด 5G 10GB แล้ว 10Mbps',
  },
  vi: {
    hours: (count) => `${String(count)} giờ`,
    days: (count) => `${String(count)} ngày`,
    valid: (duration) => ` (hiệu lực ${duration})`,
    hourly: 'Data theo giờ,',
    dailyUnlimited: 'Data ngày không giới hạn,',
    dailyQuota: (size) => `Data ngày ${size} mỗi ngày,`,
    variants: {
      wifi: 'Data ngày chia sẻ WiFi,',
      airport: 'Data ngày ưu đãi sân bay,',
      fw: 'Data ngày không dây cố định (FW),',
      special: 'Data ngày ưu đãi đặc biệt,',
      student: 'Data ngày sinh viên,',
    },
    volume: 'Gói data',
    voice: 'kèm 30 phút gọi',
    studentCarefree: 'Gói sinh viên an tâm,',
    studentEconomy: 'Gói sinh viên tiết kiệm,',
    gift5G: 'Quà nâng cấp 5G 10GB, sau đó 10Mbps',
  },
};

const GB = 1024;

function size(dataMb: number): string {
  return dataMb < GB ? `${String(dataMb)}MB` : `${String(Math.round((dataMb / GB) * 10) / 10)}GB`;
}

function sizeText(offer: CatalogueOffer): string {
  const base = size(offer.dataMb ?? 0);
  return offer.bonusMb ? `${base}+${size(offer.bonusMb)}` : base;
}

function duration(words: Words, offer: CatalogueOffer): string {
  const hours = offer.durationHours;
  return isCountedInDays(offer) ? words.days(hours / 24) : words.hours(hours);
}

export function offerName(offer: CatalogueOffer, language: NameLanguage): string {
  const words = WORDS[language];
  const length = duration(words, offer);
  switch (offer.kind) {
    case 'hourly':
      return `${words.hourly} ${length}`;
    case 'dailyUnlimited':
      return `${words.dailyUnlimited} ${length}`;
    case 'dailyQuota':
      return `${words.dailyQuota(size(DAILY_QUOTA_MB))} ${length}`;
    case 'dailyVariant':
      return `${words.variants[offer.variant ?? 'special']} ${length}`;
    case 'volume': {
      const voice = offer.voiceSeconds ? ` ${words.voice}` : '';
      return `${words.volume} ${sizeText(offer)}${voice}${words.valid(length)}`;
    }
    case 'studentCarefree':
      return `${words.studentCarefree} ${length}`;
    case 'studentEconomy':
      return `${words.studentEconomy} ${length}`;
    case 'gift5G':
      return `${words.gift5G}${words.valid(length)}`;
  }
}
