import { call } from './call';
import type { ApiResult } from './http';

/**
 * 5G member-gets-member (spec 02 §7.9 "MGM: GET status, POST booking"; the promoter number of
 * §5.2). Paths under `Contract/` **(choice: the spec gives no prefix)**.
 */

/** One friend's number booked for a 5G upgrade from this account. */
export interface MgmBooking {
  bookingId: string;
  promoterNo: string;
  /** The friend's number, masked (0966***888). */
  friendNo: string;
  /** ISO instant. */
  bookedAt: string;
  status: 'booked' | 'joined';
  /** NT$ credited once the friend joined; 0 before. */
  reward: number;
}

/** MGMStatus: the member's own promoter number and what it brought. */
export interface MgmStatus {
  /** The member's promoter number (6 digits) to give to friends. */
  promoterNo: string;
  /** Bookings made with the member's promoter number. */
  codesGiven: number;
  friendsJoined: number;
  /** NT$ credited on the phone bill in all. */
  rewards: number;
  /** Bookings made from this account, newest first. */
  bookings: MgmBooking[];
}

export const MGM_REFUSALS = {
  ownNumber: 'OWN_NUMBER',
  alreadyBooked: 'FRIEND_BOOKED',
  promoterUnknown: 'PROMOTER_UNKNOWN',
  friendInvalid: 'FRIEND_INVALID',
} as const;

export function getMgmStatus(): Promise<ApiResult<MgmStatus>> {
  return call<MgmStatus>({ method: 'GET', path: 'Contract/MGMStatus' });
}

export function mgmBooking(params: {
  promoterNo: string;
  friendNo: string;
}): Promise<ApiResult<MgmBooking>> {
  return call<MgmBooking>({ method: 'POST', path: 'Contract/MGMBooking', body: params });
}
