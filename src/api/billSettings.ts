import { billCall } from './bill';
import type { ApiResult } from './http';
import type {
  AddressType,
  AutoPaymentAccount,
  AutoPaymentHistoryItem,
  AutoPaymentRequest,
  BillAddress,
  BillRequestAck,
  EBillStatus,
  SmsBillStatus,
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

/** Stops the current number's automatic payment (a GET, as the carrier defines it). */
export function disableAutoPayment(): Promise<ApiResult<BillRequestAck>> {
  return billCall<BillRequestAck>({ method: 'GET', path: 'Bill/DisableAutoPayment' });
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
