import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../src/api/http';
import * as prepaid from '../../src/api/prepaid';
import * as roaming from '../../src/api/prepaidRoaming';
import { advanceSandboxClock } from '../../src/sandbox/db/clock';
import { db } from '../../src/sandbox/db/state';
import { sendHeaders } from './support';

async function logIn(ivrNo: string, password: string): Promise<string> {
  const reply = await prepaid.loginAuth({ ivrNo, password });
  if ('error' in reply) throw new Error(reply.error.message);
  sendHeaders({ token: reply.data.token });
  return reply.data.token;
}

function codeOf(reply: ApiResult<unknown>): string | number | undefined {
  return 'error' in reply ? reply.error.code : undefined;
}

function dataOf<T>(reply: ApiResult<T>): T {
  if ('error' in reply) throw new Error(`${String(reply.error.code)}: ${reply.error.message}`);
  return reply.data;
}

const card = (number: string) => db().prepaidSubscribers.find((row) => row.number === number);

describe('prepaid login and password', () => {
  it('refuses a wrong password and issues an all-digit token otherwise', async () => {
    expect(codeOf(await prepaid.loginAuth({ ivrNo: '0987000401', password: '1111' }))).toBe(
      'LOGIN_FAILED',
    );
    const login = dataOf(await prepaid.loginAuth({ ivrNo: '0987000401', password: '2468' }));
    expect(login.token).toMatch(/^\d+$/);
    expect(login.mustChangePassword).toBe(false);
  });

  it('makes the default password 0000 be changed, and never back to 0000', async () => {
    const login = dataOf(await prepaid.loginAuth({ ivrNo: '0987000402', password: '0000' }));
    expect(login.mustChangePassword).toBe(true);
    const change = (custId: string, oldPassword: string, newPassword: string) =>
      prepaid.updatePassword({ ivrNo: '0987000402', custId, oldPassword, newPassword });
    expect(codeOf(await change('Z999999999', '0000', '5678'))).toBe('ID_MISMATCH');
    expect(codeOf(await change('b123456780', '1234', '5678'))).toBe('OLD_PASSWORD_INCORRECT');
    expect(codeOf(await change('b123456780', '0000', '0000'))).toBe('PASSWORD_DEFAULT');
    dataOf(await change('b123456780', '0000', '5678'));
    expect(
      dataOf(await prepaid.loginAuth({ ivrNo: '0987000402', password: '5678' })),
    ).toMatchObject({ mustChangePassword: false });
  });

  it('ends the session after about 10 minutes', async () => {
    await logIn('0987000401', '2468');
    dataOf(await prepaid.getSubscriber());
    advanceSandboxClock(10 * 60_000 + 1);
    const reply = await prepaid.getSubscriber();
    expect('error' in reply && reply.error.status).toBe(401);
  });
});

describe('prepaid top-up', () => {
  it('uses a voucher once and adds the bonus of a 500 card on a 4G number', async () => {
    await logIn('0987000401', '2468');
    const result = dataOf(
      await prepaid.refillVoucher({ activationCode: '500000000001', identityType: '1' }),
    );
    expect(result).toMatchObject({ amount: 500, bonus: 100, mainBalance: 350 + 500 });
    expect(
      codeOf(await prepaid.refillVoucher({ activationCode: '500000000001', identityType: '1' })),
    ).toBe('VOUCHER_UNUSABLE');
    const history = dataOf(await prepaid.getRefillHistory());
    expect(history[0]).toMatchObject({ amount: 500 });
    expect(Object.keys(history[0] ?? {}).sort()).toEqual(['amount', 'time']);
  });

  it('gives the 5G bonus of a 1000 card on a 5G number', async () => {
    await logIn('0987000501', '1357');
    const result = dataOf(
      await prepaid.refillVoucher({ activationCode: '10000000000001', identityType: '1' }),
    );
    expect(result).toMatchObject({ amount: 1000, bonus: 330 });
  });

  it.each([
    ['900000000001', 'VOUCHER_UNUSABLE'],
    ['900000000002', 'VOUCHER_UNUSABLE'],
    ['900000000003', 'VOUCHER_UNUSABLE'],
    ['900000000004', 'VOUCHER_UNUSABLE'],
    ['123456789012', 'VOUCHER_INVALID'],
    ['12345', 'VOUCHER_INVALID'],
  ])('refuses %s with %s', async (code, expected) => {
    await logIn('0987000401', '2468');
    expect(codeOf(await prepaid.refillVoucher({ activationCode: code, identityType: '1' }))).toBe(
      expected,
    );
    expect(card('0987000401')?.mainBalance).toBe(350);
  });

  it('refuses to top up an expired number', async () => {
    await logIn('0987000001', '9753');
    expect(
      codeOf(await prepaid.refillVoucher({ activationCode: '300000000001', identityType: '1' })),
    ).toBe('VOUCHER_REFUSED');
  });
});

