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
import type { SandboxDb } from '../types';

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

/**
 * A code sent to prove something: a line is the holder's (`bind`, `add`: `deviceNo`, `kind`,
 * `ssn`), or a new e-mail address is the member's (`mail`: the address in `deviceNo`, no kind,
 * `ssn` empty).
 */
export interface ProofCodeRow {
  purpose: 'bind' | 'add' | 'mail';
  customerId: string;
  deviceNo: string;
  kind: LineKind | null;
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

/** A type's channels as the customer chose them on /MyNotifySettings, or the defaults: SMS for
 * all but marketing, e-mail when there is an address, push. */
export function notifyChoiceOf(
  database: SandboxDb,
  customerId: string,
  type: NotifyType,
): { sms: boolean; email: boolean; push: boolean } {
  const row = database.memberArea.notifySettings.find(
    (candidate) => candidate.customerId === customerId && candidate.type === type,
  );
  if (row) return { sms: row.sms, email: row.email, push: row.push };
  const mail = database.customers.find((customer) => customer.id === customerId)?.mail ?? '';
  return { sms: type !== 'marketing', email: mail !== '', push: true };
}
