/** Prepaid entities of spec 02 §3. Date-times are the carrier's strings (Asia/Taipei). */

/** Prepaid/LoginAuth: the prepaid session (token all digits, about 10 minutes). */
export interface PrepaidLogin {
  token: string;
  /** Seconds the token lives, when the carrier says. */
  expiresIn?: number;
  /** The default password 0000 must be changed at first login. */
  mustChangePassword?: boolean;
}

/** Prepaid/GetSubscriber: number information and the main account. */
export interface PrepaidSubscriber {
  phoneNumber: string;
  /** e.g. 5G voice and data, 4G voice and data, 3G voice, 3G data, 4G data. */
  serviceType: string;
  /** End of the number's validity. */
  validUntil: string;
  mainBalance: number;
  /** e.g. voice over WiFi, voice over LTE. */
  valueAddedServices: string[];
  isTouristCard?: boolean;
  /** The validity has ended: every account and plan is void (spec 02 §4.1). */
  isExpired?: boolean;
  /** 5G, 4G, 3G or tourist: which rules apply (e.g. who may upgrade). */
  serviceKind?: '5G' | '4G' | '3G' | 'tourist';
}

/**
 * One other-account balance of Prepaid/GetSubscriberDABalances: voice, sms (SMS/MMS) or data
 * (data/WiFi), and the money accounts beside the main one (unit `NTD`): gift (in-network gift
 * credit), freeCredit (expired plans' unused volume) and bonus (top-up bonuses, coupons).
 */
export interface DaBalance {
  account: string;
  balance: number;
  unit: string;
  validUntil?: string;
}

export type PlanStatus = 'active' | 'extended' | 'expired' | 'withdrawn';

/** One plan record of Prepaid/GetSubscriberDAInfos. */
export interface DaInfo {
  name: string;
  startTime: string;
  endTime: string;
  description: string;
  status: PlanStatus;
  /** daily, volume or hourly. */
  category?: string;
  /** The offer it was bought as; renewing buys it again. */
  offerCode?: string;
  /** Whether the carrier would renew it now (23-hour window, never hourly, 5G 180-day cap). */
  renewable?: boolean;
  /** Volume left, in MB: the base, and the bonus (zeroed when the plan ends). */
  remainingMb?: number;
  bonusRemainingMb?: number;
}

/** One plan on offer (Prepaid/GetPrepaidOfferList, Prepaid/GetRoamingOfferList). */
export interface PrepaidOffer {
  OfferCode: string;
  /** A student package must first be applied for in person. */
  needsInPersonApplication?: boolean;
  name: string;
  /** daily, volume, hourly, student ... */
  category: string;
  price: number;
  /** `26h`, `60d`: whole days in days, otherwise hours. */
  validity?: string;
  description?: string;
}

/** One purchase record: phone number, purchase time, amount, status (spec 02 §3). */
export interface PurchaseRecord {
  phoneNumber: string;
  purchaseTime: string;
  amount: number;
  status: string;
  offerName?: string;
  purchaseNo?: string;
}

export type NotificationType = 'push' | 'sms' | 'email';

/** Prepaid/GetFunctionConfig and UpdateFunctionConfig: notification settings. */
export interface FunctionConfig {
  notificationType: NotificationType;
  email: string;
  language: string;
  endOfCallBalanceAlert: boolean;
  lowMainBalanceAlert: boolean;
  lowValidityAlert: boolean;
}

/** Prepaid/RefillVoucher: the top-up made. */
export interface RefillResult {
  amount?: number;
  /** Goes to a bonus account of its own, valid until bonusValidUntil; it cannot buy plans. */
  bonus?: number;
  bonusValidUntil?: string;
  mainBalance?: number;
  /** The number's validity after the top-up. */
  validUntil?: string;
}

/** Prepaid/RefillVoucherLessByMainAccount and PurchaseRoamingOffer: the purchase made. */
export interface PurchaseResult {
  mainBalance?: number;
  purchaseNo?: string;
}

/** Prepaid/Upgrade5GToEShop */
export interface UpgradeResult {
  /** A first upgrade gets the 15-day data gift. */
  bonusGranted?: boolean;
  /** A first upgrade after the gift offer ended (31 Dec 2026): no gift. */
  giftOfferEnded?: boolean;
  /** Daily and hourly 4G plans end; what is refunded pro rata to the main account. */
  refund?: number;
  mainBalance?: number;
}

/**
 * The codes of the carrier's prepaid refusals (spec 02 §8). The carrier's own wording comes in
 * `message` (Traditional Chinese); screens show their translation of the code.
 */
export const PREPAID_ERROR_CODES = [
  'LOGIN_FAILED',
  'PASSWORD_INCORRECT',
  'OLD_PASSWORD_INCORRECT',
  'PASSWORD_DEFAULT',
  'ID_MISMATCH',
  'VOUCHER_INVALID',
  'VOUCHER_REFUSED',
  'VOUCHER_UNUSABLE',
  'PURCHASE_REFUSED',
  'BALANCE_INSUFFICIENT',
  'RENEWAL_WINDOW',
  'RENEWAL_HOURLY',
  'RENEWAL_CAP',
  'IN_PERSON_APPLICATION',
  'NUMBER_EXPIRED',
  'UPGRADE_FAILED',
  'ALREADY_5G',
  'TOURIST_REFUSED',
  'THREE_G_IN_PERSON',
  'SETUP_FAILED',
  'SESSION_EXPIRED',
  'COUPON_UNKNOWN',
  'COUPON_USED',
] as const;
export type PrepaidErrorCode = (typeof PREPAID_ERROR_CODES)[number];

/** One top-up record: time and amount only (spec 02 §3). */
export interface TopUpRecord {
  time: string;
  amount: number;
}
