import { describe, expect, it } from 'vitest';
import { ECS_SIGN_IN_LOCK } from '../../src/api/types/ecs';
import { ECS_DEMO, seedEcsTables } from '../../src/sandbox/db/tables/ecsSeed';
import {
  addEnquiry,
  addOrder,
  checkEcsSignIn,
  ecsCompany,
  ecsOverview,
  inviteUser,
  removeUser,
  sellableProducts,
  subscribedProducts,
} from '../../src/sandbox/db/tables/ecsRules';

const NOW = new Date('2026-11-27T02:00:00Z');
const TAX_ID = ECS_DEMO.taxId;
const admin = { userId: 'admin', name: '王大同', role: 'admin' as const };
const staff = { userId: 'sales01', name: '林小芬', role: 'staff' as const };

describe('ECS sign-in', () => {
  it('accepts the tax id, the user id in any case and the exact password', () => {
    const tables = seedEcsTables(NOW);
    const outcome = checkEcsSignIn(
      tables,
      { taxId: TAX_ID, userId: 'ADMIN', password: ECS_DEMO.admin.password },
      NOW,
    );
    expect(outcome).toEqual({ ok: true, value: admin });
  });

  it('refuses another company, a wrong user and a wrong password alike', () => {
    const tables = seedEcsTables(NOW);
    const attempts = [
      { taxId: '10000073', userId: 'admin', password: ECS_DEMO.admin.password },
      { taxId: TAX_ID, userId: 'nobody', password: ECS_DEMO.admin.password },
      { taxId: TAX_ID, userId: 'admin', password: 'haoke-2468' },
    ];
    for (const attempt of attempts) {
      expect(checkEcsSignIn(tables, attempt, NOW)).toMatchObject({ code: 'ECS_LOGIN_FAILED' });
    }
  });

  it('locks the user after five wrong passwords in a row, for fifteen minutes', () => {
    const tables = seedEcsTables(NOW);
    const wrong = { taxId: TAX_ID, userId: 'sales01', password: 'wrong' };
    for (let attempt = 1; attempt < ECS_SIGN_IN_LOCK.attempts; attempt += 1) {
      expect(checkEcsSignIn(tables, wrong, NOW)).toMatchObject({ code: 'ECS_LOGIN_FAILED' });
    }
    expect(checkEcsSignIn(tables, wrong, NOW)).toMatchObject({ code: 'ECS_LOCKED' });
    const right = { ...wrong, password: ECS_DEMO.staff.password };
    expect(checkEcsSignIn(tables, right, NOW)).toMatchObject({ code: 'ECS_LOCKED' });
    const later = new Date(NOW.getTime() + ECS_SIGN_IN_LOCK.minutes * 60_000 + 1);
    expect(checkEcsSignIn(tables, right, later)).toMatchObject({ ok: true });
  });
});

describe('what each role sees', () => {
  it('gives the administrator every line and the staff user only theirs', () => {
    const tables = seedEcsTables(NOW);
    const all = ecsOverview(tables, TAX_ID, admin);
    expect(all.lineCount).toBe(6);
    expect(all.countByKind).toEqual({ mobile: 4, fixedline: 1, broadband: 1 });
    expect(all.linesWithFaults).toEqual(['88012345']);
    const own = ecsOverview(tables, TAX_ID, staff);
    expect(own.lines.map((line) => line.lineNo)).toEqual(['0955123456', '0955123457']);
    expect(own.amountDue).toBe(999 + 699);
  });

  it('has four subscribed products in two categories and six to order', () => {
    const tables = seedEcsTables(NOW);
    const subscribed = subscribedProducts(tables, TAX_ID, staff);
    expect(subscribed.products).toHaveLength(4);
    expect(subscribed.categories.map((category) => category.id)).toEqual(['mobile', 'network']);
    expect(subscribed.products.flatMap((product) => product.lines)).toHaveLength(2);
    expect(sellableProducts(tables, admin)).toMatchObject({ canOrder: true });
    expect(sellableProducts(tables, staff)).toMatchObject({ canOrder: false });
    expect(sellableProducts(tables, staff).products).toHaveLength(6);
  });

  it('shows staff their own enquiries, no other user and no order', () => {
    const tables = seedEcsTables(NOW);
    expect(ecsCompany(tables, TAX_ID, admin)?.enquiries).toHaveLength(1);
    expect(ecsCompany(tables, TAX_ID, admin)?.enquiries[0]?.status).toBe('inProgress');
    const own = ecsCompany(tables, TAX_ID, staff);
    expect(own?.enquiries).toEqual([]);
    expect(own?.users).toEqual([staff]);
  });
});

