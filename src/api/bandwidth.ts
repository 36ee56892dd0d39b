import { call } from './call';
import type { ApiResult } from './http';

/** Broadband speed tiers (spec 02 §7.12 Bandwidth) and the PPPoE session password. */

export interface BandwidthTier {
  id: string;
  /** As the carrier names it: '500M'. */
  name: string;
  downMbps: number;
  upMbps: number;
  monthlyFee: number;
}

export interface BandwidthConfig {
  deviceNo: string;
  currentTierId: string;
  tiers: BandwidthTier[];
  /** The date (`YYYY-MM-DD`, Taipei) a change made today is billed from. */
  changeFrom: string;
}

export interface BandwidthChange {
  tier: BandwidthTier;
  effectiveFrom: string;
}

export function getBandwidthConfig(): Promise<ApiResult<BandwidthConfig>> {
  return call<BandwidthConfig>({ method: 'GET', path: 'Bandwidth/Config' });
}

export function updateBandwidth(params: { tierId: string }): Promise<ApiResult<BandwidthChange>> {
  return call<BandwidthChange>({
    method: 'POST',
    path: 'Bandwidth/Update',
    body: { tierId: params.tierId },
  });
}

/** POST UpdateUserSessionPasswords: the PPPoE dial-up password of the broadband line. */
export function updateUserSessionPasswords(params: {
  password: string;
}): Promise<ApiResult<{ changedAt: string }>> {
  return call<{ changedAt: string }>({
    method: 'POST',
    path: 'UpdateUserSessionPasswords',
    body: { password: params.password },
  });
}
