import {
  FIXEDLINE_MGM_REFUSALS,
  type FixedlineMgmStatus,
  type FixedlineRecommendation,
} from '../../../api/fixedlineMgm';
import { maskName } from '../../../lib/mask';
import { validateMobile, validatePromoterNumber } from '../../../lib/validators';
import { accepted, refused, type Outcome } from '../outcome';
import { db, mutate } from '../state';
import { promoterNoOf } from './addons';
import type { FixedlineRecommendationRow } from './fixedline';
import { FIXEDLINE_MGM_REWARD } from './fixedlineSeed';
import { withResetTables } from './hinetResetRules';
import { maskNumber } from './mobileRules';

/** What FixedlineMGM refuses with (Traditional Chinese, as the carrier). */
export const FIXEDLINE_MGM_MESSAGES = {
  promoterInvalid: {
    code: FIXEDLINE_MGM_REFUSALS.promoterInvalid,
    message: '推薦人編號格式不正確',
  },
  friendInvalid: {
    code: FIXEDLINE_MGM_REFUSALS.friendInvalid,
    message: '請輸入親友姓名及正確的手機號碼',
  },
  alreadyRecommended: {
    code: FIXEDLINE_MGM_REFUSALS.alreadyRecommended,
    message: '此親友已被推薦過，每位親友限推薦一次',
  },
} as const;

function view(row: FixedlineRecommendationRow): FixedlineRecommendation {
  return {
    recommendationId: row.recommendationId,
    promoterNo: row.promoterNo,
    friendName: maskName(row.friendName),
    friendPhone: maskNumber(row.friendPhone),
    recommendedAt: row.recommendedAt,
    status: row.status,
    reward: row.reward,
  };
}

function rows(): FixedlineRecommendationRow[] {
  return withResetTables(db().fixedline).recommendations;
}

export function fixedlineMgmOf(customerId: string): FixedlineMgmStatus {
  return {
    promoterNo: promoterNoOf(customerId),
    rewardPerLine: FIXEDLINE_MGM_REWARD,
    recommendations: rows()
      .filter((row) => row.customerId === customerId)
      .sort((left, right) => right.recommendedAt.localeCompare(left.recommendedAt))
      .map(view),
  };
}

/** A recommendation: a promoter number of spec 02 §5.2, a named friend with a mobile, once each. */
export function recommendFriend(input: {
  customerId: string;
  promoterNo: string;
  friendName: string;
  friendPhone: string;
  now: Date;
}): Outcome<FixedlineRecommendation> {
  const promoter = validatePromoterNumber(input.promoterNo);
  if (!promoter.ok) return refused(FIXEDLINE_MGM_MESSAGES.promoterInvalid);
  const phone = validateMobile(input.friendPhone);
  const name = input.friendName.trim();
  if (!phone.ok || name === '') return refused(FIXEDLINE_MGM_MESSAGES.friendInvalid);
  if (rows().some((row) => row.friendPhone === phone.value)) {
    return refused(FIXEDLINE_MGM_MESSAGES.alreadyRecommended);
  }
  const row = mutate((database) => {
    database.meta.sequence += 1;
    const added: FixedlineRecommendationRow = {
      recommendationId: `FMGM${String(database.meta.sequence).padStart(6, '0')}`,
      customerId: input.customerId,
      promoterNo: promoter.value,
      friendName: name,
      friendPhone: phone.value,
      recommendedAt: input.now.toISOString(),
      status: 'received',
      reward: 0,
    };
    withResetTables(database.fixedline).recommendations.push(added);
    return added;
  });
  return accepted(view(row));
}
