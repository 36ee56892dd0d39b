import { call, deviceRequired, inputError } from './call';
import type { ApiResult, CallSpec } from './http';
import type {
  BillDetail,
  BillInfo,
  BillQuota,
  BlData,
  DataUsageHistory,
  MobileBalance,
  PaymentChannel,
  PaymentOrder,
  PaymentReceipt,
  PaymentRecord,
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

/** The current number's small-payment quota. */
export function getBillQuota(): Promise<ApiResult<BillQuota>> {
  return billCall<BillQuota>({ method: 'GET', path: 'Bill/BillQuota' });
}

export function queryBlData(): Promise<ApiResult<BlData>> {
  return billCall<BlData>({ method: 'GET', path: 'Bill/QueryBLData' });
}

export function getDataUsageHistory(): Promise<ApiResult<DataUsageHistory>> {
  return billCall<DataUsageHistory>({ method: 'GET', path: 'Bill/DataUsageHistory' });
}

/** Charges of the current number since its last bill. */
export function getMobileBalance(): Promise<ApiResult<MobileBalance>> {
  return billCall<MobileBalance>({ method: 'GET', path: 'Bill/CHTMobileBalance' });
}

/**
 * Looks up the outstanding bills of a number without login: the number and the holder's pid in
 * the body, the captcha challenge (`captcha`) and what the user typed (`code`) as headers.
 */
export function payment(params: {
  deviceNo: string;
  pid: string;
  captcha: string;
  code: string;
}): Promise<ApiResult<PaymentOrder>> {
  if (params.deviceNo.trim() === '') return deviceRequired();
  return billCall<PaymentOrder>({
    method: 'POST',
    path: 'Bill/Payment',
    headers: { captcha: params.captcha, code: params.code },
    body: { deviceno: params.deviceNo, pid: params.pid },
  });
}

/** Pays several bills at once. */
export function multiPayment(params: {
  receiptNos: string[];
  channel: PaymentChannel;
}): Promise<ApiResult<PaymentReceipt>> {
  if (params.receiptNos.length === 0) return inputError('Choose at least one bill');
  return billCall<PaymentReceipt>({
    method: 'POST',
    path: 'Bill/MultiPayment',
    body: { receiptNos: params.receiptNos, channel: params.channel },
  });
}
