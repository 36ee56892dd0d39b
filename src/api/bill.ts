import { call, deviceRequired, inputError } from './call';
import type { ApiResult, CallSpec } from './http';
import { normalizePid, pathSegment } from './normalize';
import type {
  BillDetail,
  BillInfo,
  BillPaymentReceipt,
  BillQuota,
  BillRecord,
  BlData,
  DataUsageHistory,
  EbillDownload,
  EbillDownloadType,
  MobileBalance,
  PaymentChannel,
  PaymentRecord,
  PaymentsSummary,
} from './types/bill';

/**
 * Bills and payments (spec 01 §7 "Bill"). E-bill, SMS bill, automatic payment and the billing
 * address are in billSettings.ts.
 *
 * Every call under Bill/ carries the bill business source header `billsource: WM56`
 * (spec 01 §9): the billing system identifies the calling channel on each of them, and sending
 * it on all keeps the rule simple (docs/sandbox.md, "Bill calls").
 */
export const BILL_SOURCE_HEADER = 'billsource';
export const BILL_SOURCE = 'WM56';

type BillCallSpec = Omit<CallSpec, 'path'> & { path: `Bill/${string}` };

/** A Bill/ call with the business source header. */
export function billCall<T>(spec: BillCallSpec): Promise<ApiResult<T>> {
  return call<T>({ ...spec, headers: { ...spec.headers, [BILL_SOURCE_HEADER]: BILL_SOURCE } });
}

const BILL_MONTH = /^\d{4}(0[1-9]|1[0-2])$/;
const ALPHANUMERIC = /^[A-Za-z0-9]+$/;

/** The bills of one number. The number is sent as the deviceno header (part of the cache key). */
export function getBillInfo(params: { deviceNo: string }): Promise<ApiResult<BillInfo>> {
  if (params.deviceNo.trim() === '') return deviceRequired();
  return billCall<BillInfo>({
    method: 'GET',
    path: 'Bill/BillInfo',
    headers: { deviceno: params.deviceNo },
  });
}

/** One bill's lines. The receipt number is sent only when alphanumeric (spec 02 §5.2). */
export function getBillDetail(params: {
  deviceNo: string;
  billMonth: string;
  receiptNo: string;
}): Promise<ApiResult<BillDetail>> {
  if (params.deviceNo.trim() === '') return deviceRequired();
  if (!BILL_MONTH.test(params.billMonth)) return inputError('Billing month must be YYYYMM');
  if (!ALPHANUMERIC.test(params.receiptNo)) return inputError('Receipt number is not valid');
  return billCall<BillDetail>({
    method: 'GET',
    path: 'Bill/BillDetail',
    headers: {
      deviceno: params.deviceNo,
      billmonth: params.billMonth,
      receiptNo: params.receiptNo,
    },
  });
}

/** Payments received for one number, newest first. */
export function getPayments(params: { deviceNo: string }): Promise<ApiResult<PaymentRecord[]>> {
  if (params.deviceNo.trim() === '') return deviceRequired();
  return billCall<PaymentRecord[]>({
    method: 'GET',
    path: 'Bill/Payments',
    headers: { deviceno: params.deviceNo },
  });
}

/** The deviceno header when a number is given; otherwise the session's number goes as usual. */
function deviceHeader(deviceNo: string | undefined): Record<string, string> {
  return deviceNo && deviceNo.trim() !== '' ? { deviceno: deviceNo } : {};
}

/**
 * The number's small-payment (carrier billing) quota and what it has used this month. The number
 * goes in the deviceno header when given (it is then part of the cache key), else the session's.
 */
export function getBillQuota(params: { deviceNo?: string } = {}): Promise<ApiResult<BillQuota>> {
  return billCall<BillQuota>({
    method: 'GET',
    path: 'Bill/BillQuota',
    headers: deviceHeader(params.deviceNo),
  });
}

export function queryBlData(): Promise<ApiResult<BlData>> {
  return billCall<BlData>({ method: 'GET', path: 'Bill/QueryBLData' });
}

