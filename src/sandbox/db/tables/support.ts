/**
 * Sandbox tables of support: trouble tickets and the no-login reporting sessions, service-centre
 * stores and bookings, the enterprise host's bearer tokens, line health checks, sign-language
 * video sessions, and Hami smart cameras with their detection runs and fault reports. Rows are
 * plain JSON (the browser keeps the database in localStorage). Visit slots, store slots and
 * technician times are not stored: they are the next days' times minus what rows already hold.
 * Sign-language session times are computed the same way.
 * The trouble and store rules are beside this table (supportTroubleRules.ts, supportStoreRules.ts);
 * the others are in handlers/healthCheck.ts, signLanguage.ts and
 * hamicam.ts (docs/sandbox.md).
 */
import type { CameraCheckName } from '../../../api/hamicam';
import type { HealthCheckItemName } from '../../../api/healthCheck';
import type { TroubleTicketStatus } from '../../../api/types/trouble';

export interface TroubleTicketRow {
  id: string;
  /** The member who filed it; '' when filed without logging in. */
  customerId: string;
  deviceNo: string;
  status: TroubleTicketStatus;
  reportedAt: string;
  code: string;
  description: string;
  /** Visit day (YYYY-MM-DD) and period; '' for a mobile fault (no visit). */
  day: string;
  period: string;
  note: string;
  contactName: string;
  /** As sent: the phones trimmed and comma-joined. */
  contactPhone: string;
  /** The report payload as it arrived, whole. */
  report: Record<string, unknown>;
  /** Set by ModifyAnnonce: when the repair crew was told of the last change. */
  announcedAt: string | null;
}

/** A no-login reporting session: GetToken with a captcha, then smsOTP and smsCheck. */
export interface TroubleAccessRow {
  token: string;
  deviceNo: string;
  createdAt: string;
  /** The mobile the SMS code went to, once sent. */
  smsMobile: string | null;
  verified: boolean;
}

/** Usage logs of the trouble journey (clickPay, LogDN, logFunct). */
export interface TroubleLogRow {
  name: string;
  deviceNo: string;
  detail: string;
  at: string;
}

export interface StoreRow {
  id: string;
  name: string;
  city: string;
  district: string;
  address: string;
  phone: string;
  openingHours: string;
  /** People waiting at opening; the live count moves with the sandbox clock. */
  baseQueue: number;
}

export interface StoreBookingRow {
  receiveno: string;
  storeId: string;
  date: string;
  time: string;
  /** The member who booked; '' for a visitor (then `mobile` holds their number). */
  customerId: string;
  mobile: string;
  service: string;
  /** The booking payload as it arrived, whole. */
  payload: Record<string, unknown>;
  status: 'booked' | 'cancelled';
  bookedAt: string;
}

/** A bearer token IamToken handed out for the enterprise host. */
export interface IamTokenRow {
  token: string;
  expiresAt: string;
}

/** A visitor's SMS code for service-centre booking (GetOTPWithCaptcha). */
export interface StoreOtpRow {
  mobile: string;
  sentAt: string;
}

/** The member's SMS code for a health check of one number, and whether it was confirmed. */
export interface HealthOtpRow {
  customerId: string;
  deviceNo: string;
  sentAt: string;
  verified: boolean;
}

export interface HealthAppointmentRow {
  id: string;
  customerId: string;
  deviceNo: string;
  item: HealthCheckItemName;
  time: string;
  payload: Record<string, unknown>;
  bookedAt: string;
}

/** A sign-language video session; one booking takes its time for everyone. */
export interface SignLanguageBookingRow {
  bookingNo: string;
  date: string;
  time: string;
  /** The member who booked; '' for a visitor (then `mobile` holds their number). */
  customerId: string;
  mobile: string;
  topic: string;
  /** The booking payload as it arrived, whole. */
  payload: Record<string, unknown>;
  status: 'booked' | 'cancelled';
  bookedAt: string;
}

/** A visitor's SMS code for a sign-language booking (SignLangageNoLogin/GetOTPWithCaptcha). */
export interface SignLanguageOtpRow {
  mobile: string;
  sentAt: string;
}

