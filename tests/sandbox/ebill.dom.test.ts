import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../../src/api/call';
import {
  applyForEBill,
  applyForSmsBill,
  applyForSmsBillForFixLine,
  cancelForEBillWithMailConfirm,
  cancelForSmsBill,
  cancelForSmsBillForFixLine,
  getEBillStatus,
  getSmsBillStatus,
  getSmsBillStatusForFixLine,
  updateForEBillWithMailConfirm,
  updatePwdFlagForEBillWithMailConfirm,
} from '../../src/api/billSettings';
import { checkEBillConfirmation, eBillConfirm, getEBillConfirmToken } from '../../src/api/ebill';
import { setCommonHeaderProvider } from '../../src/api/http';
import { advanceSandboxClock } from '../../src/sandbox/db/clock';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import { db } from '../../src/sandbox/db/state';
import { SEEDED_EBILL_TOKENS } from '../../src/sandbox/db/tables/ebill';
import { EBILL_MESSAGES as MESSAGES } from '../../src/sandbox/handlers/ebill/shared';
import { SANDBOX_MESSAGES } from '../../src/sandbox/handlers/support';
import { actAs, sendHeaders } from './support';

afterEach(() => {
  setCommonHeaderProvider(() => ({}));
});

const HOUR_MS = 3_600_000;
const errorOf = (result: object) => ('error' in result ? result.error : undefined);
function dataOf<T>(result: { data: T } | { error: unknown }): T {
  if ('error' in result) throw new Error(`expected data, got ${JSON.stringify(result.error)}`);
  return result.data;
}

/** The token of the link in the mail the sandbox pretends to have sent for the number. */
async function mailToken(): Promise<string> {
  const token = dataOf(await getEBillStatus()).pending?.sandboxMailToken;
  if (!token) throw new Error('no confirmation mail is pending');
  return token;
}

/** Opens the link of the mail: a confirm token, then the confirmation. */
async function followLink(token: string) {
  const ticket = await getEBillConfirmToken({ token });
  if ('error' in ticket) return ticket;
  return eBillConfirm({ token, confirmToken: ticket.data.confirmToken });
}

