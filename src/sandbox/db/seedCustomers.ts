import { dateAfter, isoDate, taipeiDate } from './dates';
import type {
  CustomerRow,
  DeviceRow,
  PrepaidSubscriberRow,
  SessionRow,
  VipLevelRow,
} from './types';

/**
 * The demo customers, their numbers, the VIP level catalogue and the prepaid cards. Everyone is
 * invented: names are common ones, numbers follow the local formats, mail goes to example.com.
 * docs/sandbox.md lists them with what to try.
 */

export const DEMO_CUSTOMER_IDS = {
  mobile: 'cust-wang',
  fixedBroadband: 'cust-chen',
  enterprise: 'cust-haoke',
} as const;

/**
 * Member tokens every sandbox database starts with, one per demo member, so that an app launch
 * URL can be written outside the browser (scripts/launch-url.mjs, docs/bridge.md). Sandbox only:
 * a live build has no sandbox.
 */
export const DEMO_APP_TOKENS = {
  wang: 'sbx-app-wang',
  chen: 'sbx-app-chen',
  haoke: 'sbx-app-haoke',
} as const;

const DEMO_APP_TOKEN_CUSTOMERS: Record<keyof typeof DEMO_APP_TOKENS, string> = {
  wang: DEMO_CUSTOMER_IDS.mobile,
  chen: DEMO_CUSTOMER_IDS.fixedBroadband,
  haoke: DEMO_CUSTOMER_IDS.enterprise,
};

/** The demo members' app sessions: valid for ten years from the seed. */
export function seedDemoAppSessions(now: Date): SessionRow[] {
  const tenYears = 10 * 365 * 24 * 3_600_000;
  return (Object.keys(DEMO_APP_TOKENS) as (keyof typeof DEMO_APP_TOKENS)[]).map((name) => ({
    token: DEMO_APP_TOKENS[name],
    customerId: DEMO_APP_TOKEN_CUSTOMERS[name],
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + tenYears).toISOString(),
  }));
}

export const VIP_LEVELS: VipLevelRow[] = [
  { level: 0, name: '尊榮卡', nameEn: 'honoured card' },
  { level: 1, name: '金卡', nameEn: 'gold' },
  { level: 2, name: '鈦金卡', nameEn: 'titanium' },
  { level: 3, name: '藍鑽卡', nameEn: 'blue diamond' },
  { level: 4, name: '黑鑽卡', nameEn: 'black diamond' },
  { level: 9999, name: '一般會員', nameEn: 'normal account' },
];

export function seedCustomers(): CustomerRow[] {
  return [
    {
      id: DEMO_CUSTOMER_IDS.mobile,
      kind: 'mobile',
      account: 'wang.xiaoming',
      password: 'Sandbox-1234',
      sn: 'M000100001',
      name: '王小明',
      nickname: '小明',
      mobile: '0912345678',
      mail: 'wang.xiaoming@example.com',
      birthday: '1988-04-12',
      pid: 'A123456789',
      isCompanyTaxId: false,
      vipLevel: 1,
      hamipoint: 1280,
      billZip: '106',
      billAddress: '臺北市大安區範例路一段100號5樓',
    },
    {
      id: DEMO_CUSTOMER_IDS.fixedBroadband,
      kind: 'fixedBroadband',
      account: 'chen.meiling',
      password: 'Sandbox-5678',
      sn: 'M000100002',
      name: '陳美玲',
      nickname: 'Mei-Ling',
      mobile: '0928765432',
      mail: 'chen.meiling@example.com',
      birthday: '1975-11-03',
      pid: 'F223456788',
      isCompanyTaxId: false,
      vipLevel: 9999,
      hamipoint: 320,
      billZip: '403',
      billAddress: '臺中市西區示範街25號',
    },
    {
      id: DEMO_CUSTOMER_IDS.enterprise,
      kind: 'enterprise',
      account: '24681358',
      password: 'Sandbox-2468',
      sn: 'E000200001',
      name: '好客科技股份有限公司',
      nickname: '好客科技',
      mobile: '0955123456',
      mail: 'it-admin@haoke.example.com',
      birthday: '',
      pid: '24681358',
      isCompanyTaxId: true,
      vipLevel: 9999,
      hamipoint: 0,
      billZip: '114',
      billAddress: '臺北市內湖區測試路300號8樓',
    },
  ];
}

