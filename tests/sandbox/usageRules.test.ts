import { beforeEach, describe, expect, it } from 'vitest';
import { mutate, resetSandbox } from '../../src/sandbox/db/state';
import { SANDBOX_OTP_CODE } from '../../src/sandbox/db/tables/login';
import {
  applyForCallDetails,
  availableMonthsOf,
  confirmApplication,
  DELIVERY_MS,
  issueCode,
  lineTypeOf,
  maskMail,
  USAGE_MESSAGES as MESSAGES,
  usageDb,
  verifyCode,
} from '../../src/sandbox/db/tables/usageRules';
import type { DeviceRow } from '../../src/sandbox/db/types';

const NOW = new Date('2026-03-10T04:00:00Z');
const MINUTE_MS = 60_000;
const later = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE_MS);

function device(deviceNo: string, change: Partial<DeviceRow> = {}): DeviceRow {
  return {
    deviceNo,
    customerId: 'C-TEST',
    deviceType: 'mobile',
    alias: '',
    defaultAlias: '',
    ratePlan: '5G 1399',
    monthlyFee: 1399,
    activatedOn: '2025-12-15',
    index: 0,
    ...change,
  };
}

const MOBILE = device('0912000001');
const refusal = (message: string) => ({ ok: false, message });

/** A verified code's token, as the application step needs it. */
function authToken(deviceNo = MOBILE.deviceNo): string {
  issueCode('sms', deviceNo, 'C-TEST', NOW);
  const verified = verifyCode('sms', deviceNo, 'C-TEST', SANDBOX_OTP_CODE, NOW);
  if (!verified.ok) throw new Error(verified.message);
  return verified.value.token;
}

beforeEach(() => {
  resetSandbox();
  mutate((database) => {
    database.usage.oneTimeCodes = [];
    database.usage.callDetailsAuth = [];
    database.usage.callDetails = [];
  });
});

describe('call-detail months and lines', () => {
  it('offers the billed months since the number started, at most six', () => {
    expect(availableMonthsOf(MOBILE, NOW)).toEqual(['202602', '202601']);
    expect(availableMonthsOf(device('0912000002', { activatedOn: '2020-01-01' }), NOW)).toEqual([
      '202602',
      '202601',
      '202512',
      '202511',
      '202510',
      '202509',
    ]);
  });

  it('tells mobile and fixed lines apart and offers broadband none', () => {
    expect(lineTypeOf(MOBILE)).toBe('mobile');
    expect(lineTypeOf(device('0223456789', { deviceType: 'fixedline' }))).toBe('fixline');
    expect(lineTypeOf(device('HN1', { deviceType: 'broadband' }))).toBeNull();
  });

  it('masks an address after its first two characters', () => {
    expect(maskMail('wang.xiaoming@example.com')).toBe('wa***********@example.com');
    expect(maskMail('ab@example.com')).toBe('***@example.com');
  });
});

