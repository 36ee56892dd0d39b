import { beforeEach, describe, expect, it } from 'vitest';
import {
  getChtMemberInfo,
  getDeviceMenu,
  getFastLoginSetting,
  getLoginChallenge,
  getSignInBoard,
  loginGateway,
  setFastLoginSetting,
  signInToday,
} from '../../src/api/member';
import { getOtp, getOtpWithCaptcha, validateCaptcha, verifyOtp } from '../../src/api/otp';
import { checkMemberSiteSession, checkOtpw } from '../../src/api/sso';
import { advanceSandboxClock } from '../../src/sandbox/db/clock';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import { db } from '../../src/sandbox/db/state';
import {
  LOGIN_LIMITS,
  SANDBOX_CAPTCHA_ANSWER,
  SANDBOX_OTP_CODE,
} from '../../src/sandbox/db/tables/login';
import { LOGIN_MESSAGES } from '../../src/sandbox/db/tables/loginRules';
import { actAs, sendHeaders } from './support';

const IDENTIFIER = 'browser-1';
const WANG = { mobileNo: '0912345678', pid: 'a123456789', identifier: IDENTIFIER };

function dataOf<T>(result: { data: T } | { error: { message: string } }): T {
  if ('error' in result) throw new Error(`Expected data, got: ${result.error.message}`);
  return result.data;
}

async function challenge(): Promise<string> {
  return dataOf(await getLoginChallenge()).authToken;
}

async function validatedChallenge(): Promise<string> {
  const authToken = await challenge();
  dataOf(await validateCaptcha({ token: authToken, code: SANDBOX_CAPTCHA_ANSWER }));
  return authToken;
}

async function requestCode(request = WANG) {
  const authToken = await challenge();
  return getOtpWithCaptcha({ ...request, captcha: authToken, code: SANDBOX_CAPTCHA_ANSWER });
}

beforeEach(() => {
  sendHeaders({});
});

describe('sandbox captcha', () => {
  it('hands out a challenge whose picture shows the documented answer', async () => {
    const data = dataOf(await getLoginChallenge());
    expect(data.authToken).toMatch(/^cap-/);
    expect(decodeURIComponent(data.captchaImage)).toContain(SANDBOX_CAPTCHA_ANSWER);
  });

  it('refuses a wrong answer and then the used-up challenge', async () => {
    const authToken = await challenge();
    expect(await validateCaptcha({ token: authToken, code: '0000' })).toMatchObject({
      error: { message: LOGIN_MESSAGES.captchaWrong },
    });
    expect(await validateCaptcha({ token: authToken, code: SANDBOX_CAPTCHA_ANSWER })).toMatchObject(
      { error: { message: LOGIN_MESSAGES.captchaExpired } },
    );
  });

  it('lets a challenge expire after 10 minutes', async () => {
    const authToken = await challenge();
    advanceSandboxClock(LOGIN_LIMITS.challengeTtlMs);
    expect(await validateCaptcha({ token: authToken, code: SANDBOX_CAPTCHA_ANSWER })).toMatchObject(
      { error: { message: LOGIN_MESSAGES.captchaExpired } },
    );
  });
});

describe('sandbox member account login', () => {
  it('logs each demo customer in and the session works for member calls', async () => {
    for (const [uid, pw, name] of [
      ['wang.xiaoming', 'Sandbox-1234', '王小明'],
      ['CHEN.MEILING', 'Sandbox-5678', '陳美玲'],
      ['24681358', 'Sandbox-2468', '好客科技股份有限公司'],
    ] as const) {
      const login = dataOf(await loginGateway({ authToken: await validatedChallenge(), uid, pw }));
      expect(login.memberInfo?.name).toBe(name);
      expect(login.expiresIn).toBe(7200);
      sendHeaders({ token: login.token });
      expect(dataOf(await getChtMemberInfo()).name).toBe(name);
      sendHeaders({});
    }
  });

  it('needs a challenge that passed the captcha, once', async () => {
    const unchecked = await challenge();
    expect(
      await loginGateway({ authToken: unchecked, uid: 'wang.xiaoming', pw: 'Sandbox-1234' }),
    ).toMatchObject({ error: { message: LOGIN_MESSAGES.captchaFirst } });
    const authToken = await validatedChallenge();
    dataOf(await loginGateway({ authToken, uid: 'wang.xiaoming', pw: 'Sandbox-1234' }));
    expect(
      await loginGateway({ authToken, uid: 'wang.xiaoming', pw: 'Sandbox-1234' }),
    ).toMatchObject({ error: { message: LOGIN_MESSAGES.captchaExpired } });
  });

  it('refuses a wrong password and locks the account after the fifth', async () => {
    for (let attempt = 1; attempt < LOGIN_LIMITS.maxPasswordFailures; attempt += 1) {
      expect(
        await loginGateway({
          authToken: await validatedChallenge(),
          uid: 'wang.xiaoming',
          pw: 'wrong',
        }),
      ).toMatchObject({ error: { message: LOGIN_MESSAGES.accountWrong } });
    }
    const attempt = () =>
      validatedChallenge().then((authToken) =>
        loginGateway({ authToken, uid: 'wang.xiaoming', pw: 'Sandbox-1234' }),
      );
    expect(
      await loginGateway({ authToken: await validatedChallenge(), uid: 'wang.xiaoming', pw: 'x' }),
    ).toMatchObject({ error: { message: LOGIN_MESSAGES.accountLocked } });
    expect(await attempt()).toMatchObject({ error: { message: LOGIN_MESSAGES.accountLocked } });
    advanceSandboxClock(LOGIN_LIMITS.lockMs);
    expect(await attempt()).toHaveProperty('data');
  });

  it('answers an unknown account like a wrong password', async () => {
    expect(
      await loginGateway({ authToken: await validatedChallenge(), uid: 'nobody', pw: 'x' }),
    ).toMatchObject({ error: { message: LOGIN_MESSAGES.accountWrong } });
  });
});

