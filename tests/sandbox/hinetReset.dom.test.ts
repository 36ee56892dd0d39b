import { afterEach, describe, expect, it } from 'vitest';
import { setCommonHeaderProvider } from '../../src/api/http';
import {
  allocateStaticIp,
  deallocateStaticIp,
  modifyHnPassword,
  queryStaticIp,
  updateStaticIpEmail,
} from '../../src/api/hinet';
import {
  authenticationHn,
  getMobileTokenOtp,
  modReceiveNo,
  resetModPw,
  setHnPassCode,
  verifyMobileTokenOtp,
  verifyModNo,
  verifyModNoNoLogin,
} from '../../src/api/hinetReset';
import { getLoginChallenge } from '../../src/api/member';
import { db } from '../../src/sandbox/db/state';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import { SANDBOX_CAPTCHA_ANSWER, SANDBOX_OTP_CODE } from '../../src/sandbox/db/tables/login';
import { DEMO_HN_LINE, DEMO_MOD_NO } from '../../src/sandbox/db/tables/fixedlineSeed';
import { HINET_RESET_REFUSALS } from '../../src/sandbox/db/tables/hinetResetRules';
import { actAs, dataOf } from './support';

const CHEN = DEMO_CUSTOMER_IDS.fixedBroadband;
const CHEN_PID = 'F223456788';
const CHEN_MOBILE = '0928765432';

const codeOf = (result: { error?: { code?: string } } | object) =>
  'error' in result ? result.error?.code : undefined;

afterEach(() => {
  setCommonHeaderProvider(() => ({}));
});

describe('HiNet static IP and the member password (spec 01 §7)', () => {
  it('allocates, reports, mails and releases through the five calls', async () => {
    actAs(CHEN, DEMO_HN_LINE);
    expect(dataOf(await queryStaticIp()).ip).toBe('');
    const allocated = dataOf(await allocateStaticIp());
    expect(allocated.ip).toMatch(/^61\.220\.\d+\.\d+$/);
    expect(dataOf(await queryStaticIp()).ip).toBe(allocated.ip);
    await updateStaticIpEmail({ contactEmail: 'noc@example.com' });
    expect(dataOf(await queryStaticIp()).contactEmail).toBe('noc@example.com');
    dataOf(await deallocateStaticIp());
    expect(dataOf(await queryStaticIp()).ip).toBe('');
  });

  it('changes the member HiNet password with the pid, typed in any case', async () => {
    actAs(CHEN, DEMO_HN_LINE);
    const wrongPid = await modifyHnPassword({ newHnPassword: 'Hinet2026', pid: 'A123456789' });
    expect(codeOf(wrongPid)).toBe(HINET_RESET_REFUSALS.hnUnknown.code);
    const weak = await modifyHnPassword({ newHnPassword: 'short', pid: CHEN_PID });
    expect(codeOf(weak)).toBe(HINET_RESET_REFUSALS.badHnPassword.code);
    dataOf(await modifyHnPassword({ newHnPassword: 'Hinet2026', pid: CHEN_PID.toLowerCase() }));
    expect(db().fixedline.hnAccounts[0]?.passwordChangedAt).not.toBeNull();
  });
});

describe('MOD password reset', () => {
  it('lets a visitor reset with the pid and the SMS code; a wrong code changes nothing', async () => {
    const unknown = await verifyModNoNoLogin({ deviceno: DEMO_MOD_NO, pid: 'A123456789' });
    expect(codeOf(unknown)).toBe(HINET_RESET_REFUSALS.modUnknown.code);
    const early = await modReceiveNo({ deviceno: DEMO_MOD_NO });
    expect(codeOf(early)).toBe(HINET_RESET_REFUSALS.modNotVerified.code);

    const found = dataOf(await verifyModNoNoLogin({ deviceno: 'm12345678', pid: 'f223456788' }));
    expect(found).toEqual({ deviceno: DEMO_MOD_NO, sentTo: '0928***432' });
    dataOf(await modReceiveNo({ deviceno: DEMO_MOD_NO }));
    const reset = { deviceno: DEMO_MOD_NO, pw: '2468', type: 'nologin' } as const;
    expect(codeOf(await resetModPw({ ...reset, rno: '000000' }))).toBe(
      HINET_RESET_REFUSALS.modCodeWrong.code,
    );
    expect(codeOf(await resetModPw({ ...reset, pw: '12', rno: SANDBOX_OTP_CODE }))).toBe(
      HINET_RESET_REFUSALS.badModPassword.code,
    );
    dataOf(await resetModPw({ ...reset, rno: SANDBOX_OTP_CODE }));
    expect(db().fixedline.modBoxes[0]?.passwordChangedAt).not.toBeNull();
  });

  it('finds a member box only on the member own lines', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    expect(codeOf(await verifyModNo({ deviceno: DEMO_MOD_NO }))).toBe(
      HINET_RESET_REFUSALS.modUnknown.code,
    );
    actAs(CHEN, DEMO_HN_LINE);
    expect(dataOf(await verifyModNo({ deviceno: DEMO_MOD_NO })).deviceno).toBe(DEMO_MOD_NO);
  });
});

describe('HiNet account password for a visitor', () => {
  it('proves the mobile, then the account, then sets the password', async () => {
    const challenge = dataOf(await getLoginChallenge());
    dataOf(
      await getMobileTokenOtp({
        mobileNo: CHEN_MOBILE,
        captcha: challenge.authToken,
        code: SANDBOX_CAPTCHA_ANSWER,
      }),
    );
    const wrong = await verifyMobileTokenOtp({ mobile: CHEN_MOBILE, otp: '111111' });
    expect(codeOf(wrong)).toBe(HINET_RESET_REFUSALS.mobileCodeWrong.code);
    const { mobileToken } = dataOf(
      await verifyMobileTokenOtp({ mobile: CHEN_MOBILE, otp: SANDBOX_OTP_CODE }),
    );
    const other = await authenticationHn({ hnNo: DEMO_HN_LINE, pid: 'A123456789', mobileToken });
    expect(codeOf(other)).toBe(HINET_RESET_REFUSALS.hnUnknown.code);
    const auth = dataOf(
      await authenticationHn({ hnNo: DEMO_HN_LINE, pid: CHEN_PID.toLowerCase(), mobileToken }),
    );
    expect(auth.accountType).toBe('normal');
    const input = { hnNo: DEMO_HN_LINE, authToken: auth.authToken, newPassword: 'Hinet2027' };
    expect(codeOf(await setHnPassCode({ ...input, accountType: 'passCode' }))).toBe(
      HINET_RESET_REFUSALS.wrongAccountType.code,
    );
    dataOf(await setHnPassCode({ ...input, accountType: 'normal' }));
    expect(codeOf(await setHnPassCode({ ...input, accountType: 'normal' }))).toBe(
      HINET_RESET_REFUSALS.tokenExpired.code,
    );
  });
});
