import { afterEach, describe, expect, it } from 'vitest';
import { getBillDetail, getBillInfo, getPayments, multiPayment } from '../../src/api/bill';
import { call } from '../../src/api/call';
import { setCommonHeaderProvider } from '../../src/api/http';
import { getSitecoreAnnouncement } from '../../src/api/announcement';
import {
  getChtMemberInfo,
  getChtVipEnterprise,
  getChtVipIndividual,
  getChtVipLevel,
  getDeviceMenu,
} from '../../src/api/member';
import { getCurrentTime, getVersionInfo } from '../../src/api/system';
import { advanceSandboxClock } from '../../src/sandbox/db/clock';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import { SHOW_ANNOUNCEMENTS_KEY } from '../../src/sandbox/handlers/announcement';
import { BILL_MESSAGES } from '../../src/sandbox/handlers/bill';
import { MEMBER_MESSAGES } from '../../src/sandbox/handlers/member';
import { SANDBOX_MESSAGES } from '../../src/sandbox/handlers/support';
import { actAs, sendHeaders } from './support';

afterEach(() => {
  setCommonHeaderProvider(() => ({}));
});

const errorOf = (result: object) => ('error' in result ? result.error : undefined);

describe('sandbox sessions and ownership', () => {
  it('refuses calls that need a customer when the token is unknown', async () => {
    sendHeaders({ token: 'no-such-token', deviceno: '0912345678' });
    expect(errorOf(await getBillInfo({ deviceNo: '0912345678' }))).toMatchObject({
      message: SANDBOX_MESSAGES.notLoggedIn,
    });
    expect(errorOf(await getChtMemberInfo())).toMatchObject({
      message: SANDBOX_MESSAGES.notLoggedIn,
    });
  });

  it("refuses a deviceno header naming another customer's number", async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    expect(errorOf(await getBillInfo({ deviceNo: '0223456789' }))).toMatchObject({
      message: SANDBOX_MESSAGES.deviceNotOwned,
    });
    sendHeaders({ token: actAs(DEMO_CUSTOMER_IDS.mobile).token, deviceno: 'HN12345678' });
    expect(errorOf(await getChtMemberInfo())).toMatchObject({
      message: SANDBOX_MESSAGES.deviceNotOwned,
    });
  });

  it('answers the customer of the token, member replies encrypted and decoded', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    const info = await getChtMemberInfo();
    expect(info).toMatchObject({ data: { name: '王小明', mobile: '0912345678' } });
    const menu = await getDeviceMenu();
    expect('data' in menu && menu.data.devices.map((device) => device.deviceNo)).toEqual([
      '0912345678',
      '0922333444',
      '0933555666',
    ]);
    expect(await getChtVipLevel()).toEqual({ data: { vipLevel: 1, isCompanyTaxId: false } });
    expect(await getChtVipIndividual()).toMatchObject({ data: { vipLevel: 1, levelName: '金卡' } });
    expect(errorOf(await getChtVipEnterprise())).toMatchObject({
      message: MEMBER_MESSAGES.enterpriseOnly,
    });
  });

  it('tells an enterprise customer by its tax id', async () => {
    actAs(DEMO_CUSTOMER_IDS.enterprise);
    expect(await getChtVipEnterprise()).toMatchObject({ data: { isCompanyTaxId: true } });
  });
});

describe('sandbox bill handlers', () => {
  it('lists 12 bills of a number with the current one first', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    const result = await getBillInfo({ deviceNo: '0912345678' });
    if (!('data' in result)) throw new Error(result.error.message);
    expect(result.data.history).toHaveLength(12);
    expect(result.data.current).toEqual(result.data.history[0]);
    expect(result.data.current).toMatchObject({ status: 'unpaid', amount: 1443 });
    expect(result.data.totalDue).toBe(1443);
  });

  it('reads an unpaid bill past its due date as overdue', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0922333444');
    expect(await getBillInfo({ deviceNo: '0922333444' })).toMatchObject({
      data: { current: { status: 'overdue' } },
    });
    advanceSandboxClock(40 * 24 * 60 * 60_000);
    actAs(DEMO_CUSTOMER_IDS.mobile);
    expect(await getBillInfo({ deviceNo: '0912345678' })).toMatchObject({
      data: { current: { status: 'overdue' } },
    });
  });

  it('gives a bill detail by month and receipt number, and refuses a wrong pair', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    const info = await getBillInfo({ deviceNo: '0912345678' });
    if (!('data' in info)) throw new Error(info.error.message);
    const past = info.data.history[3]!;
    const detail = await getBillDetail({ deviceNo: '0912345678', ...past });
    expect(detail).toMatchObject({ data: { receiptNo: past.receiptNo, status: 'paid' } });
    const wrong = await getBillDetail({
      deviceNo: '0912345678',
      billMonth: info.data.history[4]!.billMonth,
      receiptNo: past.receiptNo,
    });
    expect(errorOf(wrong)).toMatchObject({ message: BILL_MESSAGES.billNotFound });
  });

  it('refuses a bill call without the business source header', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    const result = await call({ method: 'GET', path: 'Bill/BillInfo' });
    expect(errorOf(result)).toMatchObject({ message: BILL_MESSAGES.missingSource });
  });

  it('pays bills, records the payment and refuses to pay them twice', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0922333444');
    const info = await getBillInfo({ deviceNo: '0922333444' });
    if (!('data' in info)) throw new Error(info.error.message);
    const receiptNo = info.data.current!.receiptNo;
    const paid = await multiPayment({ receiptNos: [receiptNo], channel: 'creditCard' });
    expect(paid).toMatchObject({ data: { paidAmount: info.data.current!.amount } });
    expect(await getBillInfo({ deviceNo: '0922333444' })).toMatchObject({
      data: { current: { status: 'paid' }, totalDue: 0 },
    });
    const payments = await getPayments({ deviceNo: '0922333444' });
    expect('data' in payments && payments.data[0]?.receiptNo).toBe(receiptNo);
    const again = await multiPayment({ receiptNos: [receiptNo], channel: 'creditCard' });
    expect(errorOf(again)).toMatchObject({ message: BILL_MESSAGES.nothingToPay });
  });
});

describe('sandbox public content', () => {
  it('serves announcements, versions and the sandbox time without a session', async () => {
    sendHeaders({});
    // Tests see no announcements unless they ask, so that the popup covers no other screen.
    localStorage.setItem(SHOW_ANNOUNCEMENTS_KEY, 'on');
    const announcements = await getSitecoreAnnouncement();
    expect('data' in announcements && announcements.data.length).toBeGreaterThanOrEqual(5);
    expect(await getVersionInfo({ platform: 'ios' })).toMatchObject({
      data: { platform: 'ios' },
    });
    advanceSandboxClock(24 * 60 * 60_000);
    const time = await getCurrentTime();
    if (!('data' in time)) throw new Error(time.error.message);
    const serverTime = new Date(time.data.serverTime).getTime();
    expect(serverTime).toBeGreaterThan(Date.now() + 23 * 60 * 60_000);
  });
});
