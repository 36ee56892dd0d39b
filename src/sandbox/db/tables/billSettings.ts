import type { AddressType } from '../../../api/types/bill';
import type { UsageAlertFields } from '../../../api/mobile';
import { DAY_MS } from '../dates';

/**
 * Sandbox tables of automatic payment, billing address, usage alerts, carrier billing and
 * withholding. Rows are plain JSON (the browser keeps the database in localStorage).
 */

export type AutoPaymentKind = 'bank' | 'creditCard';

/**
 * One number's automatic payment. Like a real payment processor the sandbox keeps a card's last
 * four digits and scheme only, never the full number; a bank account is kept whole (the debit
 * needs it).
 */
export interface AutoPaymentRow {
  deviceNo: string;
  customerId: string;
  type: AutoPaymentKind;
  bankCode: string;
  bankAccount: string;
  cardType: string;
  cardLast4: string;
  mmyy: string;
  /** Id of the account or card holder. */
  holderId: string;
  /** A bank debit waits for the bank's confirmation (BANK_CONFIRM_MS); a card is active at once. */
  createdAt: string;
  updatedAt: string;
  disabledAt: string | null;
}

export interface AutoPaymentHistoryRow {
  customerId: string;
  deviceNo: string;
  at: string;
  action: 'add' | 'edit' | 'disable';
  type: AutoPaymentKind;
  /** Masked. */
  account: string;
}

export interface AddressRow {
  deviceNo: string;
  addressType: AddressType;
  zip: string;
  address: string;
}

export interface AlertSettingRow extends UsageAlertFields {
  deviceNo: string;
}

export interface CarrierBillingRow {
  deviceNo: string;
  quota: number;
  used: number;
}

export interface WithholdingRow {
  deviceNo: string;
  serviceId: string;
  merchant: string;
  description: string;
  since: string;
  monthAmount: number;
  status: 'active' | 'stopped';
}

export interface BillSettingsTables {
  autoPayments: AutoPaymentRow[];
  autoPaymentHistory: AutoPaymentHistoryRow[];
  addresses: AddressRow[];
  alertSettings: AlertSettingRow[];
  carrierBilling: CarrierBillingRow[];
  withholding: WithholdingRow[];
}

/** A new bank debit is pending until the bank confirms it, 10 sandbox minutes later. */
export const BANK_CONFIRM_MS = 10 * 60 * 1000;

const daysBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * DAY_MS).toISOString();

function bankDebit(
  deviceNo: string,
  customerId: string,
  bankCode: string,
  bankAccount: string,
  holderId: string,
  at: string,
): AutoPaymentRow {
  return {
    deviceNo,
    customerId,
    type: 'bank',
    bankCode,
    bankAccount,
    cardType: '',
    cardLast4: '',
    mmyy: '',
    holderId,
    createdAt: at,
    updatedAt: at,
    disabledAt: null,
  };
}

function seedAutoPayments(now: Date): AutoPaymentRow[] {
  const card: AutoPaymentRow = {
    deviceNo: '0912345678',
    customerId: 'cust-wang',
    type: 'creditCard',
    bankCode: '',
    bankAccount: '',
    cardType: 'VISA',
    cardLast4: '4242',
    mmyy: `12${String((now.getUTCFullYear() + 3) % 100).padStart(2, '0')}`,
    holderId: 'A123456789',
    createdAt: daysBefore(now, 400),
    updatedAt: daysBefore(now, 400),
    disabledAt: null,
  };
  return [
    card,
    bankDebit(
      '0223456789',
      'cust-chen',
      '007',
      '12345678901234',
      'F223456788',
      daysBefore(now, 2000),
    ),
    bankDebit(
      'HN12345678',
      'cust-chen',
      '007',
      '12345678901234',
      'F223456788',
      daysBefore(now, 900),
    ),
    bankDebit(
      '0955123456',
      'cust-haoke',
      '012',
      '00512345678901',
      '24681358',
      daysBefore(now, 700),
    ),
  ];
}