describe('sandbox SMS code login', () => {
  it('sends the documented code and logs in with an SMS session', async () => {
    expect(dataOf(await requestCode())).toEqual({ expiresIn: 300 });
    const verified = dataOf(
      await verifyOtp({
        mobileNo: WANG.mobileNo,
        smsOtp: SANDBOX_OTP_CODE,
        identifier: IDENTIFIER,
      }),
    );
    expect(verified.token).toMatch(/^SMS-/);
    sendHeaders({ token: verified.token });
    expect(dataOf(await getDeviceMenu()).devices[0]?.deviceNo).toBe('0912345678');
  });

  it('needs the captcha, the right id and a number with fast login on', async () => {
    const authToken = await challenge();
    expect(await getOtpWithCaptcha({ ...WANG, captcha: authToken, code: '9999' })).toMatchObject({
      error: { message: LOGIN_MESSAGES.captchaWrong },
    });
    expect(await requestCode({ ...WANG, pid: 'F223456788' })).toMatchObject({
      error: { message: LOGIN_MESSAGES.mobileMismatch },
    });
    expect(await requestCode({ ...WANG, mobileNo: '091234567' })).toMatchObject({
      error: { message: LOGIN_MESSAGES.mobileFormat },
    });
    // GetOTP without captcha is only a resend of an earlier code.
    expect(await getOtp(WANG)).toMatchObject({ error: { message: LOGIN_MESSAGES.captchaFirst } });
  });

  it("refuses a wrong code with the carrier's message and voids it after five", async () => {
    dataOf(await requestCode());
    const wrong = () =>
      verifyOtp({ mobileNo: WANG.mobileNo, smsOtp: '000000', identifier: IDENTIFIER });
    for (let attempt = 1; attempt < LOGIN_LIMITS.maxWrongOtp; attempt += 1) {
      expect(await wrong()).toMatchObject({ error: { message: LOGIN_MESSAGES.otpWrong } });
    }
    expect(await wrong()).toMatchObject({ error: { message: LOGIN_MESSAGES.otpLocked } });
    expect(
      await verifyOtp({
        mobileNo: WANG.mobileNo,
        smsOtp: SANDBOX_OTP_CODE,
        identifier: IDENTIFIER,
      }),
    ).toMatchObject({ error: { message: LOGIN_MESSAGES.otpLocked } });
  });

  it('lets a code expire after 5 minutes and only for the browser that asked', async () => {
    dataOf(await requestCode());
    expect(
      await verifyOtp({ mobileNo: WANG.mobileNo, smsOtp: SANDBOX_OTP_CODE, identifier: 'other' }),
    ).toMatchObject({ error: { message: LOGIN_MESSAGES.otpMissing } });
    advanceSandboxClock(LOGIN_LIMITS.otpTtlMs);
    expect(
      await verifyOtp({
        mobileNo: WANG.mobileNo,
        smsOtp: SANDBOX_OTP_CODE,
        identifier: IDENTIFIER,
      }),
    ).toMatchObject({ error: { message: LOGIN_MESSAGES.otpExpired } });
  });

  it('resends at most once a minute and five times a day', async () => {
    dataOf(await requestCode());
    expect(await getOtp(WANG)).toMatchObject({ error: { message: LOGIN_MESSAGES.resendTooSoon } });
    for (let send = 2; send <= LOGIN_LIMITS.maxSendsPerDay; send += 1) {
      advanceSandboxClock(LOGIN_LIMITS.resendIntervalMs);
      dataOf(await getOtp(WANG));
    }
    advanceSandboxClock(LOGIN_LIMITS.resendIntervalMs);
    expect(await getOtp(WANG)).toMatchObject({ error: { message: LOGIN_MESSAGES.sendLimit } });
  });

  it('logs in the fixed-line and enterprise customers by their registered mobile', async () => {
    for (const request of [
      { mobileNo: '0928765432', pid: 'F223456788', identifier: IDENTIFIER },
      { mobileNo: '0955123456', pid: '24681358', identifier: IDENTIFIER },
    ]) {
      dataOf(await requestCode(request));
      const verified = dataOf(
        await verifyOtp({
          mobileNo: request.mobileNo,
          smsOtp: SANDBOX_OTP_CODE,
          identifier: IDENTIFIER,
        }),
      );
      expect(verified.token).toMatch(/^SMS-/);
    }
  });
});