/** The numbers; the third of the mobile member was activated this month and has no bill yet. */
export function seedDevices(now: Date): DeviceRow[] {
  const today = taipeiDate(now);
  const longAgo = (years: number) => isoDate(today.year - years, today.month, 1);
  const device = (row: Omit<DeviceRow, 'index'>, index: number): DeviceRow => ({ ...row, index });
  return [
    device(
      {
        deviceNo: '0912345678',
        customerId: DEMO_CUSTOMER_IDS.mobile,
        deviceType: 'mobile',
        alias: '',
        defaultAlias: '5G 1399 吃到飽',
        ratePlan: '5G 1399 吃到飽',
        monthlyFee: 1399,
        activatedOn: longAgo(4),
      },
      0,
    ),
    device(
      {
        deviceNo: '0922333444',
        customerId: DEMO_CUSTOMER_IDS.mobile,
        deviceType: 'mobile',
        alias: '',
        defaultAlias: '4G 599 方案',
        ratePlan: '4G 599 方案',
        monthlyFee: 599,
        activatedOn: longAgo(6),
      },
      1,
    ),
    device(
      {
        deviceNo: '0933555666',
        customerId: DEMO_CUSTOMER_IDS.mobile,
        deviceType: 'mobile',
        alias: '',
        defaultAlias: '5G 599 方案',
        ratePlan: '5G 599 方案',
        monthlyFee: 599,
        activatedOn: dateAfter(now, -2),
      },
      2,
    ),
    device(
      {
        deviceNo: '0223456789',
        customerId: DEMO_CUSTOMER_IDS.fixedBroadband,
        deviceType: 'fixedline',
        alias: '',
        defaultAlias: '市內電話基本費',
        ratePlan: '市內電話基本費',
        monthlyFee: 185,
        activatedOn: longAgo(12),
      },
      0,
    ),
    device(
      {
        deviceNo: 'HN12345678',
        customerId: DEMO_CUSTOMER_IDS.fixedBroadband,
        deviceType: 'broadband',
        alias: '',
        defaultAlias: '光世代 500M',
        ratePlan: '光世代 500M',
        monthlyFee: 1099,
        activatedOn: longAgo(3),
      },
      1,
    ),
    device(
      {
        deviceNo: '0955123456',
        customerId: DEMO_CUSTOMER_IDS.enterprise,
        deviceType: 'mobile',
        alias: '',
        defaultAlias: '企業 5G 999',
        ratePlan: '企業 5G 999',
        monthlyFee: 999,
        activatedOn: longAgo(2),
      },
      0,
    ),
    device(
      {
        deviceNo: '0955123457',
        customerId: DEMO_CUSTOMER_IDS.enterprise,
        deviceType: 'mobile',
        alias: '',
        defaultAlias: '企業 4G 699',
        ratePlan: '企業 4G 699',
        monthlyFee: 699,
        activatedOn: longAgo(2),
      },
      1,
    ),
  ];
}

export function seedPrepaidSubscribers(now: Date): PrepaidSubscriberRow[] {
  const card = (
    row: Omit<PrepaidSubscriberRow, 'fiveGUpgrades'> & { fiveGUpgrades?: number },
  ): PrepaidSubscriberRow => ({ fiveGUpgrades: 0, ...row });
  return [
    card({
      number: '0987000401',
      password: '2468',
      custId: 'A223456781',
      serviceType: '4G',
      serviceName: '4G預付卡語音+數據',
      validUntil: dateAfter(now, 120),
      mainBalance: 350,
    }),
    card({
      number: '0987000402',
      password: '0000',
      custId: 'B123456780',
      serviceType: '4G',
      serviceName: '4G預付卡數據',
      validUntil: dateAfter(now, 12),
      mainBalance: 45,
    }),
    card({
      number: '0987000501',
      password: '1357',
      custId: 'C123456782',
      serviceType: '5G',
      serviceName: '5G預付卡語音+數據',
      validUntil: dateAfter(now, 200),
      mainBalance: 820,
      fiveGUpgrades: 1,
    }),
    card({
      number: '0987000301',
      password: '3579',
      custId: 'D123456783',
      serviceType: '3G',
      serviceName: '3G預付卡語音+數據',
      validUntil: dateAfter(now, 60),
      mainBalance: 150,
    }),
    card({
      number: '0987000901',
      password: '8642',
      custId: 'P12345678',
      serviceType: 'tourist',
      serviceName: '旅客預付卡(4G數據)',
      validUntil: dateAfter(now, 25),
      mainBalance: 100,
    }),
    // A 4G card that was upgraded to 5G once before: a later upgrade gets no gift.
    card({
      number: '0987000601',
      password: '4680',
      custId: 'F123456785',
      serviceType: '4G',
      serviceName: '4G預付卡語音+數據',
      validUntil: dateAfter(now, 90),
      mainBalance: 500,
      fiveGUpgrades: 1,
    }),
    // A new 4G line with an approved student application (student packages may be bought).
    card({
      number: '0987000701',
      password: '1470',
      custId: 'G123456786',
      serviceType: '4G',
      serviceName: '4G預付卡語音+數據',
      validUntil: dateAfter(now, 175),
      mainBalance: 2000,
      studentApproved: true,
    }),
    card({
      number: '0987000001',
      password: '9753',
      custId: 'E123456784',
      serviceType: '4G',
      serviceName: '4G預付卡語音+數據',
      validUntil: dateAfter(now, -40),
      mainBalance: 88,
    }),
  ];
}
