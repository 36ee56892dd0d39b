import { call } from './call';
import type { ApiResult } from './http';

/**
 * Fixed-line member-gets-member (spec 02 §7.9 "GET and POST fixed-line MGM"): the member
 * recommends a friend for a broadband line under a promoter number (§5.2). The fields are the
 * portal's choice, written down in docs/api.md.
 */

/** One friend recommended from this account. */
export interface FixedlineRecommendation {
  recommendationId: string;
  promoterNo: string;
  /** The friend's name and number, masked (陳*明, 0912***678). */
  friendName: string;
  friendPhone: string;
  /** ISO instant. */
  recommendedAt: string;
  status: 'received' | 'installed';
  /** NT$ credited once the friend's line is installed; 0 before. */
  reward: number;
}

/** GET FixedlineMGM: the member's own promoter number and the recommendations made. */
export interface FixedlineMgmStatus {
  promoterNo: string;
  /** NT$ credited per installed line. */
  rewardPerLine: number;
  /** Newest first. */
  recommendations: FixedlineRecommendation[];
}

export const FIXEDLINE_MGM_REFUSALS = {
  promoterInvalid: 'PROMOTER_UNKNOWN',
  friendInvalid: 'FRIEND_INVALID',
  alreadyRecommended: 'FRIEND_RECOMMENDED',
} as const;

export function getFixedlineMgm(): Promise<ApiResult<FixedlineMgmStatus>> {
  return call<FixedlineMgmStatus>({ method: 'GET', path: 'FixedlineMGM' });
}

/** POST FixedlineMGM: a recommendation {promoterNo, friendName, friendPhone}. */
export function recommendFixedlineMgm(params: {
  promoterNo: string;
  friendName: string;
  friendPhone: string;
}): Promise<ApiResult<FixedlineRecommendation>> {
  return call<FixedlineRecommendation>({ method: 'POST', path: 'FixedlineMGM', body: params });
}