describe('e-bill', () => {
  it('applies only after the confirmation mail, then shows the e-bill', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    expect(dataOf(await getEBillStatus())).toMatchObject({
      applied: false,
      rid: null,
      pending: null,
      appliedRid: null,
    });
    const ack = dataOf(await applyForEBill({ email: ' wang.new@example.com ' }));
    const pending = dataOf(await getEBillStatus());
    expect(pending).toMatchObject({
      applied: false,
      rid: ack.rid,
      pending: { action: 'apply', email: 'wang.new@example.com' },
    });
    const token = await mailToken();

    // Anyone holding the link sees what it is for, masked; nothing changes by looking.
    sendHeaders({});
    expect(dataOf(await checkEBillConfirmation({ token }))).toMatchObject({
      status: 'pending',
      action: 'apply',
      deviceNo: '0912*4*6*8',
      email: 'wa******@example.com',
      confirmedAt: null,
    });
    const confirmed = dataOf(await followLink(token));
    expect(confirmed).toMatchObject({ status: 'confirmed', action: 'apply' });
    expect(confirmed.confirmedAt).not.toBeNull();

    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    expect(dataOf(await getEBillStatus())).toMatchObject({
      applied: true,
      email: 'wang.new@example.com',
      pwdFlag: 'Y',
      appliedRid: ack.rid,
      rid: null,
      pending: null,
    });
  });

  it('refuses a second application for a number that has the e-bill', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0922333444');
    expect(errorOf(await applyForEBill({ email: 'other@example.com' }))).toMatchObject({
      message: MESSAGES.alreadyApplied,
    });
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    dataOf(await applyForEBill({ email: 'wang@example.com' }));
    dataOf(await followLink(await mailToken()));
    expect(errorOf(await applyForEBill({ email: 'wang@example.com' }))).toMatchObject({
      message: MESSAGES.alreadyApplied,
    });
  });

  it('refuses a malformed address', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    expect(errorOf(await applyForEBill({ email: 'not-an-address' }))).toMatchObject({
      message: MESSAGES.badEmail,
    });
    expect(dataOf(await getEBillStatus()).pending).toBeNull();
  });

  it('uses a link once: the second confirmation is refused, the check says confirmed', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    dataOf(await applyForEBill({ email: 'wang@example.com' }));
    const token = await mailToken();
    const ticket = dataOf(await getEBillConfirmToken({ token }));
    dataOf(await eBillConfirm({ token, confirmToken: ticket.confirmToken }));
    expect(errorOf(await eBillConfirm({ token, confirmToken: ticket.confirmToken }))).toMatchObject(
      { message: MESSAGES.linkUsed },
    );
    expect(errorOf(await getEBillConfirmToken({ token }))).toMatchObject({
      message: MESSAGES.linkUsed,
    });
    expect(dataOf(await checkEBillConfirmation({ token })).status).toBe('confirmed');
  });

  it('lets a link expire after 24 hours', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    dataOf(await applyForEBill({ email: 'wang@example.com' }));
    const token = await mailToken();
    advanceSandboxClock(24 * HOUR_MS + 1000);
    expect(dataOf(await checkEBillConfirmation({ token })).status).toBe('expired');
    expect(errorOf(await followLink(token))).toMatchObject({ message: MESSAGES.linkExpired });
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    expect(dataOf(await getEBillStatus())).toMatchObject({ applied: false, pending: null });
  });

  it('needs a fresh confirm token: none, a wrong one or one older than 5 minutes is refused', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    dataOf(await applyForEBill({ email: 'wang@example.com' }));
    const token = await mailToken();
    expect(errorOf(await eBillConfirm({ token, confirmToken: 'ct-guess' }))).toMatchObject({
      message: MESSAGES.badConfirmToken,
    });
    const ticket = dataOf(await getEBillConfirmToken({ token }));
    expect(ticket.expiresIn).toBe(300);
    advanceSandboxClock(5 * 60 * 1000 + 1000);
    expect(errorOf(await eBillConfirm({ token, confirmToken: ticket.confirmToken }))).toMatchObject(
      { message: MESSAGES.badConfirmToken },
    );
    dataOf(await followLink(token));
  });

  it('voids the earlier link when a new request is sent', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    dataOf(await applyForEBill({ email: 'typo@example.con' }));
    const first = await mailToken();
    dataOf(await applyForEBill({ email: 'wang@example.com' }));
    const second = await mailToken();
    expect(second).not.toBe(first);
    expect(dataOf(await checkEBillConfirmation({ token: first })).status).toBe('superseded');
    expect(errorOf(await followLink(first))).toMatchObject({ message: MESSAGES.linkSuperseded });
    expect(dataOf(await followLink(second)).status).toBe('confirmed');
  });

  it('answers the seeded links and refuses an unknown one', async () => {
    expect(
      dataOf(await checkEBillConfirmation({ token: SEEDED_EBILL_TOKENS.expired })).status,
    ).toBe('expired');
    expect(dataOf(await checkEBillConfirmation({ token: SEEDED_EBILL_TOKENS.used })).status).toBe(
      'confirmed',
    );
    expect(errorOf(await checkEBillConfirmation({ token: 'no-such-link' }))).toMatchObject({
      message: MESSAGES.unknownLink,
    });
  });

  it('sends nothing without a token', async () => {
    expect(errorOf(await checkEBillConfirmation({ token: '  ' }))).toMatchObject({
      message: 'Confirmation token is required',
    });
    expect(errorOf(await eBillConfirm({ token: 'x', confirmToken: '' }))).toMatchObject({
      message: 'Confirmation token is required',
    });
  });

  it('changes the address and the password flag only once each is confirmed', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0922333444');
    expect(
      errorOf(await updateForEBillWithMailConfirm({ email: 'WANG.XIAOMING@example.com' })),
    ).toMatchObject({ message: MESSAGES.sameEmail });
    dataOf(await updateForEBillWithMailConfirm({ email: 'mom@example.com' }));
    expect(dataOf(await getEBillStatus())).toMatchObject({
      email: 'wang.xiaoming@example.com',
      pending: { action: 'update', email: 'mom@example.com' },
    });
    dataOf(await followLink(await mailToken()));
    expect(dataOf(await getEBillStatus()).email).toBe('mom@example.com');

    expect(errorOf(await updatePwdFlagForEBillWithMailConfirm({ pwdFlag: 'Y' }))).toMatchObject({
      message: MESSAGES.samePwdFlag,
    });
    dataOf(await updatePwdFlagForEBillWithMailConfirm({ pwdFlag: 'N' }));
    expect(dataOf(await getEBillStatus())).toMatchObject({
      pwdFlag: 'Y',
      pending: { action: 'pwdFlag', pwdFlag: 'N', email: 'mom@example.com' },
    });
    dataOf(await followLink(await mailToken()));
    expect(dataOf(await getEBillStatus()).pwdFlag).toBe('N');
  });

  it('cancels only an active e-bill, named by its rid, after the confirmation', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    expect(errorOf(await cancelForEBillWithMailConfirm({ rid: 'EB-SEED-0001' }))).toMatchObject({
      message: MESSAGES.notApplied,
    });
    expect(errorOf(await updateForEBillWithMailConfirm({ email: 'a@example.com' }))).toMatchObject({
      message: MESSAGES.notApplied,
    });
    expect(errorOf(await updatePwdFlagForEBillWithMailConfirm({ pwdFlag: 'N' }))).toMatchObject({
      message: MESSAGES.notApplied,
    });

    actAs(DEMO_CUSTOMER_IDS.mobile, '0922333444');
    expect(errorOf(await cancelForEBillWithMailConfirm({ rid: 'EB-OTHER' }))).toMatchObject({
      message: MESSAGES.wrongRid,
    });
    const { appliedRid } = dataOf(await getEBillStatus());
    dataOf(await cancelForEBillWithMailConfirm({ rid: appliedRid ?? '' }));
    expect(dataOf(await getEBillStatus())).toMatchObject({
      applied: true,
      pending: { action: 'cancel' },
    });
    dataOf(await followLink(await mailToken()));
    expect(dataOf(await getEBillStatus())).toMatchObject({ applied: false, appliedRid: null });
  });

  it('needs the business source, a session and the customer’s own number', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    expect(errorOf(await call({ method: 'GET', path: 'Bill/EBillStatus' }))).toMatchObject({
      message: MESSAGES.missingSource,
    });
    expect(
      errorOf(await call({ method: 'POST', path: 'Bill/EbillCheck', body: { token: 'x' } })),
    ).toMatchObject({ message: MESSAGES.missingSource });
    sendHeaders({ token: 'nobody', deviceno: '0912345678' });
    expect(errorOf(await getEBillStatus())).toMatchObject({
      message: SANDBOX_MESSAGES.notLoggedIn,
    });
    actAs(DEMO_CUSTOMER_IDS.mobile, '0223456789');
    expect(errorOf(await getEBillStatus())).toMatchObject({
      message: SANDBOX_MESSAGES.deviceNotOwned,
    });
  });
});

