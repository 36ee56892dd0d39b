import { afterEach, describe, expect, it } from 'vitest';
import {
  getRatePlanList,
  ratePlanChange,
  applyVoLte,
  applyVoLteCheck,
} from '../../src/api/contract';
import {
  applyNw,
  bibrApply,
  bibrApplyStep2,
  bibrCancel,
  bibrCancelStep2,
  cancelNw,
  esimSupportCheck,
  getBarringStatus,
  getEsimDeviceTypes,
  getLocalFeeSuggestion,
  getPuk,
  mergeAcntAdd,
  mergeAcntPrimaryNo,
  mergeAcntRemove,
  inquiryPuk,
  inquiryPukForCustomer,
  nwStatus,
  pukForCustomer,
  queryInAndOutDeviceNumber,
} from '../../src/api/device';
import { setCommonHeaderProvider } from '../../src/api/http';
import { getLoginChallenge } from '../../src/api/member';
import {
  getRatePlanSuggestion,
  getTelSuspendStatus,
  telOneWayResume,
  telOneWaySuspend,
  telTwoWayResume,
  telTwoWaySuspend,
} from '../../src/api/mobile';
import { advanceSandboxClock } from '../../src/sandbox/db/clock';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import { SANDBOX_CAPTCHA_ANSWER, SANDBOX_OTP_CODE } from '../../src/sandbox/db/tables/login';
import { nextBillingCycleStart } from '../../src/sandbox/db/tables/mobile';
import { sandboxNow } from '../../src/sandbox/db/clock';
import { mutate } from '../../src/sandbox/db/state';
import {
  MOBILE_ERROR_CODES,
  MOBILE_MESSAGES,
  lineIn,
} from '../../src/sandbox/db/tables/mobileRules';
import { actAs, sendHeaders } from './support';

afterEach(() => {
  setCommonHeaderProvider(() => ({}));
});

function dataOf<T>(result: { data: T } | { error: unknown }): T {
  if ('error' in result) throw new Error(`expected data, got ${JSON.stringify(result.error)}`);
  return result.data;
}
const errorOf = (result: object) => ('error' in result ? result.error : undefined);

async function captcha() {
  const { authToken } = dataOf(await getLoginChallenge());
  return { captcha: authToken, code: SANDBOX_CAPTCHA_ANSWER };
}

describe('rate plan change', () => {
  it('books a change for the next billing cycle and refuses a second while it is pending', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0922333444');
    const plans = dataOf(await getRatePlanList());
    expect(plans).toHaveLength(5);
    expect(plans.find((plan) => plan.isCurrent)?.PackageCode).toBe('M4G599');

    const receipt = dataOf(await ratePlanChange({ serviceType: 'M', packageCode: 'M5G599' }));
    expect(receipt).toEqual({
      PackageCode: 'M5G599',
      name: '5G 599 方案',
      effectiveFrom: nextBillingCycleStart(sandboxNow()),
    });
    const again = await ratePlanChange({ serviceType: 'M', packageCode: 'M4G999' });
    expect(errorOf(again)).toMatchObject({ code: MOBILE_ERROR_CODES.changePending });

    const listed = dataOf(await getRatePlanList());
    expect(listed.find((plan) => plan.PackageCode === 'M5G599')?.pendingFrom).toBe(
      receipt.effectiveFrom,
    );
  });

  it('applies the change once its billing cycle begins', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0922333444');
    dataOf(await ratePlanChange({ serviceType: 'M', packageCode: 'M4G399' }));
    advanceSandboxClock(32 * 24 * 60 * 60 * 1000);
    actAs(DEMO_CUSTOMER_IDS.mobile, '0922333444');
    const plans = dataOf(await getRatePlanList());
    expect(plans.find((plan) => plan.isCurrent)?.PackageCode).toBe('M4G399');
    expect(plans.some((plan) => plan.pendingFrom)).toBe(false);
  });

  it('refuses while the contract forbids changes, and an unknown plan', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    const plans = dataOf(await getRatePlanList());
    expect(plans.find((plan) => plan.isCurrent)?.contractLockedUntil).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    expect(
      errorOf(await ratePlanChange({ serviceType: 'M', packageCode: 'M4G599' })),
    ).toMatchObject({ code: MOBILE_ERROR_CODES.contractLocked });
    actAs(DEMO_CUSTOMER_IDS.mobile, '0922333444');
    expect(errorOf(await ratePlanChange({ serviceType: 'M', packageCode: 'X' }))).toMatchObject({
      message: MOBILE_MESSAGES.planUnknown,
    });
  });

  it('suggests the plan with the lowest cost over the billed months', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    const suggestion = dataOf(await getRatePlanSuggestion());
    expect(suggestion.currentPackageCode).toBe('M5G1399');
    expect(suggestion.months).toHaveLength(6);
    // Unlimited use: the 4G unlimited plan costs less, minus its extra minutes past 200.
    expect(suggestion.suggestedPackageCode).toBe('M4G999');
    const extra = (suggestion.months ?? []).reduce(
      (sum, month) => sum + (month.suggestedExtraMinutes ?? 0),
      0,
    );
    expect(suggestion.estimatedSaving).toBe(Math.round(400 - (extra * 3) / 6));
  });

  it('gives landline advice for a fixed line only', async () => {
    actAs(DEMO_CUSTOMER_IDS.fixedBroadband, '0223456789');
    const advice = dataOf(await getLocalFeeSuggestion());
    expect(advice.months.length).toBeGreaterThan(0);
    expect(advice.estimatedSaving).toBeGreaterThanOrEqual(0);
    actAs(DEMO_CUSTOMER_IDS.fixedBroadband, 'HN12345678');
    expect(errorOf(await getLocalFeeSuggestion())).toMatchObject({
      message: MOBILE_MESSAGES.notLandline,
    });
  });
});

