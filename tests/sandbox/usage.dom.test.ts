import { afterEach, describe, expect, it } from 'vitest';
import {
  applyCallDetailsForFixLine,
  applyCallDetailsForMobile,
  confirmCallDetailsEmail,
  getCallDetailsHistory,
  sendCallDetailsSmsOtp,
  verifyCallDetailsSmsOtp,
} from '../../src/api/callDetails';
import { getEReceiptMonthInfo, reissueEReceipt } from '../../src/api/eReceipt';
import { setCommonHeaderProvider } from '../../src/api/http';
import { getTelOtp, verifyTelOtp } from '../../src/api/otp';
import { getRechargeBalance, getRechargeLog, recharge } from '../../src/api/recharge';
import { getDataUsageHistory } from '../../src/api/bill';
import { getInternetUsage, getMobileUsage } from '../../src/api/usage';
import { advanceSandboxClock } from '../../src/sandbox/db/clock';
import { seedUsageTables } from '../../src/sandbox/db/tables/usageSeed';
import { SANDBOX_OTP_CODE } from '../../src/sandbox/db/tables/login';
import { USAGE_MESSAGES as MESSAGES } from '../../src/sandbox/db/tables/usageRules';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import { actAs } from './support';

afterEach(() => {
  setCommonHeaderProvider(() => ({}));
});

type Result<T> = { data: T } | { error: { message: string } };
function dataOf<T>(result: Result<T>): T {
  if ('error' in result) throw new Error(`expected data, got ${result.error.message}`);
  return result.data;
}
const messageOf = (result: Result<unknown>) => ('error' in result ? result.error.message : '');

const WANG = DEMO_CUSTOMER_IDS.mobile;
const CHEN = DEMO_CUSTOMER_IDS.fixedBroadband;

describe('sandbox usage seed', () => {
  it('is the same for the same instant and has 12 months per long-standing number', () => {
    const now = new Date('2026-03-15T04:00:00Z');
    const first = seedUsageTables(now);
    expect(seedUsageTables(now)).toEqual(first);
    const months = first.monthlyUsage.filter((row) => row.deviceNo === '0912345678');
    expect(months).toHaveLength(12);
    expect(months.at(-1)?.month).toBe('202603');
    const days = first.dailyUsage.filter((row) => row.deviceNo === '0912345678');
    expect(days).toHaveLength(15);
    const sum = Math.round(days.reduce((total, day) => total + day.dataMB, 0) * 100) / 100;
    expect(months.at(-1)?.dataMB).toBe(sum);
  });

  it('gives a new number only the days since it started', () => {
    const now = new Date('2026-03-15T04:00:00Z');
    const tables = seedUsageTables(now);
    expect(tables.monthlyUsage.filter((row) => row.deviceNo === '0933555666')).toHaveLength(1);
    expect(tables.dailyUsage.filter((row) => row.deviceNo === '0933555666')).toHaveLength(3);
  });
});

describe('sandbox usage calls', () => {
  it('answers the data history of a mobile number with WM56, refuses other kinds', async () => {
    actAs(WANG, '0912345678');
    const history = dataOf(await getDataUsageHistory());
    expect(history.months).toHaveLength(12);
    expect(history.allowanceMB).toBeNull();
    expect(history.updatedAt).toEqual(expect.any(String));
    actAs(CHEN, 'HN12345678');
    expect(messageOf(await getDataUsageHistory())).toBe(MESSAGES.notMobile);
  });

  it('answers this cycle by day for a mobile number, totals matching the days', async () => {
    actAs(WANG);
    const usage = dataOf(await getMobileUsage({ deviceNo: '0922333444' }));
    expect(usage.dataAllowanceMB).toBe(10 * 1024);
    const total = usage.days.reduce((sum, day) => sum + day.voiceMinutes, 0);
    expect(usage.totals.voiceMinutes).toBe(total);
    actAs(CHEN);
    expect(messageOf(await getMobileUsage({ deviceNo: '0223456789' }))).toBe(MESSAGES.notMobile);
  });

  it('answers internet usage for broadband only, and never for another customer', async () => {
    actAs(CHEN);
    const usage = dataOf(await getInternetUsage({ deviceNo: 'HN12345678' }));
    expect(usage.months).toHaveLength(12);
    expect(usage.months.every((month) => month.downloadMB > month.uploadMB)).toBe(true);
    expect(messageOf(await getInternetUsage({ deviceNo: '0223456789' }))).toBe(
      MESSAGES.notBroadband,
    );
    actAs(WANG);
    expect(messageOf(await getInternetUsage({ deviceNo: 'HN12345678' }))).toBe(
      '此門號不屬於您的帳號',
    );
  });
});

