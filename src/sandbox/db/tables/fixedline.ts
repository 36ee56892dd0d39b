import type { CarType, PayMode } from '../../../api/parking';

/**
 * Sandbox tables of the HiNet broadband services (static IP, HiNet usage and its SMS code, the
 * PPPoE session password) and of street parking. Months are `YYYYMM`, instants ISO strings.
 */

/** A broadband line's static-IP slot; `hasService` false: the line has no static-IP service. */
export interface StaticIpRow {
  deviceNo: string;
  hasService: boolean;
  /** '' when no address is allocated. */
  ip: string;
  contactEmail: string;
  allocatedAt: string | null;
}

export interface UsageItem {
  name: string;
  amount: number;
}

/** One past month of a HiNet account: value-added charges (NT$), data (MB), dial-up minutes. */
export interface HinetMonthRow {
  deviceNo: string;
  month: string;
  value: UsageItem[];
  data: UsageItem[];
  dial: UsageItem[];
}

/** The HinetBill code of a customer, and the sessions that proved it. */
export interface HinetOtpRow {
  customerId: string;
  code: string;
  sentAt: string;
  wrongAttempts: number;
}

export interface SessionPasswordRow {
  deviceNo: string;
  changedAt: string;
}

export interface ParkingCarRow {
  customerId: string;
  carType: CarType;
  carId: string;
}

export interface ParkingTicketRow extends ParkingCarRow {
  PMOId: string;
  slipNo: string;
  amount: number;
  place: string;
  parkedAt: string;
  /** null while unpaid. */
  paidAt: string | null;
  billedTo: string | null;
}

export interface ParkingModeRow {
  customerId: string;
  payMode: PayMode;
  /** The number the parking charges go on. */
  billedTo: string;
}

/** A MOD (IPTV) box on a HN line: its owner, the mobile its reset code goes to. */
export interface ModBoxRow {
  modNo: string;
  hnNo: string;
  customerId: string;
  pid: string;
  mobile: string;
  /** When the owner was matched (VerifyMODNo): the code may be asked for 10 minutes. */
  verifiedAt: string | null;
  codeSentAt: string | null;
  passwordChangedAt: string | null;
}

/** A HiNet account: the owner's pid and contact mobile prove a visitor's reset. */
export interface HnAccountRow {
  hnNo: string;
  customerId: string;
  pid: string;
  mobile: string;
  accountType: 'normal' | 'passCode';
  passwordChangedAt: string | null;
}

/** A visitor's proved mobile (MobileToken) or a HiNet account's proved owner (AuthenticationHN). */
export interface ResetTokenRow {
  token: string;
  kind: 'mobile' | 'hnAuth';
  /** The mobile or the HN number the token stands for. */
  subject: string;
  issuedAt: string;
}

/** A visitor's SMS code of MobileToken/GetOTPWithCaptcha. */
export interface MobileCodeRow {
  mobile: string;
  sentAt: string;
}

/** A friend recommended for a broadband line (FixedlineMGM). */
export interface FixedlineRecommendationRow {
  recommendationId: string;
  customerId: string;
  promoterNo: string;
  friendName: string;
  friendPhone: string;
  recommendedAt: string;
  status: 'received' | 'installed';
  reward: number;
}

export interface FixedlineTables {
  staticIps: StaticIpRow[];
  hinetMonths: HinetMonthRow[];
  hinetOtps: HinetOtpRow[];
  /** Session tokens that proved the HinetBill code: asked once per session. */
  hinetVerifiedSessions: string[];
  sessionPasswords: SessionPasswordRow[];
  parkingCars: ParkingCarRow[];
  parkingTickets: ParkingTicketRow[];
  parkingModes: ParkingModeRow[];
  modBoxes: ModBoxRow[];
  hnAccounts: HnAccountRow[];
  resetTokens: ResetTokenRow[];
  mobileCodes: MobileCodeRow[];
  recommendations: FixedlineRecommendationRow[];
}
