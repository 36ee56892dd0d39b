/**
 * Trouble report (spec 01 §3), with the field names the spec gives. The form fills it; the
 * service layer trims the contact fields and folds the second phone into the first.
 */
export interface TroubleReport {
  contact_name_tmp: string;
  contact_phone_tmp: string;
  contact_phone2_tmp?: string;
  /** The day chosen for the repair visit. */
  choosedDay: string;
  period: string;
  showDescription_tmp: string;
  code: string;
  tcode: string;
  userChooseCode: string;
  showBuildingStatus_tmp?: string;
}

/** A captcha answered for no-login GetToken: the challenge and what the visitor typed. */
export interface TroubleCaptcha {
  captcha: string;
  code: string;
}

/** Trouble/GetToken: the access token of no-login trouble reporting. */
export interface TroubleToken {
  token: string;
}

/** Trouble/MobileTroubleCheck: whether the number may report a mobile fault now. */
export interface MobileTroubleCheck {
  canReport: boolean;
  /** An open ticket that blocks a new report. */
  openTicketId?: string;
  message?: string;
}

/** One fault category of Trouble/MobileTrouble. */
export interface TroubleCategory {
  code: string;
  tcode?: string;
  name: string;
}

/** Trouble/Add and Trouble/AddMobileTrouble: the ticket opened. */
export interface TroubleReceipt {
  id: string;
}

/** A ticket is open until it is repaired or the customer cancels it. */
export type TroubleTicketStatus = 'received' | 'dispatched' | 'repaired' | 'cancelled';

/** One ticket of Trouble/List. */
export interface TroubleTicket {
  id: string;
  /** The number the fault was reported for. */
  deviceNo: string;
  status: TroubleTicketStatus;
  /** What the customer wrote (showDescription_tmp). */
  description: string;
  /** The fault category's code (TroubleCategory.code). */
  code: string;
  /** ISO date-time the fault was reported. */
  reportedAt: string;
  day?: string;
  period?: string;
  note?: string;
  contactName?: string;
  contactPhone?: string;
}

/** One day of FixDateTimeList with the visit periods still free. */
export interface FixDateTime {
  day: string;
  periods: string[];
}

/** TestPhoneNumberLine / TestLineNumber: the result of a remote line test. */
export interface LineTestResult {
  ok: boolean;
  errorCode?: string;
  message?: string;
}

/** LineNumberErrorCode: what a line-test error code means. */
export interface LineErrorExplanation {
  errorCode: string;
  description: string;
}

/** getLineInfo: the line behind the number. */
export interface LineInfo {
  lineNumber: string;
  serviceType?: string;
  buildingStatus?: string;
  /**
   * The overdue bill of the number, when there is one (our choice: the spec names no field). An
   * unpaid bill can stop the service, so the journey offers to pay first (clickPay).
   */
  overdueBill?: { amount: number; dueDate: string } | null;
}

/** Setting/GetTroubleAlert: a notice shown above the trouble form (outages, holidays). */
export interface TroubleAlert {
  show: boolean;
  message?: string;
}

/** EramMsg: a regional outage message for the number's area, '' when none. */
export interface EramMessage {
  message: string;
}