describe('one-time codes', () => {
  it('sends at most one code a minute per number', () => {
    expect(issueCode('sms', MOBILE.deviceNo, 'C-TEST', NOW)).toEqual({
      ok: true,
      value: { expiresIn: 300 },
    });
    expect(issueCode('sms', MOBILE.deviceNo, 'C-TEST', later(0.5))).toEqual(
      refusal(MESSAGES.codeTooSoon),
    );
    expect(issueCode('sms', MOBILE.deviceNo, 'C-TEST', later(1.5))).toMatchObject({ ok: true });
  });

  it('gives a token for the right code, once', () => {
    issueCode('sms', MOBILE.deviceNo, 'C-TEST', NOW);
    const verified = verifyCode('sms', MOBILE.deviceNo, 'C-TEST', SANDBOX_OTP_CODE, later(1));
    expect(verified.ok && verified.value.token).toMatch(/^CDA-/);
    expect(verifyCode('sms', MOBILE.deviceNo, 'C-TEST', SANDBOX_OTP_CODE, later(1))).toEqual(
      refusal(MESSAGES.codeMissing),
    );
  });

  it('refuses a missing, expired or wrong code, and voids it at the fifth wrong one', () => {
    expect(verifyCode('sms', MOBILE.deviceNo, 'C-TEST', '000000', NOW)).toEqual(
      refusal(MESSAGES.codeMissing),
    );
    issueCode('sms', MOBILE.deviceNo, 'C-TEST', NOW);
    expect(verifyCode('sms', MOBILE.deviceNo, 'C-TEST', SANDBOX_OTP_CODE, later(6))).toEqual(
      refusal(MESSAGES.codeExpired),
    );
    const attempts = [1, 2, 3, 4, 5].map(() =>
      verifyCode('sms', MOBILE.deviceNo, 'C-TEST', '000000', NOW),
    );
    expect(attempts.slice(0, 4)).toEqual(Array(4).fill(refusal(MESSAGES.codeWrong)));
    expect(attempts[4]).toEqual(refusal(MESSAGES.codeLocked));
    expect(verifyCode('sms', MOBILE.deviceNo, 'C-TEST', SANDBOX_OTP_CODE, NOW)).toEqual(
      refusal(MESSAGES.codeLocked),
    );
  });
});

describe('call-detail applications', () => {
  const application = (token: string, change: Partial<{ billMonth: string; email: string }> = {}) =>
    applyForCallDetails(
      {
        device: MOBILE,
        lineType: 'mobile',
        billMonth: '202602',
        email: 'wang@example.com',
        authToken: token,
        ...change,
      },
      NOW,
    );

  it('records an application awaiting the mail confirmation, then processes it once', () => {
    const applied = application(authToken());
    expect(applied).toMatchObject({
      ok: true,
      value: { billMonth: '202602', status: 'awaitingConfirmation', email: 'wa***@example.com' },
    });
    if (!applied.ok) return;
    const confirmed = confirmApplication(applied.value.id, later(5));
    expect(confirmed).toMatchObject({ ok: true, value: { status: 'processing' } });
    expect(confirmApplication(applied.value.id, later(5 + DELIVERY_MS / MINUTE_MS))).toMatchObject({
      ok: true,
      value: { status: 'sent' },
    });
  });

  it('refuses without a verified code, for another month, a bad address or a second time', () => {
    expect(application('CDA-unknown')).toEqual(refusal(MESSAGES.authRequired));
    expect(application(authToken(), { billMonth: '202508' })).toEqual(
      refusal(MESSAGES.monthNotAvailable),
    );
    expect(application(authToken(), { email: 'not-an-address' })).toEqual(
      refusal(MESSAGES.emailFormat),
    );
    expect(application(authToken())).toMatchObject({ ok: true });
    expect(application(authToken())).toEqual(refusal(MESSAGES.duplicate));
  });

  it('refuses a line without call details and the wrong kind of line', () => {
    const broadband = device('HN1', { deviceType: 'broadband' });
    expect(
      applyForCallDetails(
        {
          device: broadband,
          lineType: 'mobile',
          billMonth: '202602',
          email: 'a@b.tw',
          authToken: '',
        },
        NOW,
      ),
    ).toEqual(refusal(MESSAGES.callDetailsNotOffered));
    expect(
      applyForCallDetails(
        {
          device: MOBILE,
          lineType: 'fixline',
          billMonth: '202602',
          email: 'a@b.tw',
          authToken: '',
        },
        NOW,
      ),
    ).toEqual(refusal(MESSAGES.wrongLineType));
  });

  it('lets a confirmation link expire after a day, and knows no unknown id', () => {
    const applied = application(authToken());
    if (!applied.ok) throw new Error(applied.message);
    expect(confirmApplication(applied.value.id, later(24 * 60 + 1))).toEqual(
      refusal(MESSAGES.confirmExpired),
    );
    expect(confirmApplication('CD-NONE', NOW)).toEqual(refusal(MESSAGES.applicationNotFound));
    expect(usageDb().callDetails).toHaveLength(1);
  });
});
