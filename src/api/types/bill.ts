/**
 * Replies of the Bill/ calls (spec 01 §7 "Bill"). The spec leaves the shapes open; these are the
 * portal's contract with the carrier and with the sandbox, which is typed against them.
 * Months are the carrier's `YYYYMM`; dates are calendar dates `YYYY-MM-DD` in Asia/Taipei;
 * money is whole New Taiwan dollars.
 */

export type BillStatus = 'unpaid' | 'paid' | 'overdue';

/** One issued bill, as lists show it. */
export interface BillSummary {
  /** The billing month, `YYYYMM`. */
  billMonth: string;
  /** Identifies the bill together with the month (BillDetail's receiptNo header). */
  receiptNo: string;
  amount: number;
  dueDate: string;
  status: BillStatus;
  /** When it was paid, `YYYY-MM-DD`; null while unpaid. */
  paidDate: string | null;
}

/** Bill/BillInfo: the bills of one number, newest first. */
export interface BillInfo {
  deviceNo: string;
  /** The latest issued bill; null for a number that has not been billed yet. */
  current: BillSummary | null;
  /** Up to 12 issued bills, newest first (the current one included). */
  history: BillSummary[];
  /** Sum of everything unpaid or overdue. */
  totalDue: number;
}

/**
 * Kinds of detail lines the portal names in its own words. Any other code is shown with the
 * carrier's own `name`.
 */
export const BILL_LINE_CODES = [
  'monthlyFee',
  'dataAddOn',
  'calls',
  'sms',
  'roaming',
  'equipment',
  'discount',
  'tax',
] as const;
export type BillLineCode = (typeof BILL_LINE_CODES)[number];

export interface BillLine {
  code: BillLineCode | (string & {});
  /** The carrier's own wording of the line (Traditional Chinese). */
  name: string;
  /** Negative for discounts. */
  amount: number;
}

/** Bill/BillDetail (headers billmonth, receiptNo): one bill with its lines. */
export interface BillDetail extends BillSummary {
  deviceNo: string;
  issueDate: string;
  periodStart: string;
  periodEnd: string;
  lines: BillLine[];
}

/** How a bill was paid; `online` is a payment made in the portal (Bill/Payment, MultiPayment). */
export type PaymentChannel =
  'creditCard' | 'autoDebit' | 'convenienceStore' | 'bankTransfer' | 'online';

/** One payment received (Bill/Payments). */
export interface PaymentRecord {
  paymentId: string;
  receiptNo: string;
  billMonth: string;
  amount: number;
  paidDate: string;
  channel: PaymentChannel | (string & {});
}

/** Bill/Payment: the outstanding bills of a number, found by number and pid (no login). */
export interface PaymentOrder {
  deviceNo: string;
  bills: BillSummary[];
  totalDue: number;
}

/** Bill/MultiPayment: what was paid. */
export interface PaymentReceipt {
  paymentIds: string[];
  paidAmount: number;
}

/** Bill/BillQuota: the small-payment (carrier billing) quota of the number. */
export interface BillQuota {
  quota: number;
  used: number;
}

/** Bill/QueryBLData: billing data of the number; the fields are not specified. */
export type BlData = Record<string, unknown>;

/** Bill/DataUsageHistory: data used per month, in megabytes. */
export interface DataUsageMonth {
  month: string;
  usedMB: number;
}
export interface DataUsageHistory {
  months: DataUsageMonth[];
  /** When the carrier last measured the use (ISO instant); the current month is still running. */
  updatedAt?: string;
  /** Monthly data allowance in MB; null for an unlimited plan. */
  allowanceMB?: number | null;
}

/** Bill/EBillStatus */
export interface EBillStatus {
  applied: boolean;
  email: string;
  /** Whether the e-bill is sent as a password-protected file. */
  pwdFlag: 'Y' | 'N';
  /** Id of an application awaiting mail confirmation, if any. */
  rid: string | null;
  /** The request awaiting mail confirmation (its id is `rid`): what it changes, until when. */
  pending?: EBillPendingRequest | null;
  /**
   * Request id of the application that set up the active e-bill: the `rid` that
   * CancelForEBillWithMailConfirm names. null while no e-bill is active.
   */
  appliedRid?: string | null;
}