describe('prepaid purchase and renewal', () => {
  it('pays from the main balance and records the purchase', async () => {
    await logIn('0987000401', '2468');
    const result = dataOf(
      await prepaid.refillVoucherLessByMainAccount({ offerCode: 'V1G', identityType: '1' }),
    );
    expect(result.mainBalance).toBe(350 - 180);
    const history = dataOf(await prepaid.getOfferPurchaseHistory());
    expect(history[0]).toMatchObject({
      amount: 180,
      status: 'success',
      purchaseNo: result.purchaseNo,
    });
    const plans = dataOf(await prepaid.getSubscriberDaInfos());
    expect(plans.some((plan) => plan.offerCode === 'V1G' && plan.status === 'active')).toBe(true);
  });

  it('fails with insufficient balance and records the failure', async () => {
    await logIn('0987000402', '0000');
    expect(
      codeOf(await prepaid.refillVoucherLessByMainAccount({ offerCode: 'DU3', identityType: '1' })),
    ).toBe('BALANCE_INSUFFICIENT');
    expect(card('0987000402')?.mainBalance).toBe(45);
    expect(dataOf(await prepaid.getOfferPurchaseHistory())[0]).toMatchObject({ status: 'failed' });
  });

  it('renews only within 23 hours before the end, never hourly plans in advance', async () => {
    await logIn('0987000401', '2468');
    expect(
      codeOf(await prepaid.refillVoucherLessByMainAccount({ offerCode: 'DU7', identityType: '1' })),
    ).toBe('RENEWAL_WINDOW');
    expect(
      codeOf(await prepaid.refillVoucherLessByMainAccount({ offerCode: 'H24', identityType: '1' })),
    ).toBe('RENEWAL_HOURLY');
    const plans = dataOf(await prepaid.getSubscriberDaInfos());
    expect(
      plans.find((plan) => plan.offerCode === 'DU7' && plan.status === 'active')?.renewable,
    ).toBe(false);

    await logIn('0987000402', '0000');
    const before = dataOf(await prepaid.getSubscriberDaInfos()).find(
      (plan) => plan.offerCode === 'V1G',
    );
    expect(before?.renewable).toBe(true);
  });

  it('caps 5G daily renewals at 180 consecutive days', async () => {
    await logIn('0987000501', '1357');
    expect(
      codeOf(
        await prepaid.refillVoucherLessByMainAccount({ offerCode: 'DU30', identityType: '1' }),
      ),
    ).toBe('RENEWAL_CAP');
  });

  it('renews a volume plan inside the window, continuing from its end', async () => {
    await logIn('0987000402', '0000');
    dataOf(await prepaid.refillVoucher({ activationCode: '500000000002', identityType: '1' }));
    dataOf(await prepaid.refillVoucherLessByMainAccount({ offerCode: 'V1G', identityType: '1' }));
    const plans = dataOf(await prepaid.getSubscriberDaInfos()).filter(
      (plan) => plan.offerCode === 'V1G',
    );
    expect(plans.map((plan) => plan.status).sort()).toEqual(['active', 'extended']);
  });

  it('sends student packages to an in-person application and refuses an expired number', async () => {
    await logIn('0987000401', '2468');
    expect(
      codeOf(
        await prepaid.refillVoucherLessByMainAccount({ offerCode: 'SE120', identityType: '1' }),
      ),
    ).toBe('IN_PERSON_APPLICATION');
    await logIn('0987000001', '9753');
    expect(
      codeOf(await prepaid.refillVoucherLessByMainAccount({ offerCode: 'H1', identityType: '1' })),
    ).toBe('NUMBER_EXPIRED');
    const plans = dataOf(await prepaid.getSubscriberDaInfos());
    expect(plans.every((plan) => plan.status === 'expired')).toBe(true);
    expect(dataOf(await prepaid.getSubscriber()).isExpired).toBe(true);
  });

  it('offers the catalogue with the spec fees in the asked language', async () => {
    await logIn('0987000401', '2468');
    const offers = dataOf(await prepaid.getPrepaidOfferList({ language: 'id' }));
    expect(offers.find((offer) => offer.OfferCode === 'H1')).toMatchObject({
      price: 35,
      category: 'hourly',
    });
    expect(offers.find((offer) => offer.OfferCode === 'DU30')?.price).toBe(900);
    expect(offers.find((offer) => offer.OfferCode === 'V8G')?.price).toBe(1000);
    expect(offers.find((offer) => offer.OfferCode === 'DU3')?.name).toContain('hari');
  });
});