export function getDataUsageHistory(): Promise<ApiResult<DataUsageHistory>> {
  return billCall<DataUsageHistory>({ method: 'GET', path: 'Bill/DataUsageHistory' });
}

/** Charges of the number since its last bill (deviceno as for getBillQuota). */
export function getMobileBalance(
  params: { deviceNo?: string } = {},
): Promise<ApiResult<MobileBalance>> {
  return billCall<MobileBalance>({
    method: 'GET',
    path: 'Bill/CHTMobileBalance',
    headers: deviceHeader(params.deviceNo),
  });
}

/**
 * The header that makes a payment safe to retry: the carrier charges once per key and answers
 * a repeated key with the first payment. The portal sends one with every payment it makes.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/**
 * Pays the outstanding bills of one number: the number and the holder's pid (trimmed and
 * upper-cased) in the body, the captcha challenge (`captcha`) and what the user typed (`code`)
 * as headers, and the attempt's idempotency key.
 */
export function payment(params: {
  deviceNo: string;
  pid: string;
  captcha: string;
  code: string;
  idempotencyKey?: string;
}): Promise<ApiResult<BillPaymentReceipt>> {
  if (params.deviceNo.trim() === '') return deviceRequired();
  return billCall<BillPaymentReceipt>({
    method: 'POST',
    path: 'Bill/Payment',
    headers: {
      captcha: params.captcha,
      code: params.code.trim(),
      [IDEMPOTENCY_HEADER]: params.idempotencyKey,
    },
    body: { deviceno: params.deviceNo, pid: normalizePid(params.pid) },
  });
}

/** Pays several bills at once, of one or several of the signed-in customer's numbers. */
export function multiPayment(params: {
  receiptNos: string[];
  channel: PaymentChannel;
  idempotencyKey?: string;
}): Promise<ApiResult<BillPaymentReceipt>> {
  if (params.receiptNos.length === 0) return inputError('Choose at least one bill');
  return billCall<BillPaymentReceipt>({
    method: 'POST',
    path: 'Bill/MultiPayment',
    headers: { [IDEMPOTENCY_HEADER]: params.idempotencyKey },
    body: { receiptNos: params.receiptNos, channel: params.channel },
  });
}

/** Every number of the signed-in customer and what it owes (bill source WM56, as every Bill/ call). */
export function getPaymentsSummary(): Promise<ApiResult<PaymentsSummary>> {
  return billCall<PaymentsSummary>({ method: 'GET', path: 'Bill/PaymentsSummary' });
}

/** A number's billed amounts month by month. */
export function getBillRecord(params: { deviceNo: string }): Promise<ApiResult<BillRecord>> {
  if (params.deviceNo.trim() === '') return deviceRequired();
  return billCall<BillRecord>({
    method: 'GET',
    path: 'Bill/BillRecord',
    headers: { deviceno: params.deviceNo },
  });
}

const DOWNLOAD_TYPES: readonly string[] = ['bill', 'receipt'] satisfies EbillDownloadType[];

/**
 * Checks that a bill copy (`bill`) or a payment receipt (`receipt`) of one month may be
 * downloaded and answers the file. The month and bill number travel as BillDetail's headers.
 */
export function ebillDownloadCheck(params: {
  deviceNo: string;
  type: EbillDownloadType;
  billMonth: string;
  receiptNo: string;
}): Promise<ApiResult<EbillDownload>> {
  if (params.deviceNo.trim() === '') return deviceRequired();
  if (!DOWNLOAD_TYPES.includes(params.type)) return inputError('Unknown document type');
  if (!BILL_MONTH.test(params.billMonth)) return inputError('Billing month must be YYYYMM');
  if (!ALPHANUMERIC.test(params.receiptNo)) return inputError('Receipt number is not valid');
  return billCall<EbillDownload>({
    method: 'POST',
    path: `Bill/EbillDownloadCheck/${pathSegment(params.type)}`,
    headers: {
      deviceno: params.deviceNo,
      billmonth: params.billMonth,
      receiptNo: params.receiptNo,
    },
  });
}