/** The changes to an e-bill that a confirmation mail confirms. */
export const EBILL_ACTIONS = ['apply', 'update', 'pwdFlag', 'cancel'] as const;
export type EBillAction = (typeof EBILL_ACTIONS)[number];

/** An e-bill request whose confirmation mail has gone out and not been confirmed yet. */
export interface EBillPendingRequest {
  action: EBillAction;
  /** Where the confirmation mail went: the new address for apply and update. */
  email: string;
  /** A pwdFlag request: the setting asked for. */
  pwdFlag?: 'Y' | 'N';
  /** ISO date-time of the request. */
  requestedAt: string;
  /** ISO date-time until which the link in the mail works. */
  expiresAt: string;
  /**
   * Sandbox only: the token of the link in the mail the sandbox pretends to send (it sends no
   * mail). The carrier never reveals it; the portal shows it only in sandbox mode.
   */
  sandboxMailToken?: string;
}

/** Where a confirmation link stands (Bill/EbillCheck and Bill/EBillConfirm). */
export type EBillConfirmationStatus = 'pending' | 'confirmed' | 'expired' | 'superseded';

/**
 * Bill/EbillCheck {token} and Bill/EBillConfirm: the request a confirmation link belongs to.
 * Whoever holds the link may see it without logging in, so number and address come masked.
 */
export interface EBillConfirmation {
  status: EBillConfirmationStatus;
  action: EBillAction;
  /** The number, masked by the carrier. */
  deviceNo: string;
  /** The address, masked by the carrier. */
  email: string;
  pwdFlag?: 'Y' | 'N';
  requestedAt: string;
  expiresAt: string;
  /** ISO date-time of the confirmation; null until confirmed. */
  confirmedAt: string | null;
}

/** Bill/EBillConfirmGetToken: a one-time token that Bill/EBillConfirm must carry. */
export interface EBillConfirmToken {
  confirmToken: string;
  /** Seconds the token stays valid. */
  expiresIn: number;
}

/** Bill/SMSBillStatus and SMSBillStatus_ForFixLine */
export interface SmsBillStatus {
  applied: boolean;
  mobile: string;
  rid: string | null;
  /** ISO date-time the SMS bill started; null while not applied. */
  appliedAt?: string | null;
}

/**
 * Reasons for stopping a fixed line's SMS bill (the reasonid header of
 * CancelForSMSBill_ForFixLine); the portal names them in its own words.
 */
export const SMS_BILL_CANCEL_REASONS = ['01', '02', '03', '04', '99'] as const;
export type SmsBillCancelReason = (typeof SMS_BILL_CANCEL_REASONS)[number];

/** Bill/CHTMobileBalance: charges since the last bill. */
export interface MobileBalance {
  unbilledAmount: number;
  /** ISO date-time of the figure. */
  updatedAt: string;
}

export type AddressType = 'bill' | 'contact';

/** Bill/AddressStatus */
export interface BillAddress {
  zip: string;
  address: string;
  addressType: AddressType | (string & {});
}

/** One number's automatic payment (Bill/QueryAutoPaymentList). */
export interface AutoPaymentAccount {
  deviceNo: string;
  type: 'bank' | 'creditCard';
  /** Masked by the carrier, e.g. `****1234`. */
  account: string;
  status: 'active' | 'pending' | 'none';
  /** Bank debit: the bank's 3-digit code and name. */
  bankCode?: string;
  bankName?: string;
  /** Credit card: the scheme (VISA, MASTER, JCB) and the expiry `MMYY`. */
  cardType?: string;
  mmyy?: string;
  /** When the current setting was made, ISO date-time. */
  since?: string;
}

/** Bill/AutoPaymentAccountHistory */
export interface AutoPaymentHistoryItem {
  date: string;
  action: string;
  account: string;
  /** The number the change was about. */
  deviceNo?: string;
  type?: 'bank' | 'creditCard';
}

/** Auto-payment payloads are passed through whole (spec 01 §3). */
export type AutoPaymentRequest = Record<string, unknown>;

