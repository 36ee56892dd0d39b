/**
 * Sandbox tables of the member area: coupons and coupon codes, benefits, personal content,
 * real-name bindings and pending codes, lines that are nobody's in the portal yet (to add with
 * an ownership proof), sales-enquiry consent, notification preferences, push registrations,
 * applications (online store, fixed-line installation, roaming), keepers, premium services,
 * ad items and operations-office codes. The rules are in handlers/memberArea*.ts and listed in
 * docs/sandbox.md ("Member area").
 */
import type { LineKind, NotifyType } from '../../../api/memberArea';
import type { ApplicationProcess } from '../../../api/dashboard';
import type { OfficeCode } from '../../../api/officeCode';
import { dateAfter } from '../dates';
import { DEMO_CUSTOMER_IDS } from '../seedCustomers';

export type CouponStatus = 'unused' | 'used' | 'transferred';

export interface CouponRow {
  couponNo: string;
  customerId: string;
  projectName: string;
  description: string;
  value: number;
  effectiveStartTime: string;
  effectiveEndTime: string;
  transferable: boolean;
  status: CouponStatus;
  usedAt: string | null;
  transferNo: string | null;
  transferredAt: string | null;
}

/** A printed code a member can save once (SaveCoupon); it becomes a coupon of that member. */
export interface CouponCodeRow {
  code: string;
  projectName: string;
  description: string;
  value: number;
  validDays: number;
  savedBy: string | null;
}

export interface TransferCheckRow {
  token: string;
  customerId: string;
  transferNo: string;
  createdAt: string;
  used: boolean;
}

export interface BenefitRow {
  code: string;
  seq: number;
  title: string;
  points: number;
  validUntil: string;
  redeemedBy: string[];
}

export interface PersonalContentRow {
  id: string;
  title: string;
  summary: string;
  link: string;
}

export interface LineBindRow {
  customerId: string;
  /** The person id the line proved (every line of a member proves the same one). */
  pid: string;
  deviceNo: string;
  kind: LineKind;
  boundAt: string;
}

/** A code sent to prove a line (SetDSSN step 1) or to add a number (AddDevice step 1). */
export interface ProofCodeRow {
  purpose: 'bind' | 'add';
  customerId: string;
  deviceNo: string;
  kind: LineKind;
  ssn: string;
  code: string;
  expiresAt: string;
  wrongAttempts: number;
}

/** A line in no member's menu: its holder may add it to theirs (AddDevice). */
export interface SpareLineRow {
  deviceNo: string;
  deviceType: 'mobile' | 'fixedline' | 'broadband';
  holderPid: string;
  ratePlan: string;
  monthlyFee: number;
}

export interface SalesConsentRow {
  customerId: string;
  deviceNo: string;
  consent: boolean;
}

export interface NotifySettingRow {
  customerId: string;
  type: NotifyType;
  sms: boolean;
  email: boolean;
  push: boolean;
}

export interface PushRegistrationRow {
  customerId: string;
  pushId: string;
  deviceName: string;
  registeredAt: string;
}

export interface ApplicationRow extends ApplicationProcess {
  customerId: string;
  kind: 'eshop' | 'fixline';
  /** The applicant's person id (the no-login installation lookup checks it). */
  pid: string;
}

export interface KeeperRow {
  customerId: string;
  name: string;
  phone: string;
  mail: string;
}

export interface PremiumServiceRow {
  deviceNo: string;
  name: string;
  monthlyFee: number;
}

export interface ContractRow {
  deviceNo: string;
  projectCode: string;
  projectName: string;
  contractStart: string;
  contractEnd: string;
  subsidy: number;
}

export interface DiscountRow {
  deviceNo: string;
  name: string;
  monthlyAmount: number;
  until: string | null;
}

export interface AdItemRow {
  Title: string;
  Image: string;
  URL: string;
}

/** A single-sign-on hand-off (SetSSOAuthInfo): the partner reads it once (GetSSOAuthInfo). */
export interface SsoAuthRow {
  authToken: string;
  customerId: string;
  clientKey: string;
  /** The member's session token the partner acts with. */
  token: string;
  deviceNo: string;
  orderId: string;
  createdAt: string;
  used: boolean;
}

