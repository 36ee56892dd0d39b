import type { Announcement, AppAdBanner, NewsItem } from '../../api/types/announcement';
import type { BillLine, BillStatus, PaymentChannel } from '../../api/types/bill';
import type { BillPayTables } from './tables/billPay';
import type { BillSettingsTables } from './tables/billSettings';
import type { DeviceSettingsTables } from './tables/deviceSettings';
import type { EBillTables } from './tables/ebill';
import type { LoginTables } from './tables/login';
import type { MemberAreaTables } from './tables/memberArea';
import type { MobileTables } from './tables/mobile';
import type { PrepaidCardTables } from './tables/prepaidCards';
import type { PrepaidPlanTables } from './tables/prepaidPlans';
import type { PrepaidAccountTables } from './tables/prepaidAccounts';
import type { OutboxTables } from './tables/outbox';
import type { ChargeTables } from './tables/charges';
import type { CampaignTables } from './tables/campaigns';
import type { EntertainmentTables } from './tables/entertainment';
import type { EcsTables } from './tables/ecs';
import type { AddonTables } from './tables/addons';
import type { FixedlineTables } from './tables/fixedline';
import type { RoamingTables } from './tables/roaming';
import type { ShellTables } from './tables/shell';
import type { SupportTables } from './tables/support';
import type { UsageTables } from './tables/usage';

/**
 * The sandbox's tables. Rows are plain JSON (the browser keeps the whole database in
 * localStorage). Dates are `YYYY-MM-DD` in Asia/Taipei, instants ISO strings, money whole NT$.
 */

export type CustomerKind = 'mobile' | 'fixedBroadband' | 'enterprise';

export interface CustomerRow {
  id: string;
  kind: CustomerKind;
  /** Member login account and password (docs/sandbox.md lists them). */
  account: string;
  password: string;
  sn: string;
  name: string;
  nickname: string;
  mobile: string;
  mail: string;
  birthday: string;
  /** Personal id, or the company's tax id for an enterprise. */
  pid: string;
  isCompanyTaxId: boolean;
  vipLevel: number;
  hamipoint: number;
  billZip: string;
  billAddress: string;
}

export type SandboxDeviceType = 'mobile' | 'fixedline' | 'broadband';

export interface DeviceRow {
  deviceNo: string;
  customerId: string;
  deviceType: SandboxDeviceType;
  /** The customer's own name for the number; '' when none. */
  alias: string;
  /** The carrier's default name (the rate plan). */
  defaultAlias: string;
  ratePlan: string;
  monthlyFee: number;
  /** Calendar date the service started; a number activated this month has no bill yet. */
  activatedOn: string;
  index: number;
}

export interface SessionRow {
  token: string;
  customerId: string;
  createdAt: string;
  expiresAt: string;
}

export interface BillRow {
  deviceNo: string;
  billMonth: string;
  receiptNo: string;
  amount: number;
  issueDate: string;
  dueDate: string;
  periodStart: string;
  periodEnd: string;
  /** As stored; an unpaid bill past its due date reads as overdue (see bills.ts). */
  status: BillStatus;
  paidDate: string | null;
  lines: BillLine[];
}

export interface PaymentRow {
  paymentId: string;
  deviceNo: string;
  receiptNo: string;
  billMonth: string;
  amount: number;
  paidDate: string;
  channel: PaymentChannel;
}

export interface VipLevelRow {
  level: number;
  /** The carrier's name of the level (Traditional Chinese) and an English gloss. */
  name: string;
  nameEn: string;
}

export type PrepaidServiceType = '5G' | '4G' | '3G' | 'tourist';

/** Prepaid cards (spec 02 §3); the prepaid handlers that use them come later. */
export interface PrepaidSubscriberRow {
  number: string;
  /** 4 digits; 0000 is the default that must be changed at first login. */
  password: string;
  /** ID or passport number of the holder (needed to change the password). */
  custId: string;
  serviceType: PrepaidServiceType;
  /** The carrier's wording of the service type. */
  serviceName: string;
  /** Last valid day; a card past it is expired. */
  validUntil: string;
  mainBalance: number;
  fiveGUpgrades: number;
  /** An approved in-person student application: student packages may be bought. */
  studentApproved?: boolean;
}

/** One-shot failure of the next API call: an HTTP 503, or the carrier's `{ result: -1 }`. */
export type InjectedFailure = 'http503' | 'result';

export interface SandboxMeta {
  /** Added to the real clock by sandboxNow(); advanced by advanceSandboxClock(). */
  clockOffsetMs: number;
  failNext: InjectedFailure | null;
  slowMode: boolean;
  /** Makes session tokens and payment ids unique without randomness. */
  sequence: number;
  seededAt: string;
}

export interface SandboxDb {
  version: 1;
  meta: SandboxMeta;
  customers: CustomerRow[];
  devices: DeviceRow[];
  sessions: SessionRow[];
  bills: BillRow[];
  payments: PaymentRow[];
  vipLevels: VipLevelRow[];
  announcements: Announcement[];
  news: NewsItem[];
  enterpriseNews: NewsItem[];
  adBanners: AppAdBanner[];
  prepaidSubscribers: PrepaidSubscriberRow[];
  /** Each part of the portal keeps its own tables (sandbox/db/tables/). */
  login: LoginTables;
  deviceSettings: DeviceSettingsTables;
  billPay: BillPayTables;
  billSettings: BillSettingsTables;
  ebill: EBillTables;
  usage: UsageTables;
  prepaidCards: PrepaidCardTables;
  prepaidPlans: PrepaidPlanTables;
  prepaidAccounts: PrepaidAccountTables;
  shell: ShellTables;
  roaming: RoamingTables;
  memberArea: MemberAreaTables;
  mobile: MobileTables;
  support: SupportTables;
  /** Every message the carrier would have sent. */
  outbox: OutboxTables;
  /** One-off charges for the next phone bill. */
  charges: ChargeTables;
  /** Campaign configuration, entries and the purchases that count for campaigns. */
  campaigns: CampaignTables;
  /** The Hami store, media services and the bundles switched on. */
  entertainment: EntertainmentTables;
  /** Enterprise self-service: company users, lines, products, enquiries, orders. */
  ecs: EcsTables;
  /** Add-ons bought, data shared, member-gets-member bookings. */
  addons: AddonTables;
  /** HiNet static IP, usage, session password; street parking. */
  fixedline: FixedlineTables;
}
