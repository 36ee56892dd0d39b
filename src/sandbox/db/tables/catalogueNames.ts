/**
 * The carrier's names of what it sells, in the five languages it answers in (the request's
 * `Language` header): one table per kind. The database keeps the Chinese name (the carrier's own);
 * the language layer (handlers/languageLayer.ts) gives every reply's name in the request's
 * language. Prepaid plan names are built from their parts in prepaidOfferNames.ts.
 */

export const NAME_LANGUAGES = ['zh', 'en', 'id', 'th', 'vi'] as const;
export type NameLanguage = (typeof NAME_LANGUAGES)[number];
export type NameSet = Record<NameLanguage, string>;

/** The Language header's value ('zh-TW', 'th', 'en-US') to a naming language (zh when unknown). */
export function nameLanguage(header: string | null): NameLanguage {
  const value = (header ?? '').toLowerCase();
  if (value.startsWith('en')) return 'en';
  if (value.startsWith('id')) return 'id';
  if (value.startsWith('th')) return 'th';
  if (value.startsWith('vi')) return 'vi';
  return 'zh';
}

/** Mobile, landline, broadband and company rate plans (`DeviceRow.ratePlan`, RatePlanList). */
export const RATE_PLAN_NAMES: readonly NameSet[] = [
  {
    zh: '4G 399 方案',
    en: '4G 399 Plan',
    id: 'Paket 4G 399',
    th: 'แพ็กเกจ 4G 399',
    vi: 'Gói 4G 399',
  },
  {
    zh: '4G 599 方案',
    en: '4G 599 Plan',
    id: 'Paket 4G 599',
    th: 'แพ็กเกจ 4G 599',
    vi: 'Gói 4G 599',
  },
  {
    zh: '5G 599 方案',
    en: '5G 599 Plan',
    id: 'Paket 5G 599',
    th: 'แพ็กเกจ 5G 599',
    vi: 'Gói 5G 599',
  },
  {
    zh: '5G 799 方案',
    en: '5G 799 Plan',
    id: 'Paket 5G 799',
    th: 'แพ็กเกจ 5G 799',
    vi: 'Gói 5G 799',
  },
  {
    zh: '4G 999 吃到飽',
    en: '4G 999 Unlimited',
    id: '4G 999 Tanpa Batas',
    th: '4G 999 ไม่จำกัด',
    vi: '4G 999 Không giới hạn',
  },
  {
    zh: '5G 1399 吃到飽',
    en: '5G 1399 Unlimited',
    id: '5G 1399 Tanpa Batas',
    th: '5G 1399 ไม่จำกัด',
    vi: '5G 1399 Không giới hạn',
  },
  {
    zh: '市內電話基本費',
    en: 'Home phone basic',
    id: 'Telepon rumah dasar',
    th: 'โทรศัพท์บ้านพื้นฐาน',
    vi: 'Điện thoại bàn cơ bản',
  },
  {
    zh: '市話輕量型 129',
    en: 'Home phone Lite 129',
    id: 'Telepon rumah Hemat 129',
    th: 'โทรศัพท์บ้าน ไลต์ 129',
    vi: 'Điện thoại bàn Tiết kiệm 129',
  },
  {
    zh: '市話通話型 299',
    en: 'Home phone Talk 299',
    id: 'Telepon rumah Bicara 299',
    th: 'โทรศัพท์บ้าน โทรคุ้ม 299',
    vi: 'Điện thoại bàn Gọi nhiều 299',
  },
  {
    zh: '光世代 300M',
    en: 'Fiber 300M',
    id: 'Fiber 300M',
    th: 'ไฟเบอร์ 300M',
    vi: 'Cáp quang 300M',
  },
  {
    zh: '光世代 500M',
    en: 'Fiber 500M',
    id: 'Fiber 500M',
    th: 'ไฟเบอร์ 500M',
    vi: 'Cáp quang 500M',
  },
  { zh: '光世代 1G', en: 'Fiber 1G', id: 'Fiber 1G', th: 'ไฟเบอร์ 1G', vi: 'Cáp quang 1G' },
  {
    zh: '企業 5G 999',
    en: 'Business 5G 999',
    id: 'Bisnis 5G 999',
    th: 'ธุรกิจ 5G 999',
    vi: 'Doanh nghiệp 5G 999',
  },
  {
    zh: '企業 4G 699',
    en: 'Business 4G 699',
    id: 'Bisnis 4G 699',
    th: 'ธุรกิจ 4G 699',
    vi: 'Doanh nghiệp 4G 699',
  },
];

