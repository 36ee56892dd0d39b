import { afterEach, describe, expect, it } from 'vitest';
import { getAreasByCity, getRoadStreetsByZipCode } from '../../src/api/announcement';
import { call } from '../../src/api/call';
import {
  addAutoPayment,
  disableAutoPayment,
  editAutoPayment,
  getAddressStatus,
  getAutoPaymentAccountHistory,
  getAutoPaymentHistory,
  getBankInfo,
  getPosPaymentCodes,
  getWithholdingList,
  queryAutoPaymentList,
  queryBankInfo,
  stopWithholding,
  updateForAddress,
} from '../../src/api/billSettings';
import { getUserQuota, setUserQuota } from '../../src/api/carrierBilling';
import { setCommonHeaderProvider } from '../../src/api/http';
import { getAlertSetting, updateAlertSetting } from '../../src/api/mobile';
import { advanceSandboxClock } from '../../src/sandbox/db/clock';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import { BILL_SETTINGS_MESSAGES as MESSAGES } from '../../src/sandbox/db/tables/billSettingsRules';
import { MISSING_BILL_SOURCE } from '../../src/sandbox/handlers/billSource';
import { SANDBOX_MESSAGES } from '../../src/sandbox/handlers/support';
import { actAs } from './support';

afterEach(() => {
  setCommonHeaderProvider(() => ({}));
});

const WANG_NUMBERS = ['0912345678', '0922333444', '0933555666'];
const errorOf = (result: object) => ('error' in result ? result.error : undefined);
function dataOf<T>(result: { data: T } | { error: unknown }): T {
  if ('error' in result) throw new Error(`expected data, got ${JSON.stringify(result.error)}`);
  return result.data;
}

const card = {
  deviceNo: '0933555666',
  type: 'creditCard',
  cardNo: '4111111111111111',
  mmyy: '1240',
  holderId: 'a123456789',
};