describe('suspension', () => {
  it('suspends one way with the service password and resumes', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    expect(dataOf(await getTelSuspendStatus()).status).toBe('normal');

    const wrong = await telOneWaySuspend({ passwd: '000000' });
    expect(errorOf(wrong)).toMatchObject({ code: MOBILE_ERROR_CODES.passwordWrong });
    expect(dataOf(await getTelSuspendStatus()).status).toBe('normal');

    expect(dataOf(await telOneWaySuspend({ passwd: '135790' })).status).toBe('oneWaySuspended');
    expect(errorOf(await telOneWaySuspend({ passwd: '135790' }))).toMatchObject({
      message: MOBILE_MESSAGES.alreadySuspended,
    });
    expect(errorOf(await telTwoWayResume({ passwd: '135790' }))).toMatchObject({
      message: MOBILE_MESSAGES.notTwoWay,
    });
    const status = dataOf(await getTelSuspendStatus());
    expect(status.status).toBe('oneWaySuspended');
    expect(status.suspendedSince).toBeDefined();

    expect(dataOf(await telOneWayResume({ passwd: '135790' })).status).toBe('normal');
  });

  it('goes from one way to two way and back to normal', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0922333444');
    dataOf(await telOneWaySuspend({ passwd: '246802' }));
    expect(dataOf(await telTwoWaySuspend({ passwd: '246802' })).status).toBe('twoWaySuspended');
    expect(dataOf(await telTwoWayResume({ passwd: '246802' })).status).toBe('normal');
  });

  it('refuses a plan change while suspended', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0922333444');
    dataOf(await telTwoWaySuspend({ passwd: '246802' }));
    expect(
      errorOf(await ratePlanChange({ serviceType: 'M', packageCode: 'M5G599' })),
    ).toMatchObject({ code: MOBILE_ERROR_CODES.lineSuspended });
    expect(dataOf(await getRatePlanList()).some((plan) => plan.pendingFrom)).toBe(false);
  });

  it('locks the service password for 15 minutes after 5 wrong ones in a row', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0933555666');
    for (let attempt = 1; attempt < 5; attempt += 1) {
      expect(errorOf(await telOneWaySuspend({ passwd: '111111' }))).toMatchObject({
        code: MOBILE_ERROR_CODES.passwordWrong,
      });
    }
    expect(errorOf(await telOneWaySuspend({ passwd: '111111' }))).toMatchObject({
      code: MOBILE_ERROR_CODES.passwordLocked,
    });
    expect(errorOf(await telOneWaySuspend({ passwd: '369258' }))).toMatchObject({
      code: MOBILE_ERROR_CODES.passwordLocked,
    });
    expect(dataOf(await getTelSuspendStatus()).passwordLockedUntil).toBeDefined();
    advanceSandboxClock(15 * 60 * 1000);
    actAs(DEMO_CUSTOMER_IDS.mobile, '0933555666');
    expect(dataOf(await getTelSuspendStatus()).passwordLockedUntil).toBeUndefined();
    expect(dataOf(await telOneWaySuspend({ passwd: '369258' })).status).toBe('oneWaySuspended');
  });

  it('refuses a number that is not a mobile line', async () => {
    actAs(DEMO_CUSTOMER_IDS.fixedBroadband, '0223456789');
    expect(errorOf(await getTelSuspendStatus())).toMatchObject({ message: MOBILE_MESSAGES.noLine });
  });
});

