import { describe, expect, it } from 'vitest';
import { buildSeed } from '../../src/sandbox/db/seed';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import { promoterNoOf } from '../../src/sandbox/db/tables/addons';
import { bookFriend, mgmStatusOf } from '../../src/sandbox/db/tables/mgmRules';

const NOW = new Date('2026-06-15T04:00:00Z');
const WANG = DEMO_CUSTOMER_IDS.mobile;
const booking = (promoterNo: string, friendNo: string) => ({
  customerId: WANG,
  deviceNo: '0912345678',
  promoterNo,
  friendNo,
  now: NOW,
});

describe('member-gets-member rules', () => {
  it('reports the seeded friend who joined under the member promoter number', () => {
    const status = mgmStatusOf(buildSeed(NOW), WANG);
    expect(status).toMatchObject({
      promoterNo: promoterNoOf(WANG),
      codesGiven: 1,
      friendsJoined: 1,
      rewards: 300,
      bookings: [],
    });
    expect(status.promoterNo).toMatch(/^\d{6}$/);
  });

  it('books a friend once with a valid promoter number, masked in the status', () => {
    const db = buildSeed(NOW);
    expect(bookFriend(db, booking('z12345', '0911 222 333'))).toMatchObject({
      ok: true,
      value: { promoterNo: 'Z12345', friendNo: '0911***333', status: 'booked' },
    });
    expect(bookFriend(db, booking('Z12345', '0911222333'))).toMatchObject({
      code: 'FRIEND_BOOKED',
    });
    expect(mgmStatusOf(db, WANG).bookings).toHaveLength(1);
  });

  it.each([
    ['Z1234', '0911222333', 'PROMOTER_UNKNOWN'],
    ['12345', '0911222333', 'PROMOTER_UNKNOWN'],
    ['123456', '091122233', 'FRIEND_INVALID'],
    ['123456', '0922333444', 'OWN_NUMBER'],
    ['123456', '0966777888', 'FRIEND_BOOKED'],
  ])('refuses promoter %s for friend %s with %s', (promoterNo, friendNo, code) => {
    expect(bookFriend(buildSeed(NOW), booking(promoterNo, friendNo))).toMatchObject({ code });
  });
});