async function smsToken(deviceNo: string): Promise<string> {
  dataOf(await sendCallDetailsSmsOtp({ deviceNo }));
  return dataOf(await verifyCallDetailsSmsOtp({ deviceNo, smsOtp: SANDBOX_OTP_CODE })).token ?? '';
}

describe('sandbox call details', () => {
  it('offers the last 6 billed months and lists earlier applications', async () => {
    actAs(WANG);
    const history = dataOf(await getCallDetailsHistory({ deviceNo: '0912345678' }));
    expect(history.lineType).toBe('mobile');
    expect(history.availableMonths).toHaveLength(6);
    expect(history.applications.map((row) => row.status)).toEqual(['sent', 'sent']);
    expect(history.applications[0]?.email).toMatch(/^\w{2}\*+@example\.com$/);
    const fresh = dataOf(await getCallDetailsHistory({ deviceNo: '0933555666' }));
    expect(fresh.availableMonths).toEqual([]);
  });

  it('applies with a verified SMS code, once per month, then confirms by mail', async () => {
    actAs(WANG);
    const month =
      dataOf(await getCallDetailsHistory({ deviceNo: '0922333444' })).availableMonths[0] ?? '';
    const request = { deviceNo: '0922333444', billMonth: month, email: 'mum@example.com' };
    expect(messageOf(await applyCallDetailsForMobile({ ...request, authToken: 'nope' }))).toBe(
      MESSAGES.authRequired,
    );
    const token = await smsToken('0922333444');
    const applied = dataOf(await applyCallDetailsForMobile({ ...request, authToken: token }));
    expect(applied.status).toBe('awaitingConfirmation');
    // The token is used up, and the month is taken.
    expect(messageOf(await applyCallDetailsForMobile({ ...request, authToken: token }))).toBe(
      MESSAGES.authRequired,
    );
    advanceSandboxClock(61_000);
    const second = await smsToken('0922333444');
    expect(messageOf(await applyCallDetailsForMobile({ ...request, authToken: second }))).toBe(
      MESSAGES.duplicate,
    );
    const confirmed = dataOf(await confirmCallDetailsEmail({ id: applied.id }));
    expect(confirmed.status).toBe('processing');
    advanceSandboxClock(10 * 60_000);
    const later = dataOf(await getCallDetailsHistory({ deviceNo: '0922333444' }));
    expect(later.applications.find((row) => row.id === applied.id)?.status).toBe('sent');
  });

  it('refuses a wrong code, a code asked again within a minute, and an expired code', async () => {
    actAs(WANG);
    dataOf(await sendCallDetailsSmsOtp({ deviceNo: '0912345678' }));
    expect(messageOf(await sendCallDetailsSmsOtp({ deviceNo: '0912345678' }))).toBe(
      MESSAGES.codeTooSoon,
    );
    expect(
      messageOf(await verifyCallDetailsSmsOtp({ deviceNo: '0912345678', smsOtp: '000000' })),
    ).toBe(MESSAGES.codeWrong);
    advanceSandboxClock(5 * 60_000 + 1000);
    expect(
      messageOf(
        await verifyCallDetailsSmsOtp({ deviceNo: '0912345678', smsOtp: SANDBOX_OTP_CODE }),
      ),
    ).toBe(MESSAGES.codeExpired);
  });

  it('voids a code after 5 wrong tries', async () => {
    actAs(WANG);
    dataOf(await sendCallDetailsSmsOtp({ deviceNo: '0912345678' }));
    for (let attempt = 1; attempt < 5; attempt += 1) {
      await verifyCallDetailsSmsOtp({ deviceNo: '0912345678', smsOtp: '111111' });
    }
    expect(
      messageOf(await verifyCallDetailsSmsOtp({ deviceNo: '0912345678', smsOtp: '111111' })),
    ).toBe(MESSAGES.codeLocked);
    expect(
      messageOf(
        await verifyCallDetailsSmsOtp({ deviceNo: '0912345678', smsOtp: SANDBOX_OTP_CODE }),
      ),
    ).toBe(MESSAGES.codeLocked);
  });

  it('checks the fixed line holder before the tel code, and applies for the fixed line', async () => {
    actAs(CHEN, '0223456789');
    expect(messageOf(await getTelOtp({ telNo: '0223456789', pid: 'A123456789' }))).toBe(
      MESSAGES.pidMismatch,
    );
    expect(messageOf(await getTelOtp({ telNo: 'HN12345678', pid: 'F223456788' }))).toBe(
      MESSAGES.telNotOwned,
    );
    dataOf(await getTelOtp({ telNo: '0223456789', pid: 'f223456788' }));
    const token =
      dataOf(await verifyTelOtp({ telNo: '0223456789', telOtp: SANDBOX_OTP_CODE })).token ?? '';
    const month =
      dataOf(await getCallDetailsHistory({ deviceNo: '0223456789' })).availableMonths[1] ?? '';
    const request = { deviceNo: '0223456789', billMonth: month, email: 'chen@example.com' };
    expect(messageOf(await applyCallDetailsForMobile({ ...request, authToken: token }))).toBe(
      MESSAGES.wrongLineType,
    );
    const applied = dataOf(await applyCallDetailsForFixLine({ ...request, authToken: token }));
    expect(applied.lineType).toBe('fixline');
  });

  it('lets an unconfirmed application expire after a day', async () => {
    actAs(WANG);
    const month =
      dataOf(await getCallDetailsHistory({ deviceNo: '0912345678' })).availableMonths[0] ?? '';
    const token = await smsToken('0912345678');
    const applied = dataOf(
      await applyCallDetailsForMobile({
        deviceNo: '0912345678',
        billMonth: month,
        email: 'wang@example.com',
        authToken: token,
      }),
    );
    advanceSandboxClock(24 * 60 * 60_000 + 1000);
    expect(messageOf(await confirmCallDetailsEmail({ id: applied.id }))).toBe(
      MESSAGES.confirmExpired,
    );
    expect(messageOf(await confirmCallDetailsEmail({ id: 'CDUNKNOWN' }))).toBe(
      MESSAGES.applicationNotFound,
    );
  });
});