/** Roaming data passes (`ROAMING_PASSES`); the countries they cover travel as ISO codes. */
export const ROAMING_PASS_NAMES: readonly NameSet[] = [
  {
    zh: '日本 3 天 3GB',
    en: 'Japan 3 days 3GB',
    id: 'Jepang 3 hari 3GB',
    th: 'ญี่ปุ่น 3 วัน 3GB',
    vi: 'Nhật Bản 3 ngày 3GB',
  },
  {
    zh: '日本 5 天 5GB',
    en: 'Japan 5 days 5GB',
    id: 'Jepang 5 hari 5GB',
    th: 'ญี่ปุ่น 5 วัน 5GB',
    vi: 'Nhật Bản 5 ngày 5GB',
  },
  {
    zh: '日本 8 天 10GB',
    en: 'Japan 8 days 10GB',
    id: 'Jepang 8 hari 10GB',
    th: 'ญี่ปุ่น 8 วัน 10GB',
    vi: 'Nhật Bản 8 ngày 10GB',
  },
  {
    zh: '日本 15 天 吃到飽',
    en: 'Japan 15 days unlimited',
    id: 'Jepang 15 hari tanpa batas',
    th: 'ญี่ปุ่น 15 วัน ไม่จำกัด',
    vi: 'Nhật Bản 15 ngày không giới hạn',
  },
  {
    zh: '韓國 5 天 5GB',
    en: 'Korea 5 days 5GB',
    id: 'Korea 5 hari 5GB',
    th: 'เกาหลีใต้ 5 วัน 5GB',
    vi: 'Hàn Quốc 5 ngày 5GB',
  },
  {
    zh: '亞洲 6 國 7 天 6GB',
    en: 'Asia 6 countries 7 days 6GB',
    id: 'Asia 6 negara 7 hari 6GB',
    th: 'เอเชีย 6 ประเทศ 7 วัน 6GB',
    vi: 'Châu Á 6 nước 7 ngày 6GB',
  },
  {
    zh: '亞洲 6 國 15 天 吃到飽',
    en: 'Asia 6 countries 15 days unlimited',
    id: 'Asia 6 negara 15 hari tanpa batas',
    th: 'เอเชีย 6 ประเทศ 15 วัน ไม่จำกัด',
    vi: 'Châu Á 6 nước 15 ngày không giới hạn',
  },
  {
    zh: '美國 10 天 10GB',
    en: 'USA 10 days 10GB',
    id: 'Amerika Serikat 10 hari 10GB',
    th: 'สหรัฐอเมริกา 10 วัน 10GB',
    vi: 'Mỹ 10 ngày 10GB',
  },
];

/** Postpaid add-ons (`ADDON_CATALOGUE`). */
export const ADDON_NAMES: readonly NameSet[] = [
  {
    zh: '5GB 加量包（30 天）',
    en: '5GB data add-on (30 days)',
    id: 'Tambahan data 5GB (30 hari)',
    th: 'เน็ตเพิ่ม 5GB (30 วัน)',
    vi: 'Gói thêm data 5GB (30 ngày)',
  },
  {
    zh: '10GB 加量包（30 天）',
    en: '10GB data add-on (30 days)',
    id: 'Tambahan data 10GB (30 hari)',
    th: 'เน็ตเพิ่ม 10GB (30 วัน)',
    vi: 'Gói thêm data 10GB (30 ngày)',
  },
  {
    zh: '1GB 日租包（1 天）',
    en: '1GB day pass (1 day)',
    id: 'Paket harian 1GB (1 hari)',
    th: 'แพ็กรายวัน 1GB (1 วัน)',
    vi: 'Gói ngày 1GB (1 ngày)',
  },
  {
    zh: '網內外通話 100 分鐘（30 天）',
    en: '100 minutes to any network (30 days)',
    id: '100 menit ke semua operator (30 hari)',
    th: 'โทรทุกเครือข่าย 100 นาที (30 วัน)',
    vi: '100 phút gọi mọi mạng (30 ngày)',
  },
];