describe('sandbox member site', () => {
  it('/Check answers the live session token and keeps it alive', async () => {
    const signIn = actAs(DEMO_CUSTOMER_IDS.mobile);
    advanceSandboxClock(100 * 60 * 1000);
    expect(dataOf(await checkMemberSiteSession())).toEqual({ token: signIn.token });
    advanceSandboxClock(100 * 60 * 1000);
    // 200 minutes after the login, the session lives on because /Check renewed it.
    expect(dataOf(await checkMemberSiteSession())).toEqual({ token: signIn.token });
    sendHeaders({ token: 'unknown' });
    expect(dataOf(await checkMemberSiteSession())).toEqual({ token: '' });
  });

  it('OtpwCheck_V2 tells whether the otpw is a member login and the same as the token', async () => {
    const signIn = actAs(DEMO_CUSTOMER_IDS.mobile);
    expect(dataOf(await checkOtpw({ otpw: signIn.token }))).toEqual({
      isMemberLogin: true,
      isTheSame: true,
    });
    sendHeaders({ token: 'another' });
    expect(dataOf(await checkOtpw({ otpw: signIn.token }))).toEqual({
      isMemberLogin: true,
      isTheSame: false,
    });
    expect(dataOf(await checkOtpw({ otpw: 'gone' }))).toEqual({
      isMemberLogin: false,
      isTheSame: false,
    });
  });
});

describe('sandbox fast login and check-in', () => {
  it('keeps the fast-login preference; turned off, SMS login is refused', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    expect(dataOf(await getFastLoginSetting())).toEqual({ enabled: true, mobile: '0912345678' });
    expect(await setFastLoginSetting({ enabled: true, mobile: '0955123456' })).toMatchObject({
      error: { message: LOGIN_MESSAGES.fastLoginMobile },
    });
    dataOf(await setFastLoginSetting({ enabled: true, mobile: '0922333444' }));
    expect(dataOf(await getFastLoginSetting())).toEqual({ enabled: true, mobile: '0922333444' });
    dataOf(await setFastLoginSetting({ enabled: false, mobile: '0922333444' }));
    sendHeaders({});
    expect(await requestCode({ ...WANG, mobileNo: '0922333444' })).toMatchObject({
      error: { message: LOGIN_MESSAGES.mobileMismatch },
    });
  });

  it('needs a session', async () => {
    expect(await getFastLoginSetting()).toMatchObject({
      error: { message: '尚未登入或登入已逾時，請重新登入' },
    });
    expect(await getSignInBoard()).toMatchObject({
      error: { message: '尚未登入或登入已逾時，請重新登入' },
    });
  });

  it('checks in once a day, earning points and lengthening the streak', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    const before = dataOf(await getSignInBoard());
    expect(before).toMatchObject({ checkedInToday: false, streak: 3 });
    const points = db().customers.find((row) => row.id === DEMO_CUSTOMER_IDS.mobile)?.hamipoint;
    const after = dataOf(await signInToday());
    expect(after).toMatchObject({ checkedInToday: true, streak: 4 });
    expect(db().customers.find((row) => row.id === DEMO_CUSTOMER_IDS.mobile)?.hamipoint).toBe(
      (points ?? 0) + LOGIN_LIMITS.pointsPerCheckIn,
    );
    expect(await signInToday()).toMatchObject({
      error: { message: LOGIN_MESSAGES.alreadyCheckedIn },
    });
    advanceSandboxClock(24 * 60 * 60 * 1000);
    actAs(DEMO_CUSTOMER_IDS.mobile);
    expect(dataOf(await getSignInBoard())).toMatchObject({ checkedInToday: false, streak: 4 });
  });
});