describe('automatic payment', () => {
  it('lists the active automatic payments of the named numbers, masked', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    const list = dataOf(await queryAutoPaymentList({ numbers: WANG_NUMBERS }));
    expect(list).toEqual([
      expect.objectContaining({
        deviceNo: '0912345678',
        type: 'creditCard',
        account: '**** **** **** 4242',
        status: 'active',
        cardType: 'VISA',
      }),
    ]);
  });

  it("refuses a list naming another customer's number, or none", async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    expect(errorOf(await queryAutoPaymentList({ numbers: ['0223456789'] }))).toMatchObject({
      message: SANDBOX_MESSAGES.deviceNotOwned,
    });
    expect(errorOf(await queryAutoPaymentList({ numbers: [] }))).toMatchObject({
      message: SANDBOX_MESSAGES.deviceRequired,
    });
  });

  it('adds a card: active at once, kept as the last four digits, recorded in the history', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    dataOf(await addAutoPayment(card));
    const list = dataOf(await queryAutoPaymentList({ numbers: ['0933555666'] }));
    expect(list).toEqual([
      expect.objectContaining({ account: '**** **** **** 1111', status: 'active', mmyy: '1240' }),
    ]);
    const history = dataOf(await getAutoPaymentAccountHistory());
    expect(history[0]).toMatchObject({ deviceNo: '0933555666', action: 'add', type: 'creditCard' });
    expect(JSON.stringify(history)).not.toContain('4111111111111111');
  });

  it('refuses a second setup, a wrong card, an expired card and another holder', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    expect(errorOf(await addAutoPayment({ ...card, deviceNo: '0912345678' }))).toMatchObject({
      message: MESSAGES.alreadySet,
    });
    expect(errorOf(await addAutoPayment({ ...card, cardNo: '4111111111111112' }))).toMatchObject({
      message: MESSAGES.badCard,
    });
    expect(errorOf(await addAutoPayment({ ...card, mmyy: '0120' }))).toMatchObject({
      message: MESSAGES.cardExpired,
    });
    expect(errorOf(await addAutoPayment({ ...card, holderId: 'F223456788' }))).toMatchObject({
      message: MESSAGES.holderMismatch,
    });
    expect(errorOf(await addAutoPayment({ ...card, deviceNo: '0223456789' }))).toMatchObject({
      message: SANDBOX_MESSAGES.deviceNotOwned,
    });
  });

  it('a new bank debit waits for the bank for 10 minutes, then is active', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    dataOf(
      await addAutoPayment({
        deviceNo: '0922333444',
        type: 'bank',
        bankCode: '004',
        bankAccount: '0012-3456-7890',
        holderId: 'A123456789',
      }),
    );
    const pending = dataOf(await queryAutoPaymentList({ numbers: ['0922333444'] }));
    expect(pending[0]).toMatchObject({
      status: 'pending',
      account: '********7890',
      bankName: '臺灣示範銀行',
    });
    advanceSandboxClock(10 * 60 * 1000);
    const active = dataOf(await queryAutoPaymentList({ numbers: ['0922333444'] }));
    expect(active[0]).toMatchObject({ status: 'active' });
  });

  it('refuses an unknown bank and an account of the wrong length', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    const bank = { deviceNo: '0922333444', type: 'bank', holderId: 'A123456789' };
    expect(
      errorOf(await addAutoPayment({ ...bank, bankCode: '999', bankAccount: '1234567890' })),
    ).toMatchObject({ message: MESSAGES.unknownBank });
    expect(
      errorOf(await addAutoPayment({ ...bank, bankCode: '004', bankAccount: '12345' })),
    ).toMatchObject({ message: MESSAGES.badAccount });
  });

  it('edits only an existing setup and records the change', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    expect(errorOf(await editAutoPayment(card))).toMatchObject({ message: MESSAGES.notSet });
    dataOf(await editAutoPayment({ ...card, deviceNo: '0912345678', cardNo: '5555555555554444' }));
    const list = dataOf(await queryAutoPaymentList({ numbers: ['0912345678'] }));
    expect(list[0]).toMatchObject({ account: '**** **** **** 4444', cardType: 'MASTER' });
    const history = dataOf(await getAutoPaymentAccountHistory());
    expect(history[0]).toMatchObject({ deviceNo: '0912345678', action: 'edit' });
  });

  it('a disabled automatic payment stops appearing, and the history says so', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    dataOf(await disableAutoPayment({ deviceNo: '0912345678' }));
    expect(dataOf(await queryAutoPaymentList({ numbers: WANG_NUMBERS }))).toEqual([]);
    const history = dataOf(await getAutoPaymentAccountHistory());
    expect(history[0]).toMatchObject({ deviceNo: '0912345678', action: 'disable' });
    expect(errorOf(await disableAutoPayment({ deviceNo: '0912345678' }))).toMatchObject({
      message: MESSAGES.notSet,
    });
    // It can be set up again afterwards.
    dataOf(await addAutoPayment({ ...card, deviceNo: '0912345678' }));
    expect(dataOf(await queryAutoPaymentList({ numbers: ['0912345678'] }))).toHaveLength(1);
  });

  it('lists the bills paid automatically', async () => {
    actAs(DEMO_CUSTOMER_IDS.fixedBroadband);
    const debits = dataOf(await getAutoPaymentHistory());
    expect(debits.length).toBeGreaterThan(0);
    expect(debits.every((debit) => debit.type === 'bank' && debit.account.endsWith('1234'))).toBe(
      true,
    );
    expect(debits.map((debit) => debit.debitDate)).toEqual(
      [...debits.map((debit) => debit.debitDate)].sort().reverse(),
    );
  });

  it('answers the bank list and looks up one bank', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    const catalogue = dataOf(await getBankInfo());
    expect(catalogue.banks.length).toBeGreaterThan(5);
    expect(catalogue.feeFreeBanks).toContain('004');
    expect(dataOf(await queryBankInfo({ bankCode: '004' }))).toMatchObject({
      BankName: '臺灣示範銀行',
      feeFree: true,
    });
    expect(dataOf(await queryBankInfo({ bankCode: '012' }))).toMatchObject({ feeFree: false });
    expect(errorOf(await queryBankInfo({ bankCode: '999' }))).toMatchObject({
      message: MESSAGES.unknownBank,
    });
  });

  it('refuses a bill settings call without the business source header', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    const result = await call({ method: 'GET', path: 'Bill/QueryAutoPaymentList' });
    expect(errorOf(result)).toMatchObject({ message: MISSING_BILL_SOURCE.message });
  });
});

describe('billing address', () => {
  it('answers districts by city and roads by postal code', async () => {
    const areas = dataOf(await getAreasByCity({ cityName: '臺中市' }));
    expect(areas).toContainEqual({ areaName: '西區', zipCode: '403' });
    const roads = dataOf(await getRoadStreetsByZipCode({ zipCode: '403' }));
    expect(roads).toContainEqual({ roadName: '示範街' });
    expect(dataOf(await getAreasByCity({ cityName: '連江縣' }))).toEqual([]);
  });

  it('changes the address of the current number', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0922333444');
    expect(dataOf(await getAddressStatus())).toMatchObject({
      zip: '106',
      address: '臺北市大安區範例路一段100號5樓',
    });
    dataOf(
      await updateForAddress({
        zip: '802',
        address: '高雄市苓雅區四維三路2號',
        addressType: 'bill',
      }),
    );
    expect(dataOf(await getAddressStatus())).toEqual({
      zip: '802',
      address: '高雄市苓雅區四維三路2號',
      addressType: 'bill',
    });
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    expect(dataOf(await getAddressStatus())).toMatchObject({ zip: '106' });
  });

  it('refuses an address that does not match its postal code, or an empty one', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    expect(
      errorOf(
        await updateForAddress({ zip: '802', address: '臺北市大安區某路1號', addressType: 'bill' }),
      ),
    ).toMatchObject({ message: MESSAGES.addressMismatch });
    expect(
      errorOf(await updateForAddress({ zip: '8', address: '', addressType: 'bill' })),
    ).toMatchObject({ message: MESSAGES.badAddress });
  });
});

