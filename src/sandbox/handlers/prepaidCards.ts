import { http } from 'msw';
import type {
  DaBalance,
  DaInfo,
  FunctionConfig,
  NotificationType,
  PrepaidLogin,
  PrepaidSubscriber,
  RefillResult,
  TopUpRecord,
} from '../../api/types/prepaid';
import { taipeiDateTime } from '../db/seedContent';
import { findOffer } from '../db/prepaidCatalogue';
import { offerName } from '../db/prepaidOfferNames';
import { nameLanguage } from '../db/tables/catalogueNames';
import { isPlanVisible, isRenewable, planStatus } from '../db/tables/prepaidRules';
import { isCardExpired, topUp } from '../db/tables/prepaidCardRules';
import { creditValidUntil, liveCredits } from '../db/tables/prepaidAccountRules';
import type { PlanRow } from '../db/tables/prepaidPlans';
import { db, mutate } from '../db/state';
import type { PrepaidSubscriberRow } from '../db/types';
import { apiUrl } from './support';
import { jsonBody, ok, refuseWith, reply } from './respond';
import { findCard, startPrepaidSession, withPrepaidCard } from './prepaidSupport';
import { DEFAULT_NOTIFICATION_CONFIG, prepaidRefusal } from '../db/tables/prepaidCards';
import { prepaidCouponHandlers } from './prepaidCoupons';
const NOTIFICATION_TYPES: NotificationType[] = ['push', 'sms', 'email'];
const NOTIFICATION_LANGUAGES = ['zh', 'en', 'ja', 'th', 'vi', 'id'];

function subscriberOf(card: PrepaidSubscriberRow, now: Date): PrepaidSubscriber {
  const voiceCapable = card.serviceType === '5G' || card.serviceType === '4G';
  return {
    phoneNumber: card.number,
    serviceType: card.serviceName,
    serviceKind: card.serviceType,
    validUntil: card.validUntil,
    mainBalance: card.mainBalance,
    valueAddedServices:
      voiceCapable && card.serviceName.includes('語音') ? ['VoWiFi', 'VoLTE'] : [],
    isTouristCard: card.serviceType === 'tourist',
    isExpired: isCardExpired(card, now),
  };
}

function isFunctionConfig(
  body: Record<string, unknown>,
): body is Record<string, unknown> & FunctionConfig {
  return (
    NOTIFICATION_TYPES.includes(body.notificationType as NotificationType) &&
    typeof body.email === 'string' &&
    typeof body.language === 'string' &&
    NOTIFICATION_LANGUAGES.includes(body.language) &&
    typeof body.endOfCallBalanceAlert === 'boolean' &&
    typeof body.lowMainBalanceAlert === 'boolean' &&
    typeof body.lowValidityAlert === 'boolean'
  );
}

