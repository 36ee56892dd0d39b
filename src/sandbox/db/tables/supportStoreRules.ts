import {
  STORE_SERVICES,
  type BookableSlot,
  type BookingInfo,
  type BookingReceipt,
  type CurrentWaiting,
  type ServiceCenterInfo,
} from '../../../api/types/serviceCenter';
import { dateAfter } from '../dates';
import { accepted, refused, type Outcome } from '../outcome';
import {
  STORE_DAYS,
  STORE_TIMES,
  type StoreBookingRow,
  type StoreRow,
  type SupportTables,
} from './support';

/**
 * The service-centre rules (docs/sandbox.md "Service centres"): slots from tomorrow that one
 * booking takes, a live queue that moves with the clock, and a booking cancelled only by its
 * owner. Each takes the support tables (inside `mutate` when it changes them) and "now".
 */

/** What the service-centre rules refuse with. */
export const STORE_REFUSALS = {
  storeNotFound: { code: 'STORE_NOT_FOUND', message: '查無此服務據點' },
  slotTaken: { code: 'STORE_SLOT_TAKEN', message: '此時段已被預約，請改選其他時段' },
  badSlot: { code: 'STORE_SLOT_INVALID', message: '請選擇可預約的時段' },
  badService: { code: 'STORE_SERVICE', message: '請選擇服務項目' },
  bookingNotFound: { code: 'STORE_BOOKING', message: '查無此預約或已取消' },
  badMobile: { code: 'STORE_MOBILE', message: '請輸入正確的手機號碼' },
} as const;

/** Whose booking: a member's (by id) or a visitor's (by the mobile they proved). */
export type BookingOwner = { customerId: string } | { mobile: string };

function owns(row: StoreBookingRow, owner: BookingOwner): boolean {
  return 'customerId' in owner
    ? row.customerId === owner.customerId
    : row.customerId === '' && row.mobile === owner.mobile;
}

export function toStoreInfo(row: StoreRow): ServiceCenterInfo {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    district: row.district,
    address: row.address,
    phone: row.phone,
    openingHours: row.openingHours,
  };
}

export function storeOf(support: SupportTables, id: string): StoreRow | undefined {
  return support.stores.find((row) => row.id === id);
}

/** The store's slots from tomorrow; a booked one is not available. */
export function slotsOf(support: SupportTables, storeId: string, now: Date): BookableSlot[] {
  const taken = new Set(
    support.storeBookings
      .filter((row) => row.storeId === storeId && row.status === 'booked')
      .map((row) => `${row.date} ${row.time}`),
  );
  return Array.from({ length: STORE_DAYS }, (_, index) => dateAfter(now, index + 1)).flatMap(
    (date) => STORE_TIMES.map((time) => ({ date, time, available: !taken.has(`${date} ${time}`) })),
  );
}

/** The queue moves with the sandbox clock: a few people more or less every 10 minutes. */
export function waitingAt(store: StoreRow, now: Date): CurrentWaiting {
  const step = Math.floor(now.getTime() / 600_000);
  const wave = [0, 2, 4, 3, 1, -1][step % 6] ?? 0;
  return {
    storeId: store.id,
    waitingCount: Math.max(0, store.baseQueue + wave),
    updatedAt: now.toISOString(),
  };
}

/** The owner's open bookings, soonest first. */
export function bookingsOf(support: SupportTables, owner: BookingOwner): BookingInfo[] {
  return support.storeBookings
    .filter((row) => row.status === 'booked' && owns(row, owner))
    .sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`))
    .map((row) => ({
      receiveno: row.receiveno,
      storeId: row.storeId,
      storeName: storeOf(support, row.storeId)?.name ?? '',
      bookingTime: `${row.date} ${row.time}`,
      service: row.service,
    }));
}

export interface StoreBookingRequest {
  receiveno: string;
  storeId: string;
  date: string;
  time: string;
  service: string;
  /** The member who books; '' for a visitor. */
  customerId: string;
  mobile: string;
  /** The payload as it arrived, stored whole. */
  payload: Record<string, unknown>;
}

/** Books the slot for the customer or visitor; the slot must still be free. */
export function bookStore(
  support: SupportTables,
  booking: StoreBookingRequest,
  now: Date,
): Outcome<BookingReceipt> {
  if (!storeOf(support, booking.storeId)) return refused(STORE_REFUSALS.storeNotFound);
  if (!(STORE_SERVICES as readonly string[]).includes(booking.service)) {
    return refused(STORE_REFUSALS.badService);
  }
  const slot = slotsOf(support, booking.storeId, now).find(
    (row) => row.date === booking.date && row.time === booking.time,
  );
  if (!slot) return refused(STORE_REFUSALS.badSlot);
  if (!slot.available) return refused(STORE_REFUSALS.slotTaken);
  support.storeBookings.push({
    ...booking,
    status: 'booked',
    bookedAt: now.toISOString(),
  });
  return accepted({ receiveno: booking.receiveno });
}

/** Cancels an open booking of the owner; anything else is "no such booking". */
export function cancelStoreBooking(
  support: SupportTables,
  receiveno: string,
  owner: BookingOwner,
): Outcome<null> {
  const row = support.storeBookings.find(
    (candidate) => candidate.receiveno === receiveno && candidate.status === 'booked',
  );
  if (!row || !owns(row, owner)) return refused(STORE_REFUSALS.bookingNotFound);
  row.status = 'cancelled';
  return accepted(null);
}
