import { http, type RequestHandler } from 'msw';
import type { EShopRecommendation } from '../../api/eshop';
import { NPS_COMMENT_MAX, NPS_COOKIE_MS } from '../../lib/nps';
import { sandboxNow } from '../db/clock';
import { customerForToken } from '../db/sessions';
import { db, mutate } from '../db/state';
import { apiUrl, SANDBOX_MESSAGES, withCustomer } from './support';
import { jsonBody, ok, refuse } from './respond';

export const NPS_MESSAGES = {
  scoreInvalid: '請選擇 0 到 10 分',
  commentTooLong: '意見內容請勿超過 500 字',
  alreadyAnswered: '您近期已填寫過滿意度調查，感謝您的支持',
} as const;

/** A member answers the survey at most once per 30 days (spec 02 §9 NPS cookie). */
export const NPS_REPEAT_MS = NPS_COOKIE_MS;

export interface NpsCheck {
  score: number;
  comment: string;
}

/** The sandbox's rules for an answer: a whole score 0-10 and a comment of at most 500 chars. */
export function checkNpsAnswer(body: Record<string, unknown> | null): NpsCheck | string {
  const score = body?.score;
  if (typeof score !== 'number' || !Number.isInteger(score) || score < 0 || score > 10) {
    return NPS_MESSAGES.scoreInvalid;
  }
  const comment = body?.comment ?? '';
  if (typeof comment !== 'string') return SANDBOX_MESSAGES.badRequest;
  if (comment.length > NPS_COMMENT_MAX) return NPS_MESSAGES.commentTooLong;
  return { score, comment: comment.trim() };
}

export const shellHandlers: RequestHandler[] = [
  http.get(
    apiUrl('eShop/eShopRecommend'),
    withCustomer(() => ok<EShopRecommendation[]>(db().shell.recommendations)),
  ),
  http.post(apiUrl('eShop/SetNPS'), async ({ request }) => {
    const checked = checkNpsAnswer(await jsonBody(request));
    if (typeof checked === 'string') return refuse(checked);
    const customerId = customerForToken(request.headers.get('token'))?.id ?? '';
    const now = sandboxNow();
    const recent = db().shell.npsAnswers.some(
      (row) =>
        customerId !== '' &&
        row.customerId === customerId &&
        now.getTime() - Date.parse(row.answeredAt) < NPS_REPEAT_MS,
    );
    if (recent) return refuse(NPS_MESSAGES.alreadyAnswered);
    mutate((database) => {
      database.shell.npsAnswers.push({ customerId, ...checked, answeredAt: now.toISOString() });
    });
    return ok<unknown>({ saved: true });
  }),
];
