import { MGM_REFUSALS, type MgmBooking, type MgmStatus } from '../../../api/mgm';
import { validateMobile, validatePromoterNumber } from '../../../lib/validators';
import { accepted, refused, type Outcome } from '../outcome';
import type { SandboxDb } from '../types';
import { promoterNoOf, type MgmBookingRow } from './addons';
import { maskNumber } from './mobileRules';

/** What the sandbox answers when it refuses a booking; carrier messages are Traditional Chinese. */
export const MGM_MESSAGES = {
  ownNumber: '不可推薦自己的門號',
  alreadyBooked: '此門號已預約過，每個門號限預約一次',
  promoterInvalid: '推薦人編號格式不正確',
  friendInvalid: '請輸入正確的手機號碼',
} as const;

/** NT$ credited to the promoter when a booked friend joins. */
export const MGM_REWARD = 300;

function view(row: MgmBookingRow): MgmBooking {
  return {
    bookingId: row.bookingId,
    promoterNo: row.promoterNo,
    friendNo: maskNumber(row.friendNo),
    bookedAt: row.bookedAt,
    status: row.status,
    reward: row.reward,
  };
}

export function mgmStatusOf(db: SandboxDb, customerId: string): MgmStatus {
  const promoterNo = promoterNoOf(customerId);
  const withMyCode = db.addons.mgmBookings.filter((row) => row.promoterNo === promoterNo);
  const mine = new Set(
    db.devices.filter((row) => row.customerId === customerId).map((row) => row.deviceNo),
  );
  return {
    promoterNo,
    codesGiven: withMyCode.length,
    friendsJoined: withMyCode.filter((row) => row.status === 'joined').length,
    rewards: withMyCode.reduce((total, row) => total + row.reward, 0),
    bookings: db.addons.mgmBookings
      .filter((row) => mine.has(row.deviceNo))
      .sort((left, right) => right.bookedAt.localeCompare(left.bookedAt))
      .map(view),
  };
}

/**
 * Books a friend's number for a 5G upgrade (inside mutate()): the promoter number of spec 02 §5.2,
 * a mobile number that is not one of the customer's own, one booking per friend's number.
 */
export function bookFriend(
  db: SandboxDb,
  input: { customerId: string; deviceNo: string; promoterNo: string; friendNo: string; now: Date },
): Outcome<MgmBooking> {
  const promoter = validatePromoterNumber(input.promoterNo);
  if (!promoter.ok) return refused(MGM_MESSAGES.promoterInvalid, MGM_REFUSALS.promoterUnknown);
  const friend = validateMobile(input.friendNo);
  if (!friend.ok) return refused(MGM_MESSAGES.friendInvalid, MGM_REFUSALS.friendInvalid);
  const friendNo = friend.value;
  const own = db.devices.some(
    (row) => row.customerId === input.customerId && row.deviceNo === friendNo,
  );
  if (own) return refused(MGM_MESSAGES.ownNumber, MGM_REFUSALS.ownNumber);
  if (db.addons.mgmBookings.some((row) => row.friendNo === friendNo)) {
    return refused(MGM_MESSAGES.alreadyBooked, MGM_REFUSALS.alreadyBooked);
  }
  db.meta.sequence += 1;
  const row: MgmBookingRow = {
    bookingId: `MGM${String(db.meta.sequence).padStart(6, '0')}`,
    promoterNo: promoter.value,
    deviceNo: input.deviceNo,
    friendNo,
    bookedAt: input.now.toISOString(),
    status: 'booked',
    reward: 0,
  };
  db.addons.mgmBookings.push(row);
  return accepted(view(row));
}
