import { billCall } from './bill';
import { deviceRequired } from './call';
import type { ApiResult } from './http';
import type {
  AddressType,
  AutoDebitRecord,
  AutoPaymentAccount,
  AutoPaymentHistoryItem,
  AutoPaymentRequest,
  BankCatalogue,
  BankLookup,
  BillAddress,
  BillRequestAck,
  EBillStatus,
  PosPaymentCode,
  SmsBillStatus,
  WithholdingService,
} from './types/bill';

/**
 * E-bill, SMS bill, automatic payment and billing address (spec 01 §7 "Bill"). Like every
 * Bill/ call they carry the business source header (see bill.ts). They act on the session's
 * current number (the common deviceno header).
 */

export function getEBillStatus(): Promise<ApiResult<EBillStatus>> {
  return billCall<EBillStatus>({ method: 'GET', path: 'Bill/EBillStatus' });
}

export function applyForEBill(params: { email: string }): Promise<ApiResult<BillRequestAck>> {
  return billCall<BillRequestAck>({
    method: 'POST',
    path: 'Bill/ApplyForEBill',
    body: { email: params.email },
  });
}

export function cancelForEBillWithMailConfirm(params: {
  rid: string;
}): Promise<ApiResult<BillRequestAck>> {
  return billCall<BillRequestAck>({
    method: 'POST',
    path: 'Bill/CancelForEBillWithMailConfirm',
    body: { rid: params.rid },
  });
}

export function updateForEBillWithMailConfirm(params: {
  email: string;
}): Promise<ApiResult<BillRequestAck>> {
  return billCall<BillRequestAck>({
    method: 'POST',
    path: 'Bill/UpdateForEBillWithMailConfirm',
    body: { email: params.email },
  });
}

/** Y: the e-bill is sent as a password-protected file; N: it is not. */
export function updatePwdFlagForEBillWithMailConfirm(params: {
  pwdFlag: 'Y' | 'N';
}): Promise<ApiResult<BillRequestAck>> {
  return billCall<BillRequestAck>({
    method: 'POST',
    path: 'Bill/UpdatePwdFlagForEBillWithMailConfirm',
    body: { pwdFlag: params.pwdFlag },
  });
}

export function getSmsBillStatus(): Promise<ApiResult<SmsBillStatus>> {
  return billCall<SmsBillStatus>({ method: 'GET', path: 'Bill/SMSBillStatus' });
}

export function getSmsBillStatusForFixLine(): Promise<ApiResult<SmsBillStatus>> {
  return billCall<SmsBillStatus>({ method: 'GET', path: 'Bill/SMSBillStatus_ForFixLine' });
}

export function applyForSmsBill(): Promise<ApiResult<BillRequestAck>> {
  return billCall<BillRequestAck>({ method: 'POST', path: 'Bill/ApplyForSMSBill' });
}

export function applyForSmsBillForFixLine(): Promise<ApiResult<BillRequestAck>> {
  return billCall<BillRequestAck>({ method: 'POST', path: 'Bill/ApplyForSMSBill_ForFixLine' });
}

export function cancelForSmsBill(params: { rid: string }): Promise<ApiResult<BillRequestAck>> {
  return billCall<BillRequestAck>({
    method: 'POST',
    path: 'Bill/CancelForSMSBill',
    body: { rid: params.rid },
  });
}

/** The reason for cancelling travels as the reasonid header. */
export function cancelForSmsBillForFixLine(params: {
  reasonId: string;
}): Promise<ApiResult<BillRequestAck>> {
  return billCall<BillRequestAck>({
    method: 'POST',
    path: 'Bill/CancelForSMSBill_ForFixLine',
    headers: { reasonid: params.reasonId },
  });
}

/** The automatic payments of several numbers; the numbers travel comma-separated. */
export function queryAutoPaymentList(params: {
  numbers: string[];
}): Promise<ApiResult<AutoPaymentAccount[]>> {
  return billCall<AutoPaymentAccount[]>({
    method: 'GET',
    path: 'Bill/QueryAutoPaymentList',
    headers: { numbers: params.numbers.join(',') },
  });
}

