import { billCall } from './bill';
import { deviceRequired, inputError } from './call';
import type { ApiResult } from './http';
import type { BillStatus } from './types/bill';

/**
 * E-receipts (spec 02 §7.7): the months of a number with their bill and payment receipt, and
 * the reissue of bill copies and payment receipts {receiptMonths, billMonths}. Paths are the
 * portal's spelling (docs/api.md); they carry WM56 like every Bill/ call.
 */

export interface EReceiptMonth {
  /** `YYYYMM` */
  billMonth: string;
  receiptNo: string;
  amount: number;
  status: BillStatus;
  paidDate: string | null;
  /** When a copy of this month was last reissued (ISO instant), or null. */
  lastReissuedAt: string | null;
}

export interface EReceiptMonthInfo {
  deviceNo: string;
  /** Where reissued copies go, masked by the carrier. */
  email: string;
  /** Newest first. */
  months: EReceiptMonth[];
}

export interface EReceiptReissue {
  reissueId: string;
  email: string;
  billMonths: string[];
  receiptMonths: string[];
}

export function getEReceiptMonthInfo(params: {
  deviceNo: string;
}): Promise<ApiResult<EReceiptMonthInfo>> {
  if (params.deviceNo.trim() === '') return deviceRequired();
  return billCall<EReceiptMonthInfo>({
    method: 'GET',
    path: 'Bill/EReceiptMonthInfo',
    headers: { deviceno: params.deviceNo },
  });
}

/** Reissues bill copies (billMonths) and payment receipts (receiptMonths) of one number. */
export function reissueEReceipt(params: {
  deviceNo: string;
  receiptMonths: string[];
  billMonths: string[];
}): Promise<ApiResult<EReceiptReissue>> {
  if (params.deviceNo.trim() === '') return deviceRequired();
  if (params.receiptMonths.length === 0 && params.billMonths.length === 0) {
    return inputError('Choose at least one month');
  }
  return billCall<EReceiptReissue>({
    method: 'POST',
    path: 'Bill/EReceiptReissue',
    headers: { deviceno: params.deviceNo },
    body: { receiptMonths: params.receiptMonths, billMonths: params.billMonths },
  });
}