function volumeLeft(plan: PlanRow): Pick<DaInfo, 'remainingMb' | 'bonusRemainingMb'> {
  const offer = findOffer(plan.offerCode);
  return {
    ...(offer?.dataMb === undefined
      ? {}
      : { remainingMb: Math.max(0, offer.dataMb - (plan.usedMb ?? 0)) }),
    ...(offer?.bonusMb === undefined
      ? {}
      : { bonusRemainingMb: Math.max(0, offer.bonusMb - (plan.bonusUsedMb ?? 0)) }),
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Prepaid login, password, number information, top-up, coupons and notification settings. */
export const prepaidCardHandlers = [
  ...prepaidCouponHandlers,
  http.get(apiUrl('Prepaid/LoginAuth'), ({ request }) => {
    const card = findCard(request.headers.get('ivrno') ?? '');
    const password = request.headers.get('password') ?? '';
    if (card?.password !== password) return refuseWith(prepaidRefusal('LOGIN_FAILED'));
    const session = startPrepaidSession(card.number);
    return ok<PrepaidLogin>({ ...session, mustChangePassword: card.password === '0000' });
  }),

  http.put(apiUrl('Prepaid/UpdatePassword'), async ({ request }) => {
    const body = await jsonBody(request);
    const card = findCard(typeof body?.IVRNo === 'string' ? body.IVRNo : '');
    const custId = typeof body?.CustID === 'string' ? body.CustID.trim().toUpperCase() : '';
    const oldPassword = request.headers.get('oldpassword') ?? '';
    const newPassword = request.headers.get('newpassword') ?? '';
    if (!card) return refuseWith(prepaidRefusal('LOGIN_FAILED'));
    if (custId !== card.custId.toUpperCase()) return refuseWith(prepaidRefusal('ID_MISMATCH'));
    if (oldPassword !== card.password) return refuseWith(prepaidRefusal('OLD_PASSWORD_INCORRECT'));
    if (!/^\d{4}$/.test(newPassword)) return refuseWith(prepaidRefusal('PASSWORD_INCORRECT'));
    if (newPassword === '0000') return refuseWith(prepaidRefusal('PASSWORD_DEFAULT'));
    mutate((database) => {
      const row = database.prepaidSubscribers.find((entry) => entry.number === card.number);
      if (row) row.password = newPassword;
    });
    return ok<null>(null);
  }),

  http.get(
    apiUrl('Prepaid/GetSubscriber'),
    withPrepaidCard(({ card, now }) => ok<PrepaidSubscriber>(subscriberOf(card, now))),
  ),

  http.get(
    apiUrl('Prepaid/GetSubscriberDABalances'),
    withPrepaidCard(({ card, now }) => {
      const expired = isCardExpired(card, now);
      const others = db()
        .prepaidPlans.balances.filter((row) => row.number === card.number)
        .map((row) => ({
          account: row.account,
          // Other-account balances are void at once when the number expires (spec 02 §4.1).
          balance: expired ? 0 : row.balance,
          unit: row.unit,
          validUntil: row.validUntil,
        }));
      const money = liveCredits(db(), card, now).map((row) => ({
        account: row.account,
        balance: row.amount,
        unit: 'NTD',
        validUntil: creditValidUntil(row, card),
      }));
      return ok<DaBalance[]>([...money, ...others]);
    }),
  ),

  http.get(
    apiUrl('Prepaid/GetSubscriberDAInfos'),
    withPrepaidCard(({ request, card, now }) => {
      const language = nameLanguage(request.headers.get('Language'));
      const expired = isCardExpired(card, now);
      const plans = db()
        .prepaidPlans.plans.filter(
          (plan) => plan.number === card.number && isPlanVisible(plan, now),
        )
        .sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime));
      return ok<DaInfo[]>(
        plans.flatMap((plan) => {
          const offer = findOffer(plan.offerCode);
          if (!offer) return [];
          const status =
            expired && planStatus(plan, now) !== 'withdrawn' ? 'expired' : planStatus(plan, now);
          return [
            {
              name: offerName(offer, language),
              startTime: taipeiDateTime(new Date(plan.startTime)),
              endTime: taipeiDateTime(new Date(plan.endTime)),
              description: offerName(offer, language),
              status,
              category: offer.category === 'student' ? 'daily' : offer.category,
              offerCode: offer.code,
              renewable: !expired && isRenewable(plan, card, now),
              ...volumeLeft(plan),
            },
          ];
        }),
      );
    }),
  ),

  http.post(
    apiUrl('Prepaid/RefillVoucher'),
    withPrepaidCard(async ({ request, card, now }) => {
      const body = await jsonBody(request);
      const code = typeof body?.ActivationCode === 'string' ? body.ActivationCode.trim() : '';
      const outcome = topUp(card.number, code, now);
      return reply<RefillResult>(outcome);
    }),
  ),

  http.get(
    apiUrl('Prepaid/GetRefillHistory'),
    withPrepaidCard(({ card }) =>
      ok<TopUpRecord[]>(
        db()
          .prepaidCards.topUps.filter((row) => row.number === card.number)
          .sort((a, b) => Date.parse(b.time) - Date.parse(a.time))
          .map((row) => ({ time: taipeiDateTime(new Date(row.time)), amount: row.amount })),
      ),
    ),
  ),

  http.get(
    apiUrl('Prepaid/GetFunctionConfig'),
    withPrepaidCard(({ card }) =>
      ok<FunctionConfig>(
        db().prepaidCards.notifications.find((row) => row.number === card.number)?.config ??
          DEFAULT_NOTIFICATION_CONFIG,
      ),
    ),
  ),

  http.put(
    apiUrl('Prepaid/UpdateFunctionConfig'),
    withPrepaidCard(async ({ request, card }) => {
      const body = await jsonBody(request);
      if (!body || !isFunctionConfig(body)) return refuseWith(prepaidRefusal('SETUP_FAILED'));
      if (body.notificationType === 'email' && !EMAIL.test(body.email)) {
        return refuseWith(prepaidRefusal('SETUP_FAILED'));
      }
      const config: FunctionConfig = {
        notificationType: body.notificationType,
        email: body.email.trim(),
        language: body.language,
        endOfCallBalanceAlert: body.endOfCallBalanceAlert,
        lowMainBalanceAlert: body.lowMainBalanceAlert,
        lowValidityAlert: body.lowValidityAlert,
      };
      mutate((database) => {
        const rows = database.prepaidCards.notifications;
        const existing = rows.find((row) => row.number === card.number);
        if (existing) existing.config = config;
        else rows.push({ number: card.number, config });
      });
      return ok<FunctionConfig>(config);
    }),
  ),
];