export function getAutoPaymentAccountHistory(): Promise<ApiResult<AutoPaymentHistoryItem[]>> {
  return billCall<AutoPaymentHistoryItem[]>({
    method: 'GET',
    path: 'Bill/AutoPaymentAccountHistory',
  });
}

/**
 * Stops the current number's automatic payment (a GET, as the carrier defines it). A number other
 * than the current one is named by the deviceno header.
 */
export function disableAutoPayment(
  params: { deviceNo?: string } = {},
): Promise<ApiResult<BillRequestAck>> {
  return billCall<BillRequestAck>({
    method: 'GET',
    path: 'Bill/DisableAutoPayment',
    headers: params.deviceNo ? { deviceno: params.deviceNo } : undefined,
  });
}

/** The auto-payment payload is passed through whole (spec 01 §3). */
export function addAutoPayment(payload: AutoPaymentRequest): Promise<ApiResult<BillRequestAck>> {
  return billCall<BillRequestAck>({ method: 'POST', path: 'Bill/AddAutoPayment', body: payload });
}

export function editAutoPayment(payload: AutoPaymentRequest): Promise<ApiResult<BillRequestAck>> {
  return billCall<BillRequestAck>({ method: 'POST', path: 'Bill/EditAutoPayment', body: payload });
}

export function getAddressStatus(): Promise<ApiResult<BillAddress>> {
  return billCall<BillAddress>({ method: 'GET', path: 'Bill/AddressStatus' });
}

export function updateForAddress(params: {
  zip: string;
  address: string;
  addressType: AddressType;
}): Promise<ApiResult<BillRequestAck>> {
  return billCall<BillRequestAck>({
    method: 'POST',
    path: 'Bill/UpdateForAddress',
    body: { zip: params.zip, address: params.address, addressType: params.addressType },
  });
}

/** Spec 02 §7.7: the banks that take automatic debits, and those that charge no fee. */
export function getBankInfo(): Promise<ApiResult<BankCatalogue>> {
  return billCall<BankCatalogue>({ method: 'GET', path: 'Bill/BankInfo' });
}

/** Spec 02 §7.7: one bank by its 3-digit code. */
export function queryBankInfo(params: { bankCode: string }): Promise<ApiResult<BankLookup>> {
  return billCall<BankLookup>({
    method: 'POST',
    path: 'Bill/QueryBankInfo',
    body: { bankCode: params.bankCode },
  });
}

/** Spec 02 §7.7: the bills the customer's automatic payments have paid, newest first. */
export function getAutoPaymentHistory(): Promise<ApiResult<AutoDebitRecord[]>> {
  return billCall<AutoDebitRecord[]>({ method: 'GET', path: 'Bill/AutoPaymentHistory' });
}

/**
 * /WithholdingPayment (choice of call: the spec names the screen only): third-party services
 * whose charges are collected with the current number's bill.
 */
export function getWithholdingList(): Promise<ApiResult<WithholdingService[]>> {
  return billCall<WithholdingService[]>({ method: 'GET', path: 'Bill/WithholdingList' });
}

/** Stops one service's collection with the bill (choice of call, as above). */
export function stopWithholding(params: { serviceId: string }): Promise<ApiResult<BillRequestAck>> {
  return billCall<BillRequestAck>({
    method: 'POST',
    path: 'Bill/StopWithholding',
    body: { serviceId: params.serviceId },
  });
}

/**
 * /MobilePaymentForPOS (choice of call: the spec names the screen only): the store payment codes
 * of a number's unpaid bills, found like Bill/Payment by number and the holder's pid (no login).
 */
export function getPosPaymentCodes(params: {
  deviceNo: string;
  pid: string;
}): Promise<ApiResult<PosPaymentCode[]>> {
  if (params.deviceNo.trim() === '') return deviceRequired();
  return billCall<PosPaymentCode[]>({
    method: 'POST',
    path: 'Bill/PosPaymentCode',
    body: { deviceno: params.deviceNo.trim(), pid: params.pid.trim().toUpperCase() },
  });
}