/** Mutations that start a mail-confirmed change answer with its request id. */
export interface BillRequestAck {
  rid?: string;
}

/** One bank (Bill/BankInfo and Bill/QueryBankInfo); field names as the saved bank-code list. */
export interface BankInfoItem {
  BankCode: string;
  /** The bank code with the branch, 7 digits. */
  FullBankCode: string;
  BankName: string;
}

/** Bill/BankInfo: the banks that take automatic debits, and those charging no fee. */
export interface BankCatalogue {
  banks: BankInfoItem[];
  /** Bank codes of the banks that debit without a handling fee. */
  feeFreeBanks: string[];
}

/** Bill/QueryBankInfo {bankCode}: one bank looked up by its code. */
export interface BankLookup extends BankInfoItem {
  feeFree: boolean;
}

/** Bill/AutoPaymentHistory: one bill paid by automatic payment. */
export interface AutoDebitRecord {
  deviceNo: string;
  billMonth: string;
  amount: number;
  /** `YYYY-MM-DD` */
  debitDate: string;
  type: 'bank' | 'creditCard';
  /** Masked account or card number. */
  account: string;
  result: 'success' | 'failed';
}

/** A third-party service whose charges are collected with the number's bill (withholding). */
export interface WithholdingService {
  serviceId: string;
  merchant: string;
  /** What is being paid, in the carrier's words. */
  description: string;
  /** `YYYY-MM-DD` the authorization began. */
  since: string;
  /** Charged so far this month, NT$. */
  monthAmount: number;
  status: 'active' | 'stopped';
}

/** A payment code a store counter scans to take a bill's payment (MobilePaymentForPOS). */
export interface PosPaymentCode {
  receiptNo: string;
  billMonth: string;
  amount: number;
  /** The three barcode segments printed on a store payment slip. */
  barcodes: [string, string, string];
  /** ISO date-time after which the code is void. */
  expiresAt: string;
}

/** One bill settled by a payment. */
export interface PaidBill {
  deviceNo: string;
  billMonth: string;
  receiptNo: string;
  amount: number;
  paymentId: string;
}

/**
 * Bill/Payment and Bill/MultiPayment: what was charged. A retry with the same idempotency key
 * answers the first payment again (`replayed` true) and charges nothing.
 */
export interface BillPaymentReceipt extends PaymentReceipt {
  bills: PaidBill[];
  /** `YYYY-MM-DD`, Asia/Taipei. */
  paidDate: string;
  replayed: boolean;
}

/** One number in Bill/PaymentsSummary: what it owes now. */
export interface DeviceDue {
  deviceNo: string;
  deviceType: string;
  /** The customer's own name for the number; '' when none (the screen names it by its kind). */
  alias: string;
  /** Unpaid and overdue bills, newest first; empty when nothing is owed. */
  bills: BillSummary[];
  totalDue: number;
  /** The earliest due date among the unpaid bills, or null. */
  dueDate: string | null;
  /** overdue when any of its bills is; unpaid; paid when nothing is owed; none without bills. */
  status: BillStatus | 'none';
}

/** Bill/PaymentsSummary (bill source WM56): every number of the customer and what it owes. */
export interface PaymentsSummary {
  devices: DeviceDue[];
  totalDue: number;
}

/** One month of Bill/BillRecord. */
export interface BillRecordMonth {
  billMonth: string;
  amount: number;
  status: BillStatus;
  paidDate: string | null;
}

/** Bill/BillRecord: a number's billed amounts month by month, oldest first, for the chart. */
export interface BillRecord {
  deviceNo: string;
  months: BillRecordMonth[];
  /** Whole NT$; 0 without bills. */
  averageAmount: number;
}

/** What Bill/EbillDownloadCheck/{type} prepares: a bill copy or a payment receipt. */
export type EbillDownloadType = 'bill' | 'receipt';

/** Bill/EbillDownloadCheck/{type}: the checked document, ready to save. */
export interface EbillDownload {
  fileName: string;
  /** Always a PDF. */
  mimeType: 'application/pdf';
  /** The file, base64. */
  content: string;
}