export interface MemberAreaTables {
  coupons: CouponRow[];
  couponCodes: CouponCodeRow[];
  transferChecks: TransferCheckRow[];
  benefits: BenefitRow[];
  personalContent: PersonalContentRow[];
  lineBinds: LineBindRow[];
  proofCodes: ProofCodeRow[];
  spareLines: SpareLineRow[];
  salesConsent: SalesConsentRow[];
  notifySettings: NotifySettingRow[];
  pushRegistrations: PushRegistrationRow[];
  applications: ApplicationRow[];
  keepers: KeeperRow[];
  premiumServices: PremiumServiceRow[];
  contracts: ContractRow[];
  discounts: DiscountRow[];
  adItems: AdItemRow[];
  officeCodes: OfficeCode[];
  ssoAuth: SsoAuthRow[];
  /** When each member's cached info was last dropped (RemoveCHTMemberCache). */
  cacheCleared: { customerId: string; at: string }[];
}

/** The code every sandbox ownership proof carries (as the SMS login codes). */
export const MEMBER_AREA_PROOF_CODE = '246810';
/** The coupon code a demo member can save (docs/sandbox.md). */
export const DEMO_COUPON_CODE = 'HAMI2026';

const WANG = DEMO_CUSTOMER_IDS.mobile;
const CHEN = DEMO_CUSTOMER_IDS.fixedBroadband;

function seedCoupons(now: Date): CouponRow[] {
  const coupon = (
    row: Omit<CouponRow, 'customerId' | 'usedAt' | 'transferNo' | 'transferredAt'> &
      Partial<Pick<CouponRow, 'usedAt'>>,
  ): CouponRow => ({
    customerId: WANG,
    usedAt: null,
    transferNo: null,
    transferredAt: null,
    ...row,
  });
  return [
    coupon({
      couponNo: 'CP2026000101',
      projectName: '門市購機折價券',
      description: '門市購買手機折抵 NT$500',
      value: 500,
      effectiveStartTime: dateAfter(now, -10),
      effectiveEndTime: dateAfter(now, 80),
      transferable: true,
      status: 'unused',
    }),
    coupon({
      couponNo: 'CP2026000102',
      projectName: '咖啡兌換券',
      description: '合作咖啡店中杯美式一杯',
      value: 0,
      effectiveStartTime: dateAfter(now, -40),
      effectiveEndTime: dateAfter(now, 20),
      transferable: false,
      status: 'used',
      usedAt: dateAfter(now, -5),
    }),
    coupon({
      couponNo: 'CP2026000103',
      projectName: '上網加量包 5GB',
      description: '行動上網加量 5GB，30 天有效',
      value: 150,
      effectiveStartTime: dateAfter(now, -3),
      effectiveEndTime: dateAfter(now, 60),
      transferable: false,
      status: 'unused',
    }),
  ];
}