describe('PUK', () => {
  it('answers the codes of the member own number', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    expect(dataOf(await getPuk({ dssn: '0922333444' }))).toEqual({
      puk1: '51736204',
      puk2: '92648137',
    });
    actAs(DEMO_CUSTOMER_IDS.fixedBroadband, '0223456789');
    expect(errorOf(await getPuk({ dssn: '0922333444' }))).toBeDefined();
  });

  it('answers without login to number, SIM serial and birthday with a captcha', async () => {
    sendHeaders({});
    const proof = { number: '0912345678', simSerial: '8988692000012345678', birthday: '19880412' };
    expect(dataOf(await pukForCustomer({ ...proof, ...(await captcha()) })).puk1).toBe('83920571');
    expect(
      errorOf(await pukForCustomer({ ...proof, birthday: '19880413', ...(await captcha()) })),
    ).toMatchObject({ message: MOBILE_MESSAGES.pukMismatch });
    const { captcha: challenge } = await captcha();
    expect(
      errorOf(await pukForCustomer({ ...proof, captcha: challenge, code: '0000' })),
    ).toMatchObject({ code: MOBILE_ERROR_CODES.captchaWrong });
    // The challenge was spent by the wrong answer.
    expect(
      errorOf(await pukForCustomer({ ...proof, captcha: challenge, code: '2580' })),
    ).toBeDefined();
  });

  it('answers by the spec 02 names inquiryPUK and InquiryPukforCustomer', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    expect(dataOf(await inquiryPuk({ dssn: '0922333444', birthday: '19880412' })).puk1).toBe(
      '51736204',
    );
    expect(errorOf(await inquiryPuk({ dssn: '0922333444', birthday: '19880413' }))).toMatchObject({
      code: MOBILE_ERROR_CODES.pukMismatch,
    });
    sendHeaders({});
    const proof = { number: '0933555666', simSerial: '8988692000033555666', birthday: '19880412' };
    expect(dataOf(await inquiryPukForCustomer({ ...proof, ...(await captcha()) })).puk1).toBe(
      '27491836',
    );
  });
});