describe('sandbox e-receipts', () => {
  it('lists the bills and reissues copies and receipts of paid months, once a day', async () => {
    actAs(WANG);
    const info = dataOf(await getEReceiptMonthInfo({ deviceNo: '0912345678' }));
    expect(info.months).toHaveLength(12);
    const unpaid = info.months.find((month) => month.status !== 'paid')?.billMonth ?? '';
    const paid = info.months.find((month) => month.status === 'paid')?.billMonth ?? '';
    const request = { deviceNo: '0912345678', billMonths: [], receiptMonths: [unpaid] };
    expect(messageOf(await reissueEReceipt(request))).toBe(MESSAGES.receiptUnpaid);
    const done = dataOf(
      await reissueEReceipt({
        deviceNo: '0912345678',
        billMonths: [unpaid],
        receiptMonths: [paid],
      }),
    );
    expect(done.email).toMatch(/@example\.com$/);
    expect(
      messageOf(
        await reissueEReceipt({ deviceNo: '0912345678', billMonths: [paid], receiptMonths: [] }),
      ),
    ).toBe(MESSAGES.reissueToday);
    const seven = info.months.slice(0, 7).map((month) => month.billMonth);
    expect(
      messageOf(
        await reissueEReceipt({ deviceNo: '0912345678', billMonths: seven, receiptMonths: [] }),
      ),
    ).toBe(MESSAGES.reissueTooMany);
  });
});

describe('sandbox recharge', () => {
  it('adds a valid amount to the balance and logs it', async () => {
    actAs(WANG);
    expect(dataOf(await getRechargeBalance({ deviceNo: '0912345678' })).balance).toBe(350);
    const record = dataOf(await recharge({ deviceNo: '0912345678', amount: 500 }));
    expect(record.balanceAfter).toBe(850);
    const log = dataOf(await getRechargeLog({ deviceNo: '0912345678' }));
    expect(log[0]?.rechargeId).toBe(record.rechargeId);
    expect(log).toHaveLength(4);
  });

  it('refuses amounts out of range or step, over the balance limit, and a 4th a day', async () => {
    actAs(WANG);
    for (const amount of [50, 3100, 150]) {
      expect(messageOf(await recharge({ deviceNo: '0922333444', amount }))).toBe(
        MESSAGES.rechargeAmount,
      );
    }
    dataOf(await recharge({ deviceNo: '0922333444', amount: 3000 }));
    expect(messageOf(await recharge({ deviceNo: '0922333444', amount: 2100 }))).toBe(
      MESSAGES.rechargeOverBalance,
    );
    dataOf(await recharge({ deviceNo: '0922333444', amount: 100 }));
    dataOf(await recharge({ deviceNo: '0922333444', amount: 100 }));
    expect(messageOf(await recharge({ deviceNo: '0922333444', amount: 100 }))).toBe(
      MESSAGES.rechargeDailyLimit,
    );
  });

  it('is for mobile numbers only', async () => {
    actAs(CHEN);
    expect(messageOf(await getRechargeBalance({ deviceNo: 'HN12345678' }))).toBe(
      MESSAGES.rechargeNotMobile,
    );
  });
});