describe('SMS bill', () => {
  it('applies once for a mobile number and cancels by its rid', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    expect(dataOf(await getSmsBillStatus())).toEqual({
      applied: false,
      mobile: '0912345678',
      rid: null,
      appliedAt: null,
    });
    const { rid } = dataOf(await applyForSmsBill());
    expect(errorOf(await applyForSmsBill())).toMatchObject({
      message: MESSAGES.smsAlreadyApplied,
    });
    const status = dataOf(await getSmsBillStatus());
    expect(status).toMatchObject({ applied: true, rid, mobile: '0912345678' });
    expect(errorOf(await cancelForSmsBill({ rid: 'SB-OTHER' }))).toMatchObject({
      message: MESSAGES.wrongRid,
    });
    dataOf(await cancelForSmsBill({ rid: rid ?? '' }));
    expect(dataOf(await getSmsBillStatus()).applied).toBe(false);
    expect(errorOf(await cancelForSmsBill({ rid: rid ?? '' }))).toMatchObject({
      message: MESSAGES.smsNotApplied,
    });
  });

  it('texts a fixed line’s bill to the member’s mobile and cancels with a reason', async () => {
    actAs(DEMO_CUSTOMER_IDS.fixedBroadband, '0223456789');
    expect(dataOf(await getSmsBillStatusForFixLine())).toMatchObject({
      applied: true,
      mobile: '0928765432',
      rid: 'SB-SEED-0002',
    });
    expect(errorOf(await applyForSmsBillForFixLine())).toMatchObject({
      message: MESSAGES.smsAlreadyApplied,
    });
    expect(errorOf(await cancelForSmsBillForFixLine({ reasonId: '42' }))).toMatchObject({
      message: MESSAGES.badReason,
    });
    dataOf(await cancelForSmsBillForFixLine({ reasonId: '02' }));
    expect(db().ebill.smsCancellations).toEqual([
      expect.objectContaining({ deviceNo: '0223456789', reasonId: '02' }),
    ]);
    expect(errorOf(await cancelForSmsBillForFixLine({ reasonId: '02' }))).toMatchObject({
      message: MESSAGES.smsNotApplied,
    });
    dataOf(await applyForSmsBillForFixLine());
    expect(dataOf(await getSmsBillStatusForFixLine()).applied).toBe(true);
  });

  it('keeps each kind of line to its own calls and refuses company numbers', async () => {
    actAs(DEMO_CUSTOMER_IDS.fixedBroadband, '0223456789');
    expect(errorOf(await getSmsBillStatus())).toMatchObject({ message: MESSAGES.smsNotMobile });
    actAs(DEMO_CUSTOMER_IDS.fixedBroadband, 'HN12345678');
    expect(errorOf(await getSmsBillStatusForFixLine())).toMatchObject({
      message: MESSAGES.smsNotFixLine,
    });
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    expect(errorOf(await applyForSmsBillForFixLine())).toMatchObject({
      message: MESSAGES.smsNotFixLine,
    });
    actAs(DEMO_CUSTOMER_IDS.enterprise, '0955123456');
    expect(errorOf(await getSmsBillStatus())).toMatchObject({ message: MESSAGES.smsCompany });
    expect(errorOf(await applyForSmsBill())).toMatchObject({ message: MESSAGES.smsCompany });
  });
});