/** Prepaid service types (`PrepaidSubscriberRow.serviceName`). */
export const PREPAID_SERVICE_NAMES: readonly NameSet[] = [
  {
    zh: '4G預付卡語音+數據',
    en: '4G prepaid voice + data',
    id: 'Prabayar 4G suara + data',
    th: 'เติมเงิน 4G โทร + เน็ต',
    vi: 'Trả trước 4G thoại + data',
  },
  {
    zh: '4G預付卡數據',
    en: '4G prepaid data',
    id: 'Prabayar 4G data',
    th: 'เติมเงิน 4G เน็ต',
    vi: 'Trả trước 4G data',
  },
  {
    zh: '5G預付卡語音+數據',
    en: '5G prepaid voice + data',
    id: 'Prabayar 5G suara + data',
    th: 'เติมเงิน 5G โทร + เน็ต',
    vi: 'Trả trước 5G thoại + data',
  },
  {
    zh: '3G預付卡語音+數據',
    en: '3G prepaid voice + data',
    id: 'Prabayar 3G suara + data',
    th: 'เติมเงิน 3G โทร + เน็ต',
    vi: 'Trả trước 3G thoại + data',
  },
  {
    zh: '旅客預付卡(4G數據)',
    en: 'Tourist prepaid (4G data)',
    id: 'Prabayar turis (data 4G)',
    th: 'ซิมนักท่องเที่ยว (เน็ต 4G)',
    vi: 'Trả trước du lịch (data 4G)',
  },
];

/** The recommendations on home: ad items (`adItems`) and the e-shop's (`recommendations`). */
export const RECOMMENDATION_NAMES: readonly NameSet[] = [
  {
    zh: '5G 續約享好禮',
    en: 'Gifts when you renew on 5G',
    id: 'Hadiah perpanjangan kontrak 5G',
    th: 'ต่อสัญญา 5G รับของขวัญ',
    vi: 'Quà tặng khi gia hạn 5G',
  },
  {
    zh: '出國漫遊日租方案',
    en: 'Roaming day passes for your trip',
    id: 'Paket roaming harian untuk perjalanan',
    th: 'แพ็กโรมมิ่งรายวันสำหรับเดินทาง',
    vi: 'Gói chuyển vùng theo ngày khi đi nước ngoài',
  },
  {
    zh: '5G 吃到飽方案',
    en: '5G unlimited plans',
    id: 'Paket 5G tanpa batas',
    th: 'แพ็กเกจ 5G ไม่จำกัด',
    vi: 'Gói 5G không giới hạn',
  },
  {
    zh: '國際漫遊日租',
    en: 'Roaming day passes',
    id: 'Roaming harian',
    th: 'โรมมิ่งรายวัน',
    vi: 'Chuyển vùng quốc tế theo ngày',
  },
];

export const CATALOGUE_NAME_TABLES = {
  ratePlans: RATE_PLAN_NAMES,
  roamingPasses: ROAMING_PASS_NAMES,
  addons: ADDON_NAMES,
  prepaidServices: PREPAID_SERVICE_NAMES,
  recommendations: RECOMMENDATION_NAMES,
} as const;

const namesByLanguage = new Map<NameLanguage, ReadonlyMap<string, string>>();

/** Every catalogue name of the carrier (its Chinese text) to its text in `language`. */
export function catalogueNamesIn(language: NameLanguage): ReadonlyMap<string, string> {
  let names = namesByLanguage.get(language);
  if (!names) {
    names = new Map(
      Object.values(CATALOGUE_NAME_TABLES).flatMap((table) =>
        table.map((set): [string, string] => [set.zh, set[language]]),
      ),
    );
    namesByLanguage.set(language, names);
  }
  return names;
}
