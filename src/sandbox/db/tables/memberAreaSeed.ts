import { dateAfter } from '../dates';
import { DEMO_CUSTOMER_IDS } from '../seedCustomers';
import {
  DEMO_COUPON_CODE,
  type ApplicationRow,
  type CouponRow,
  type MemberAreaTables,
} from './memberArea';
import { OFFICE_CODES } from './officeCodeData';

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