function seedHistory(now: Date): AutoPaymentHistoryRow[] {
  return [
    {
      customerId: 'cust-wang',
      deviceNo: '0912345678',
      at: daysBefore(now, 400),
      action: 'add',
      type: 'creditCard',
      account: '**** **** **** 4242',
    },
    {
      customerId: 'cust-chen',
      deviceNo: 'HN12345678',
      at: daysBefore(now, 900),
      action: 'add',
      type: 'bank',
      account: '**********1234',
    },
    {
      customerId: 'cust-haoke',
      deviceNo: '0955123456',
      at: daysBefore(now, 700),
      action: 'add',
      type: 'bank',
      account: '**********8901',
    },
  ];
}

const POSTPAID_ADDRESSES: readonly AddressRow[] = [
  {
    deviceNo: '0912345678',
    addressType: 'bill',
    zip: '106',
    address: '臺北市大安區範例路一段100號5樓',
  },
  {
    deviceNo: '0922333444',
    addressType: 'bill',
    zip: '106',
    address: '臺北市大安區範例路一段100號5樓',
  },
  {
    deviceNo: '0933555666',
    addressType: 'bill',
    zip: '106',
    address: '臺北市大安區範例路一段100號5樓',
  },
  { deviceNo: '0223456789', addressType: 'bill', zip: '403', address: '臺中市西區示範街25號' },
  { deviceNo: 'HN12345678', addressType: 'bill', zip: '403', address: '臺中市西區示範街25號' },
  {
    deviceNo: '0955123456',
    addressType: 'bill',
    zip: '114',
    address: '臺北市內湖區測試路300號8樓',
  },
  {
    deviceNo: '0955123457',
    addressType: 'bill',
    zip: '114',
    address: '臺北市內湖區測試路300號8樓',
  },
];

const ALERTS_OFF: UsageAlertFields = {
  dataAlert: false,
  dataThreshold: 80,
  amountAlert: false,
  amountLimit: 1000,
  notifyBy: 'sms',
  email: '',
};

function seedAlertSettings(): AlertSettingRow[] {
  return [
    { deviceNo: '0912345678', ...ALERTS_OFF, dataAlert: true, dataThreshold: 80 },
    {
      deviceNo: '0922333444',
      ...ALERTS_OFF,
      amountAlert: true,
      amountLimit: 800,
      notifyBy: 'email',
      email: 'wang.xiaoming@example.com',
    },
  ];
}

function seedWithholding(now: Date): WithholdingRow[] {
  const since = (days: number) => daysBefore(now, days).slice(0, 10);
  return [
    {
      deviceNo: '0912345678',
      serviceId: 'WH-0001',
      merchant: '示範影音串流',
      description: '影音串流月租方案',
      since: since(300),
      monthAmount: 290,
      status: 'active',
    },
    {
      deviceNo: '0912345678',
      serviceId: 'WH-0002',
      merchant: '範例雲端相簿',
      description: '雲端空間 200GB',
      since: since(120),
      monthAmount: 90,
      status: 'active',
    },
    {
      deviceNo: '0922333444',
      serviceId: 'WH-0003',
      merchant: '示範遊戲點數',
      description: '遊戲點數儲值',
      since: since(45),
      monthAmount: 150,
      status: 'active',
    },
    {
      deviceNo: 'HN12345678',
      serviceId: 'WH-0004',
      merchant: '範例行動防毒',
      description: '家用防毒 5 台裝置',
      since: since(600),
      monthAmount: 99,
      status: 'active',
    },
  ];
}

export function seedBillSettingsTables(now: Date): BillSettingsTables {
  return {
    autoPayments: seedAutoPayments(now),
    autoPaymentHistory: seedHistory(now),
    addresses: POSTPAID_ADDRESSES.map((row) => ({ ...row })),
    alertSettings: seedAlertSettings(),
    carrierBilling: [
      { deviceNo: '0912345678', quota: 2000, used: 350 },
      { deviceNo: '0922333444', quota: 0, used: 0 },
      { deviceNo: '0933555666', quota: 500, used: 0 },
    ],
    withholding: seedWithholding(now),
  };
}