/** A Hami smart camera of a member; `faults` are the checks that fail, with the carrier's code. */
export interface CameraRow {
  id: string;
  customerId: string;
  name: string;
  model: string;
  faults: Partial<Record<CameraCheckName, string>>;
}

/** A detection run (HamicamDetection) of a member's cameras: a report needs a recent one. */
export interface CameraDetectionRow {
  customerId: string;
  at: string;
}

export interface CameraReportRow {
  id: string;
  cameraId: string;
  customerId: string;
  code: string;
  description: string;
  contactName: string;
  /** As sent: the phones trimmed and comma-joined. */
  contactPhone: string;
  /** The report payload as it arrived, whole. */
  payload: Record<string, unknown>;
  reportedAt: string;
  status: 'received' | 'dispatched' | 'repaired';
}

export interface SupportTables {
  troubleTickets: TroubleTicketRow[];
  troubleAccess: TroubleAccessRow[];
  troubleLogs: TroubleLogRow[];
  stores: StoreRow[];
  storeBookings: StoreBookingRow[];
  iamTokens: IamTokenRow[];
  storeOtps: StoreOtpRow[];
  healthOtps: HealthOtpRow[];
  healthAppointments: HealthAppointmentRow[];
  signLanguageBookings: SignLanguageBookingRow[];
  signLanguageOtps: SignLanguageOtpRow[];
  cameras: CameraRow[];
  cameraDetections: CameraDetectionRow[];
  cameraReports: CameraReportRow[];
}

const TABLE_NAMES: readonly (keyof SupportTables)[] = [
  'troubleTickets',
  'troubleAccess',
  'troubleLogs',
  'stores',
  'storeBookings',
  'iamTokens',
  'storeOtps',
  'healthOtps',
  'healthAppointments',
  'signLanguageBookings',
  'signLanguageOtps',
  'cameras',
  'cameraDetections',
  'cameraReports',
];

/** Technician visit periods of a fault report, each taken by one ticket a day. */
export const VISIT_PERIODS = ['09-12', '13-17', '18-21'] as const;
/** Visits can be booked from tomorrow for this many days. */
export const VISIT_DAYS = 5;
/** Store slots (Taipei time) on each of the next STORE_DAYS days, one booking each. */
export const STORE_TIMES = ['10:00', '11:00', '14:00', '15:00', '16:00'] as const;
export const STORE_DAYS = 5;
/** Health-check technician visits: start times on each of the next days, one booking each. */
export const HEALTH_TIMES = ['09:00', '14:00'] as const;
export const HEALTH_DAYS = 4;

/** Outages by the start of the number (area code and exchange), for EramMsg. */
export const OUTAGE_AREAS = [
  {
    prefix: '022345',
    message: '台北市大安區部分地區線路搶修中，預計今日 18:00 前恢復，造成不便敬請見諒。',
  },
] as const;

/** Line tests that fail, with the carrier's code (LineNumberErrorCode explains it). */
export const LINE_FAULTS: Readonly<Record<string, string>> = {
  HN12345678: 'E203',
};

/** Health-check items that fail per number, with the carrier's code. */
export const HEALTH_FAULTS: Readonly<Record<string, Partial<Record<HealthCheckItemName, string>>>> =
  {
    HN12345678: { signal: 'HC-OPT-LOW' },
  };

/** Sign-language session starts (Taipei) on each of the next SIGN_LANGUAGE_DAYS days. */
export const SIGN_LANGUAGE_TIMES = ['09:30', '11:00', '14:00', '16:00'] as const;
export const SIGN_LANGUAGE_DAYS = 5;
export const SEEDED_SIGN_LANGUAGE_NO = 'SL202600001';

/** The camera with a fault the detection finds (陳美玲's living-room camera). */
export const FAULTY_CAMERA_ID = 'CAM-1001';

export const SEEDED_TICKET_ID = 'T202600001';
export const SEEDED_RECEIVE_NO = 'R202600001';

/** A stored group from before a table existed gets it, empty. */
export function withSupportTables(group: SupportTables): SupportTables {
  const loose = group as unknown as Record<string, unknown>;
  for (const name of TABLE_NAMES) {
    if (!Array.isArray(loose[name])) loose[name] = [];
  }
  return group;
}