describe('enquiries and orders', () => {
  it('lets any user enquire with text of the enterprise product rule', () => {
    const tables = seedEcsTables(NOW);
    const who = { taxId: TAX_ID, user: staff };
    const sent = addEnquiry(
      tables,
      who,
      { productId: 'S-CLOUD', quantity: 3, message: '分公司 (台中) 使用' },
      NOW,
      42,
    );
    expect(sent).toMatchObject({
      ok: true,
      value: { reference: 'EQ00000042', status: 'received', productName: '企業雲端主機' },
    });
    const refusedCases = [
      { productId: 'S-NONE', quantity: 1, message: '' },
      { productId: 'S-CLOUD', quantity: 0, message: '' },
      { productId: 'S-CLOUD', quantity: 1.5, message: '' },
      { productId: 'S-CLOUD', quantity: 1, message: 'price?' },
    ];
    for (const params of refusedCases) {
      expect(addEnquiry(tables, who, params, NOW, 43)).toMatchObject({ code: 'ECS_BAD_REQUEST' });
    }
  });

  it('lets only the administrator order', () => {
    const tables = seedEcsTables(NOW);
    const params = { productId: 'S-SEC', quantity: 2 };
    expect(addOrder(tables, { taxId: TAX_ID, user: staff }, params, NOW, 7)).toMatchObject({
      code: 'ECS_ROLE',
    });
    expect(tables.orders).toHaveLength(0);
    expect(addOrder(tables, { taxId: TAX_ID, user: admin }, params, NOW, 7)).toMatchObject({
      ok: true,
      // Charged: twice the monthly fee of 2,000 from the next bill month on.
      value: { reference: 'OD00000007', monthlyCharge: 4_000, firstBillMonth: '202612' },
    });
  });
});

describe('users', () => {
  it('gives an invited user a first password to sign in with', () => {
    const tables = seedEcsTables(NOW);
    const invited = inviteUser(
      tables,
      { taxId: TAX_ID, user: admin },
      { userId: 'ops03', name: '張' },
      9,
    );
    const password = invited.ok ? invited.value.initialPassword : '';
    expect(checkEcsSignIn(tables, { taxId: TAX_ID, userId: 'ops03', password }, NOW)).toEqual({
      ok: true,
      value: { userId: 'ops03', name: '張', role: 'staff' },
    });
  });

  it('lets the administrator invite and remove staff, never themselves', () => {
    const tables = seedEcsTables(NOW);
    const who = { taxId: TAX_ID, user: admin };
    expect(
      inviteUser(tables, { taxId: TAX_ID, user: staff }, { userId: 'ops02', name: '陳' }, 1),
    ).toMatchObject({ code: 'ECS_ROLE' });
    expect(inviteUser(tables, who, { userId: 'Ops02', name: '陳小華' }, 2)).toMatchObject({
      ok: true,
      value: { user: { userId: 'ops02', role: 'staff' }, initialPassword: 'Start-0002' },
    });
    expect(inviteUser(tables, who, { userId: 'ops02', name: '陳小華' }, 3)).toMatchObject({
      code: 'ECS_USER_EXISTS',
    });
    expect(inviteUser(tables, who, { userId: '9x', name: '陳' }, 4)).toMatchObject({
      code: 'ECS_BAD_REQUEST',
    });
    expect(removeUser(tables, who, 'admin')).toMatchObject({ code: 'ECS_USER_SELF' });
    expect(removeUser(tables, who, 'sales01')).toEqual({ ok: true, value: undefined });
    expect(tables.lines.filter((line) => line.assignedTo === 'sales01')).toEqual([]);
  });
});