describe('5G upgrade', () => {
  it.each([
    ['0987000501', '1357', 'ALREADY_5G'],
    ['0987000901', '8642', 'TOURIST_REFUSED'],
    ['0987000301', '3579', 'THREE_G_IN_PERSON'],
    ['0987000001', '9753', 'UPGRADE_FAILED'],
  ])('refuses %s (password %s) with %s', async (number, password, expected) => {
    await logIn(number, password);
    expect(codeOf(await prepaid.upgrade5GToEShop({ identityType: '1' }))).toBe(expected);
  });

  it('upgrades at once, refunds daily and hourly plans pro rata and shows the gift after 10 minutes', async () => {
    await logIn('0987000401', '2468');
    const result = dataOf(await prepaid.upgrade5GToEShop({ identityType: '1' }));
    // DU7 (450) with 4 of 7 days left, H24 (100) with 20 of 24 hours left.
    const refund = Math.floor((450 * 4) / 7) + Math.floor((100 * 20) / 24);
    expect(result.bonusGranted).toBe(true);
    expect(result.refund).toBeGreaterThanOrEqual(refund - 1);
    expect(result.refund).toBeLessThanOrEqual(refund);
    expect(result.mainBalance).toBe(350 + (result.refund ?? 0));
    expect(dataOf(await prepaid.getSubscriber()).serviceKind).toBe('5G');

    const plans = dataOf(await prepaid.getSubscriberDaInfos());
    expect(plans.find((plan) => plan.offerCode === 'V2G')?.status).toBe('active');
    expect(
      plans
        .filter((plan) => plan.offerCode === 'DU7' || plan.offerCode === 'H24')
        .every((plan) => plan.status === 'withdrawn' || plan.status === 'expired'),
    ).toBe(true);
    const gift = (records: { offerName?: string; amount: number }[]) =>
      records.some((record) => record.amount === 0 && record.offerName?.includes('5G'));
    expect(gift(dataOf(await prepaid.getOfferPurchaseHistory()))).toBe(false);
    advanceSandboxClock(10 * 60_000);
    await logIn('0987000401', '2468');
    expect(gift(dataOf(await prepaid.getOfferPurchaseHistory()))).toBe(true);
  });

  it('gives no gift to a later upgrade', async () => {
    await logIn('0987000601', '4680');
    expect(dataOf(await prepaid.upgrade5GToEShop({ identityType: '1' })).bonusGranted).toBe(false);
  });
});

describe('notifications and roaming', () => {
  it('saves valid settings and refuses a bad e-mail', async () => {
    await logIn('0987000401', '2468');
    const settings = {
      notificationType: 'email' as const,
      email: 'holder@example.com',
      language: 'id',
      endOfCallBalanceAlert: false,
      lowMainBalanceAlert: true,
      lowValidityAlert: true,
    };
    dataOf(await prepaid.updateFunctionConfig(settings));
    expect(dataOf(await prepaid.getFunctionConfig())).toEqual(settings);
    expect(codeOf(await prepaid.updateFunctionConfig({ ...settings, email: 'nope' }))).toBe(
      'SETUP_FAILED',
    );
  });

  it('buys a roaming offer with the holder id and lists it in the roaming history', async () => {
    await logIn('0987000401', '2468');
    expect(
      codeOf(await roaming.purchaseRoamingOffer({ offerCode: 'RJP3', pid: 'A000000000' })),
    ).toBe('ID_MISMATCH');
    expect(
      codeOf(await roaming.purchaseRoamingOffer({ offerCode: 'RJP3', pid: 'a223456781' })),
    ).toBe('BALANCE_INSUFFICIENT');
    dataOf(await prepaid.refillVoucher({ activationCode: '500000000001', identityType: '1' }));
    const bought = dataOf(
      await roaming.purchaseRoamingOffer({ offerCode: 'RJP3', pid: 'a223456781' }),
    );
    expect(bought.mainBalance).toBe(350 + 500 - 399);
    const history = dataOf(await roaming.getRoamingPurchaseHistory());
    expect(history.map((record) => record.status)).toEqual(['success', 'failed']);
    expect(
      dataOf(await prepaid.getOfferPurchaseHistory()).some((record) => record.amount === 399),
    ).toBe(false);
  });
});
