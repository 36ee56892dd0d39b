import { call, deviceRequired, inputError } from './call';
import type { ApiResult } from './http';

/**
 * Online recharge (spec 02 §7.12: GET balance, POST Recharge, GET log): the stored value of a
 * mobile number, charged to its next bill. Paths under Recharge/ are the portal's choice
 * (docs/api.md).
 */

export interface RechargeBalance {
  deviceNo: string;
  balance: number;
  updatedAt: string;
  /** The amounts one recharge may have: minAmount to maxAmount in steps of step. */
  minAmount: number;
  maxAmount: number;
  step: number;
  /** The stored value may not go above this. */
  maxBalance: number;
}

export interface RechargeRecord {
  rechargeId: string;
  deviceNo: string;
  amount: number;
  balanceAfter: number;
  at: string;
}

export function getRechargeBalance(params: {
  deviceNo: string;
}): Promise<ApiResult<RechargeBalance>> {
  if (params.deviceNo.trim() === '') return deviceRequired();
  return call<RechargeBalance>({
    method: 'GET',
    path: 'Recharge/Balance',
    headers: { deviceno: params.deviceNo },
  });
}

export function recharge(params: {
  deviceNo: string;
  amount: number;
}): Promise<ApiResult<RechargeRecord>> {
  if (params.deviceNo.trim() === '') return deviceRequired();
  if (!Number.isInteger(params.amount) || params.amount <= 0) {
    return inputError('Amount must be a whole number of dollars');
  }
  return call<RechargeRecord>({
    method: 'POST',
    path: 'Recharge/Recharge',
    headers: { deviceno: params.deviceNo },
    body: { deviceno: params.deviceNo, amount: params.amount },
  });
}

/** Recharges of the number, newest first. */
export function getRechargeLog(params: { deviceNo: string }): Promise<ApiResult<RechargeRecord[]>> {
  if (params.deviceNo.trim() === '') return deviceRequired();
  return call<RechargeRecord[]>({
    method: 'GET',
    path: 'Recharge/Log',
    headers: { deviceno: params.deviceNo },
  });
}
