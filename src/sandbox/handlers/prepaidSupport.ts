import { HttpResponse } from 'msw';
import type { CarrierEnvelope } from '../../api/http';
import type { PrepaidErrorCode } from '../../api/types/prepaid';
import { sandboxNow } from '../db/clock';
import { db, mutate, nextSequence } from '../db/state';
import type { PrepaidSubscriberRow } from '../db/types';

/** The carrier's wording of each prepaid refusal (spec 02 §8), sent with its code. */
export const PREPAID_MESSAGES: Record<PrepaidErrorCode, string> = {
  LOGIN_FAILED: '門號或密碼錯誤',
  PASSWORD_INCORRECT: '密碼錯誤',
  OLD_PASSWORD_INCORRECT: '舊密碼錯誤',
  PASSWORD_DEFAULT: '密碼不可為0000',
  ID_MISMATCH: '身分證字號或統一編號錯誤',
  VOUCHER_INVALID: '儲值密碼錯誤',
  VOUCHER_REFUSED: '儲值失敗，此卡無法儲值',
  VOUCHER_UNUSABLE: '此儲值卡已使用、毀損、遭竊或遺失，無法再使用',
  PURCHASE_REFUSED: '購買失敗，此方案無法購買',
  BALANCE_INSUFFICIENT: '購買失敗，主帳戶餘額不足',
  RENEWAL_WINDOW: '方案到期前 23 小時內才可續購',
  RENEWAL_HOURLY: '計時型方案無法提前續購',
  RENEWAL_CAP: '5G 日租型方案最多連續續購 180 天',
  IN_PERSON_APPLICATION: '學生方案須先親至門市申請',
  NUMBER_EXPIRED: '門號已過期，所有帳戶及方案均已失效',
  UPGRADE_FAILED: '升級失敗',
  ALREADY_5G: '您已是5G預付卡用戶',
  TOURIST_REFUSED: '旅客預付卡無法升級',
  THREE_G_IN_PERSON: '3G預付卡請攜帶本人雙證件親至服務中心辦理',
  SETUP_FAILED: '設定失敗',
  SESSION_EXPIRED: '登入逾時，請重新登入',
};

/** The prepaid session lives about 10 minutes (spec 02 §4.7), on the sandbox clock. */
export const PREPAID_SESSION_MS = 10 * 60_000;

export function refusePrepaid(code: PrepaidErrorCode, status = 200) {
  return HttpResponse.json<CarrierEnvelope<never>>(
    { result: -1, code, message: PREPAID_MESSAGES[code] },
    { status },
  );
}

export function findCard(number: string): PrepaidSubscriberRow | undefined {
  return db().prepaidSubscribers.find((card) => card.number === number.trim());
}

export function startPrepaidSession(number: string): { token: string; expiresIn: number } {
  const token = String(730_000_000 + nextSequence() * 7_919);
  const expiresAt = new Date(sandboxNow().getTime() + PREPAID_SESSION_MS).toISOString();
  mutate((database) => {
    database.prepaidCards.sessions = database.prepaidCards.sessions.filter(
      (session) => session.number !== number,
    );
    database.prepaidCards.sessions.push({ token, number, expiresAt });
  });
  return { token, expiresIn: PREPAID_SESSION_MS / 1000 };
}

interface CardContext {
  request: Request;
  card: PrepaidSubscriberRow;
  now: Date;
}

/** A call of a logged-in prepaid holder: the token header names a live prepaid session. */
export function withPrepaidCard(resolver: (context: CardContext) => Response | Promise<Response>) {
  return ({ request }: { request: Request }) => {
    const token = request.headers.get('token') ?? '';
    const now = sandboxNow();
    const session = db().prepaidCards.sessions.find((row) => row.token === token);
    if (!session || Date.parse(session.expiresAt) <= now.getTime()) {
      return refusePrepaid('SESSION_EXPIRED', 401);
    }
    const card = findCard(session.number);
    if (!card) return refusePrepaid('SESSION_EXPIRED', 401);
    return resolver({ request, card, now });
  };
}
