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
}

/** One other-account balance of Prepaid/GetSubscriberDABalances. */
export interface DaBalance {
  /** voice, sms (SMS/MMS) or data (data/WiFi). */
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
}

/** One plan on offer (Prepaid/GetPrepaidOfferList, Prepaid/GetRoamingOfferList). */
export interface PrepaidOffer {
  OfferCode: string;
  name: string;
  /** daily, volume, hourly, student ... */
  category: string;
  price: number;
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
  bonus?: number;
  mainBalance?: number;
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
}
