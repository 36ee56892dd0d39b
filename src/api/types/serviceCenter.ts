/** ServiceCenter/{id}: one service location (enterprise API host). */
export interface ServiceCenterInfo {
  id: string;
  name: string;
  city: string;
  district: string;
  address: string;
  phone?: string;
  openingHours?: string;
  latitude?: number;
  longitude?: number;
}

/** One bookable time of a store; times are the carrier's local (Asia/Taipei) strings. */
export interface BookableSlot {
  date: string;
  time: string;
  available: boolean;
}

/** ServiceCenter/StoreBookableInfo(_ForAll) */
export interface StoreBookableInfo {
  storeId: string;
  slots: BookableSlot[];
  services?: string[];
}

/** One booking of ServiceCenter/QueryBookingInfo(_ForAll); receiveno cancels it. */
export interface BookingInfo {
  receiveno: string;
  storeId: string;
  storeName: string;
  /** The slot's date (YYYY-MM-DD) and time (HH:mm), Taipei. */
  bookingTime: string;
  service?: string;
}

/** What a visit is for (the booking payload's `service`). */
export const STORE_SERVICES = ['bill', 'device', 'plan', 'other'] as const;
export type StoreService = (typeof STORE_SERVICES)[number];

/** ServiceCenter/CurrentWaiting_apim2: the queue at a store now. */
export interface CurrentWaiting {
  storeId: string;
  waitingCount: number;
  /** ISO date-time of the count. */
  updatedAt?: string;
}

/** Booking payloads are passed through whole (spec 01 §3). */
export type BookingRequest = Record<string, unknown>;

/** ServiceCenter/BookingStore(_ForAll): the booking made. */
export interface BookingReceipt {
  receiveno: string;
}