describe('usage alerts', () => {
  it('reads and changes the alerts of a mobile number', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    expect(dataOf(await getAlertSetting())).toMatchObject({ dataAlert: true, dataThreshold: 80 });
    const update = {
      dataAlert: false,
      dataThreshold: 90,
      amountAlert: true,
      amountLimit: 1500,
      notifyBy: 'email',
      email: 'me@example.com',
    };
    dataOf(await updateAlertSetting(update));
    expect(dataOf(await getAlertSetting())).toMatchObject(update);
  });

  it('refuses bad values and numbers that are not mobile', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    const base = {
      dataAlert: true,
      dataThreshold: 80,
      amountAlert: true,
      amountLimit: 1000,
      notifyBy: 'sms',
      email: '',
    };
    for (const bad of [
      { ...base, dataThreshold: 70 },
      { ...base, amountLimit: 99 },
      { ...base, amountLimit: 50001 },
      { ...base, notifyBy: 'email', email: 'not-an-address' },
    ]) {
      expect(errorOf(await updateAlertSetting(bad))).toMatchObject({ message: MESSAGES.badAlert });
    }
    actAs(DEMO_CUSTOMER_IDS.fixedBroadband, '0223456789');
    expect(errorOf(await getAlertSetting())).toMatchObject({ message: MESSAGES.alertNotMobile });
  });
});

describe('carrier billing quota', () => {
  it('offers the steps up to the number’s maximum and changes the limit', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    expect(dataOf(await getUserQuota())).toEqual({
      quota: 2000,
      used: 350,
      steps: [0, 300, 500, 1000, 2000, 3000, 5000],
      maxQuota: 5000,
    });
    expect(dataOf(await setUserQuota({ quota: 3000 }))).toMatchObject({ quota: 3000 });
    expect(dataOf(await getUserQuota())).toMatchObject({ quota: 3000 });
    expect(dataOf(await setUserQuota({ quota: 0 }))).toMatchObject({ quota: 0 });
  });

  it('refuses a limit that is not a step or lower than this month’s use', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    expect(errorOf(await setUserQuota({ quota: 1234 }))).toMatchObject({
      message: MESSAGES.quotaStep,
    });
    expect(errorOf(await setUserQuota({ quota: 300 }))).toMatchObject({
      message: MESSAGES.quotaBelowUsed,
    });
  });

  it('keeps a number younger than 6 months at NT$1,000 at most', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0933555666');
    expect(dataOf(await getUserQuota())).toMatchObject({
      maxQuota: 1000,
      steps: [0, 300, 500, 1000],
    });
    expect(errorOf(await setUserQuota({ quota: 2000 }))).toMatchObject({
      message: MESSAGES.quotaOverMax,
    });
    expect(dataOf(await setUserQuota({ quota: 1000 }))).toMatchObject({ quota: 1000 });
  });

  it('is not offered for fixed lines and company numbers', async () => {
    actAs(DEMO_CUSTOMER_IDS.fixedBroadband, '0223456789');
    expect(errorOf(await getUserQuota())).toMatchObject({ message: MESSAGES.dcbNotMobile });
    actAs(DEMO_CUSTOMER_IDS.enterprise, '0955123456');
    expect(errorOf(await getUserQuota())).toMatchObject({ message: MESSAGES.dcbEnterprise });
  });
});

describe('withholding and store payment codes', () => {
  it('stops a service once', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    const before = dataOf(await getWithholdingList());
    expect(before.map((service) => service.serviceId)).toEqual(['WH-0001', 'WH-0002']);
    dataOf(await stopWithholding({ serviceId: 'WH-0001' }));
    const after = dataOf(await getWithholdingList());
    expect(after.find((service) => service.serviceId === 'WH-0001')?.status).toBe('stopped');
    expect(errorOf(await stopWithholding({ serviceId: 'WH-0001' }))).toMatchObject({
      message: MESSAGES.serviceStopped,
    });
    expect(errorOf(await stopWithholding({ serviceId: 'WH-0003' }))).toMatchObject({
      message: MESSAGES.serviceNotFound,
    });
  });

  it('gives codes for unpaid bills to the holder only', async () => {
    const codes = dataOf(await getPosPaymentCodes({ deviceNo: '0912345678', pid: 'a123456789' }));
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatchObject({ amount: 1443 });
    expect(codes[0]?.barcodes).toHaveLength(3);
    expect(
      errorOf(await getPosPaymentCodes({ deviceNo: '0912345678', pid: 'F223456788' })),
    ).toMatchObject({ message: MESSAGES.pidMismatch });
    expect(
      errorOf(await getPosPaymentCodes({ deviceNo: '0933555666', pid: 'A123456789' })),
    ).toMatchObject({ message: MESSAGES.nothingUnpaid });
  });
});