describe('handsets', () => {
  it('lists models and checks eSIM support', async () => {
    const models = dataOf(await getEsimDeviceTypes());
    expect(models.length).toBeGreaterThan(3);
    expect(dataOf(await esimSupportCheck({ deviceType: 'APPLE-IPHONE15' })).supported).toBe(true);
    expect(dataOf(await esimSupportCheck({ deviceType: 'SAMSUNG-A14' })).supported).toBe(false);
    expect(errorOf(await esimSupportCheck({ deviceType: 'NOPE' }))).toBeDefined();
  });

  it('applies VoLTE when handset and plan allow it, once', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0922333444');
    expect(dataOf(await applyVoLteCheck())).toMatchObject({
      applied: false,
      handsetSupported: true,
    });
    dataOf(await applyVoLte());
    expect(dataOf(await applyVoLteCheck()).applied).toBe(true);
    expect(errorOf(await applyVoLte())).toMatchObject({ message: MOBILE_MESSAGES.voLteOn });
    actAs(DEMO_CUSTOMER_IDS.mobile, '0933555666');
    expect(dataOf(await applyVoLteCheck())).toMatchObject({
      applied: false,
      handsetSupported: false,
      planSupported: true,
      planName: '5G 599 方案',
    });
    expect(errorOf(await applyVoLte())).toMatchObject({ message: MOBILE_MESSAGES.voLteHandset });
  });

  it('refuses VoLTE on a plan without it, with the reason', async () => {
    mutate((database) => {
      const line = lineIn(database, '0922333444');
      if (line) line.packageCode = 'M4G399';
    });
    actAs(DEMO_CUSTOMER_IDS.mobile, '0922333444');
    expect(dataOf(await applyVoLteCheck())).toMatchObject({
      handsetSupported: true,
      planSupported: false,
      planName: '4G 399 方案',
    });
    expect(errorOf(await applyVoLte())).toMatchObject({ message: MOBILE_MESSAGES.voLtePlan });
    expect(dataOf(await applyVoLteCheck()).applied).toBe(false);
  });
});

describe('one number, several devices', () => {
  const WATCH_EID = '89049032000000000000000006789096';
  const TABLET_EID = '89049032000000000000000002468037';

  it('lists, adds up to the maximum and removes companion SIMs', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    const seeded = dataOf(await mergeAcntPrimaryNo());
    expect(seeded).toMatchObject({ primaryNo: '0912345678', maxCompanions: 2, monthlyFee: 99 });
    expect(seeded.companions).toEqual([
      expect.objectContaining({ simId: 'ON-0001', kind: 'watch', name: 'Apple Watch' }),
    ]);

    const added = dataOf(await mergeAcntAdd({ kind: 'tablet', identifier: TABLET_EID, name: '' }));
    expect(added.companions).toHaveLength(2);
    expect(
      errorOf(await mergeAcntAdd({ kind: 'watch', identifier: WATCH_EID, name: 'Second watch' })),
    ).toMatchObject({ code: MOBILE_ERROR_CODES.companionLimit });

    const removed = dataOf(await mergeAcntRemove({ simId: 'ON-0001' }));
    expect(removed.companions.map((companion) => companion.identifier)).toEqual([TABLET_EID]);
    expect(errorOf(await mergeAcntRemove({ simId: 'ON-0001' }))).toMatchObject({
      message: MOBILE_MESSAGES.companionUnknown,
    });
    expect(dataOf(await mergeAcntPrimaryNo()).companions).toHaveLength(1);
  });

  it('refuses an EID in use on any number, a wrong check digit and an unknown kind', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0922333444');
    expect(
      errorOf(
        await mergeAcntAdd({
          kind: 'watch',
          identifier: '89049032000000000000000001234585',
          name: '',
        }),
      ),
    ).toMatchObject({ code: MOBILE_ERROR_CODES.companionDuplicate });
    expect(
      errorOf(
        await mergeAcntAdd({
          kind: 'watch',
          identifier: '89049032000000000000000006789097',
          name: '',
        }),
      ),
    ).toMatchObject({ code: MOBILE_ERROR_CODES.companionId });
    expect(
      errorOf(await mergeAcntAdd({ kind: 'phone' as 'watch', identifier: WATCH_EID, name: '' })),
    ).toMatchObject({ message: MOBILE_MESSAGES.companionKind });
    expect(dataOf(await mergeAcntPrimaryNo()).companions).toEqual([]);
  });
});