function seedApplications(now: Date): ApplicationRow[] {
  return [
    {
      id: 'ES-20260001',
      customerId: WANG,
      kind: 'eshop',
      pid: 'A123456789',
      title: 'iPhone 17 128GB 搭配 5G 1399 續約',
      deviceNo: '0912345678',
      status: 'waitingDocuments',
      appliedOn: dateAfter(now, -4),
      expectedOn: dateAfter(now, 6),
      steps: [
        { key: 'ordered', date: dateAfter(now, -4), done: true },
        { key: 'documents', date: dateAfter(now, 3), done: false },
        { key: 'review', date: dateAfter(now, 4), done: false },
        { key: 'shipped', date: dateAfter(now, 6), done: false },
      ],
      documents: [
        { kind: 'idFront', status: 'underReview', receivedOn: dateAfter(now, -3) },
        { kind: 'idBack', status: 'missing', receivedOn: null },
        { kind: 'secondId', status: 'missing', receivedOn: null },
      ],
      documentsDueOn: dateAfter(now, 3),
    },
    {
      id: 'ES-20260003',
      customerId: WANG,
      kind: 'eshop',
      pid: 'A123456789',
      title: 'Galaxy S25 128GB 攜碼 5G 999',
      deviceNo: '0922333444',
      status: 'inProgress',
      appliedOn: dateAfter(now, -2),
      expectedOn: dateAfter(now, 5),
      steps: [
        { key: 'ordered', date: dateAfter(now, -2), done: true },
        { key: 'documents', date: dateAfter(now, -1), done: true },
        { key: 'review', date: dateAfter(now, 1), done: false },
        { key: 'shipped', date: dateAfter(now, 5), done: false },
      ],
      documents: [
        { kind: 'idFront', status: 'accepted', receivedOn: dateAfter(now, -1) },
        { kind: 'idBack', status: 'accepted', receivedOn: dateAfter(now, -1) },
        { kind: 'secondId', status: 'underReview', receivedOn: dateAfter(now, -1) },
        { kind: 'portingForm', status: 'underReview', receivedOn: dateAfter(now, -1) },
      ],
      documentsDueOn: dateAfter(now, 3),
    },
    {
      id: 'FX-20260002',
      customerId: WANG,
      kind: 'fixline',
      pid: 'A123456789',
      title: '光世代 1G 新裝',
      deviceNo: 'HN87654321',
      status: 'inProgress',
      appliedOn: dateAfter(now, -6),
      expectedOn: dateAfter(now, 2),
      steps: [
        { key: 'applied', date: dateAfter(now, -6), done: true },
        { key: 'scheduled', date: dateAfter(now, -2), done: true },
        { key: 'installation', date: dateAfter(now, 2), done: false },
        { key: 'activated', date: dateAfter(now, 2), done: false },
      ],
    },
    {
      id: 'FX-20260004',
      customerId: CHEN,
      kind: 'fixline',
      pid: 'F223456788',
      title: '市內電話移機',
      deviceNo: '0223456789',
      status: 'inProgress',
      appliedOn: dateAfter(now, -1),
      expectedOn: dateAfter(now, 5),
      steps: [
        { key: 'applied', date: dateAfter(now, -1), done: true },
        { key: 'scheduled', date: dateAfter(now, 3), done: false },
        { key: 'installation', date: dateAfter(now, 5), done: false },
      ],
    },
  ];
}

const OFFICE_CODES: OfficeCode[] = [
  {
    code: 'T101',
    name: '台北營運處信義服務中心',
    city: '臺北市',
    district: '信義區',
    address: '臺北市信義區示範路1號',
    phone: '02-2345-0001',
  },
  {
    code: 'T102',
    name: '台北營運處大安服務中心',
    city: '臺北市',
    district: '大安區',
    address: '臺北市大安區範例路一段2號',
    phone: '02-2345-0002',
  },
  {
    code: 'T201',
    name: '北區營運處板橋服務中心',
    city: '新北市',
    district: '板橋區',
    address: '新北市板橋區測試街3號',
    phone: '02-2950-0003',
  },
  {
    code: 'T202',
    name: '北區營運處新店服務中心',
    city: '新北市',
    district: '新店區',
    address: '新北市新店區樣本路4號',
    phone: '02-2910-0004',
  },
  {
    code: 'C301',
    name: '中區營運處台中服務中心',
    city: '臺中市',
    district: '西區',
    address: '臺中市西區示範街5號',
    phone: '04-2320-0005',
  },
  {
    code: 'S401',
    name: '南區營運處高雄服務中心',
    city: '高雄市',
    district: '前金區',
    address: '高雄市前金區範例路6號',
    phone: '07-2510-0006',
  },
  {
    code: 'S402',
    name: '南區營運處台南服務中心',
    city: '臺南市',
    district: '東區',
    address: '臺南市東區測試路7號',
    phone: '06-2740-0007',
  },
];