describe('repair status', () => {
  it('finds slips by slip number or mobile number behind a captcha', async () => {
    sendHeaders({});
    const bySlip = dataOf(
      await queryInAndOutDeviceNumber({ searchNo: 'r1130002', ...(await captcha()) }),
    );
    expect(bySlip).toEqual([
      expect.objectContaining({
        slipNo: 'R1130002',
        stage: 'readyForPickup',
        maskedNumber: '0922***444',
      }),
    ]);
    const byNumber = dataOf(
      await queryInAndOutDeviceNumber({ searchNo: '0912345678', ...(await captcha()) }),
    );
    expect(byNumber.map((slip) => slip.slipNo)).toEqual(['R1130001', 'R1130003']);
    expect(
      dataOf(await queryInAndOutDeviceNumber({ searchNo: '0900000000', ...(await captcha()) })),
    ).toEqual([]);
    const { captcha: challenge } = await captcha();
    expect(
      errorOf(
        await queryInAndOutDeviceNumber({ searchNo: 'R1130002', captcha: challenge, code: '1' }),
      ),
    ).toMatchObject({ code: MOBILE_ERROR_CODES.captchaWrong });
  });
});

describe('network services and call barring', () => {
  it('turns the fake base-station alert on and off', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0922333444');
    expect(dataOf(await nwStatus({ serviceCode: 'FAKE2G' })).active).toBe(false);
    expect(dataOf(await applyNw({ serviceCode: 'FAKE2G' })).active).toBe(true);
    expect(errorOf(await applyNw({ serviceCode: 'FAKE2G' }))).toBeDefined();
    expect(dataOf(await cancelNw({ serviceCode: 'FAKE2G' })).active).toBe(false);
    expect(errorOf(await nwStatus({ serviceCode: 'OTHER' }))).toBeDefined();
  });

  it('knows ad blocking and mobile security with their fees, and not on a suspended line', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0922333444');
    expect(dataOf(await nwStatus({ serviceCode: 'ADBLOCK' }))).toMatchObject({
      active: false,
      monthlyFee: 35,
    });
    expect(dataOf(await nwStatus({ serviceCode: 'MSECURITY' })).monthlyFee).toBe(49);
    mutate((database) => {
      const line = lineIn(database, '0922333444');
      if (line) line.suspend = 'oneWaySuspended';
    });
    expect(errorOf(await applyNw({ serviceCode: 'ADBLOCK' }))).toMatchObject({
      code: MOBILE_ERROR_CODES.lineSuspended,
    });
    mutate((database) => {
      const line = lineIn(database, '0922333444');
      if (line) line.suspend = 'normal';
    });
    expect(dataOf(await applyNw({ serviceCode: 'ADBLOCK' })).active).toBe(true);
    expect(dataOf(await cancelNw({ serviceCode: 'ADBLOCK' })).active).toBe(false);
  });

  it('bars incoming calls only with the SMS code of step 2', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0922333444');
    const challenge = dataOf(await bibrApply({ type: 'BI' }));
    expect(challenge.sentTo).toBe('0922***444');
    const wrong = await bibrApplyStep2({ sessionId: challenge.sessionId, otp: '000000' });
    expect(errorOf(wrong)).toMatchObject({ code: MOBILE_ERROR_CODES.otpWrong });
    expect(dataOf(await getBarringStatus())).toEqual({ BI: false, BR: false });

    expect(
      dataOf(await bibrApplyStep2({ sessionId: challenge.sessionId, otp: SANDBOX_OTP_CODE })),
    ).toEqual({ BI: true, BR: false });
    expect(
      errorOf(await bibrApplyStep2({ sessionId: challenge.sessionId, otp: SANDBOX_OTP_CODE })),
    ).toMatchObject({ message: MOBILE_MESSAGES.sessionInvalid });

    const cancel = dataOf(await bibrCancel({ type: 'BI' }));
    expect(
      errorOf(await bibrApplyStep2({ sessionId: cancel.sessionId, otp: SANDBOX_OTP_CODE })),
    ).toBeDefined();
    expect(
      dataOf(await bibrCancelStep2({ sessionId: cancel.sessionId, otp: SANDBOX_OTP_CODE })),
    ).toEqual({ BI: false, BR: false });
  });

  it('lets a code expire after five minutes', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0922333444');
    const challenge = dataOf(await bibrApply({ type: 'BR' }));
    advanceSandboxClock(6 * 60 * 1000);
    expect(
      errorOf(await bibrApplyStep2({ sessionId: challenge.sessionId, otp: SANDBOX_OTP_CODE })),
    ).toMatchObject({ message: MOBILE_MESSAGES.otpExpired });
  });
});