export function seedMemberAreaTables(now: Date): MemberAreaTables {
  return {
    coupons: seedCoupons(now),
    couponCodes: [
      {
        code: DEMO_COUPON_CODE,
        projectName: 'Hami Video 月租折價券',
        description: 'Hami Video 影視月租第一個月免費',
        value: 199,
        validDays: 30,
        savedBy: null,
      },
    ],
    transferChecks: [],
    benefits: [
      {
        code: 'BN01',
        seq: 1,
        title: '便利商店咖啡兌換',
        points: 60,
        validUntil: dateAfter(now, 45),
        redeemedBy: [],
      },
      {
        code: 'BN02',
        seq: 1,
        title: '電影票買一送一',
        points: 300,
        validUntil: dateAfter(now, 30),
        redeemedBy: [],
      },
      {
        code: 'BN03',
        seq: 2,
        title: '生日禮：Hami 書城 7 天暢讀',
        points: 0,
        validUntil: dateAfter(now, 90),
        redeemedBy: [],
      },
    ],
    personalContent: [
      {
        id: 'PC1',
        title: '出國前先看：漫遊上網怎麼買最划算',
        summary: '依目的地與天數挑選漫遊方案。',
        link: '/Roaming',
      },
      {
        id: 'PC2',
        title: '帳單設定電子化，每期減少紙張',
        summary: '改用電子帳單，繳費提醒不漏接。',
        link: '/EBill',
      },
    ],
    lineBinds: [
      {
        customerId: CHEN,
        pid: 'F223456788',
        deviceNo: '0223456789',
        kind: 'tel',
        boundAt: `${dateAfter(now, -200)}T02:00:00.000Z`,
      },
    ],
    proofCodes: [],
    spareLines: [
      {
        deviceNo: '0944777888',
        deviceType: 'mobile',
        holderPid: 'A123456789',
        ratePlan: '4G 399 方案',
        monthlyFee: 399,
      },
      {
        deviceNo: '0966111222',
        deviceType: 'mobile',
        holderPid: 'F223456788',
        ratePlan: '5G 799 方案',
        monthlyFee: 799,
      },
    ],
    salesConsent: [],
    notifySettings: [],
    pushRegistrations: [
      {
        customerId: WANG,
        pushId: 'push-wang-iphone',
        deviceName: 'iPhone 15',
        registeredAt: `${dateAfter(now, -30)}T04:00:00.000Z`,
      },
    ],
    applications: seedApplications(now),
    keepers: [
      {
        customerId: WANG,
        name: '林專員',
        phone: '02-2345-6789',
        mail: 'keeper.lin@carrier.example',
      },
    ],
    premiumServices: [
      { deviceNo: '0912345678', name: 'Hami Video 影視', monthlyFee: 199 },
      { deviceNo: '0912345678', name: '來電答鈴', monthlyFee: 30 },
      { deviceNo: 'HN12345678', name: '色情守門員', monthlyFee: 0 },
    ],
    contracts: [
      {
        deviceNo: '0912345678',
        projectCode: 'P5G1399-30',
        projectName: '5G 1399 購機專案 30 個月',
        contractStart: dateAfter(now, -300),
        contractEnd: dateAfter(now, 600),
        subsidy: 12000,
      },
      {
        deviceNo: '0922333444',
        projectCode: 'P4G599-24',
        projectName: '4G 599 續約專案 24 個月',
        contractStart: dateAfter(now, -700),
        contractEnd: dateAfter(now, 30),
        subsidy: 3000,
      },
    ],
    discounts: [
      { deviceNo: '0912345678', name: '家庭門號互打優惠', monthlyAmount: 100, until: null },
      {
        deviceNo: '0922333444',
        name: '銀髮族月租折扣',
        monthlyAmount: 60,
        until: dateAfter(now, 30),
      },
    ],
    adItems: [
      { Title: '5G 續約享好禮', Image: '', URL: '/MobileRateChange' },
      { Title: '出國漫遊日租方案', Image: '', URL: '/Roaming' },
    ],
    officeCodes: OFFICE_CODES.map((row) => ({ ...row })),
    ssoAuth: [],
    cacheCleared: [],
  };
}
