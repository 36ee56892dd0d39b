import { afterEach, describe, expect, it } from 'vitest';
import { setCommonHeaderProvider } from '../../src/api/http';
import {
  getTransferCouponLog,
  getUnusedCoupons,
  saveCoupon,
  transferCouponAct,
  transferCouponChk,
} from '../../src/api/coupon';
import { getMobileDiscount, getSimplifiedInformation } from '../../src/api/dashboard';
import { getProjCustomerCode } from '../../src/api/device';
import { getChtMemberInfo, getDeviceMenu } from '../../src/api/member';
import {
  addDevice,
  deleteDssn,
  getChtMemberProfile,
  getHamiPointQrCode,
  getLineBindStatus,
  getMemberBenefits,
  redeemBenefit,
  removeDevice,
  setDssnConfirm,
  setDssnSendCode,
  updateBirthday,
  updateName,
} from '../../src/api/memberArea';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import { DEMO_COUPON_CODE } from '../../src/sandbox/db/tables/memberArea';
import { COUPON_MESSAGES } from '../../src/sandbox/handlers/coupons';
import { MEMBER_AREA_MESSAGES as MESSAGES } from '../../src/sandbox/db/tables/memberAreaRules';
import { actAs } from './support';

afterEach(() => {
  setCommonHeaderProvider(() => ({}));
});

function dataOf<T>(result: { data: T } | { error: { message: string } }): T {
  if ('error' in result) throw new Error(`expected data, got ${result.error.message}`);
  return result.data;
}
const messageOf = (result: { data: unknown } | { error: { message: string } }) =>
  'error' in result ? result.error.message : '';

describe('sandbox household summary', () => {
  it('gives 王小明 his three numbers with amount due and data use', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    const summary = dataOf(await getSimplifiedInformation());
    expect(summary.numbers.map((number) => number.deviceNo)).toEqual([
      '0912345678',
      '0922333444',
      '0933555666',
    ]);
    expect(summary.numbers[0]?.amountDue).toBeGreaterThan(0);
    expect(summary.numbers[0]?.dataUsedMB).toBeGreaterThan(0);
    expect(summary.numbers[2]?.billStatus).toBe('none');
    expect(summary.totalDue).toBe(summary.numbers.reduce((sum, row) => sum + row.amountDue, 0));
  });
});

describe('sandbox coupons', () => {
  it('moves a transferred coupon out of the giver’s unused list into the transfer log', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    const coupons = dataOf(await getUnusedCoupons());
    const transferable = coupons.find((coupon) => coupon.transferable);
    if (!transferable) throw new Error('a transferable coupon expected');
    const check = dataOf(await transferCouponChk({ transferNo: '0922333444' }));
    dataOf(await transferCouponAct({ coupon: transferable, check }));
    const unused = dataOf(await getUnusedCoupons()).map((coupon) => coupon.couponNo);
    expect(unused).not.toContain(transferable.couponNo);
    const log = dataOf(await getTransferCouponLog());
    expect(log).toEqual([
      expect.objectContaining({ couponNo: transferable.couponNo, transferNo: '0922333444' }),
    ]);
    // The check's token is good for one transfer only.
    expect(messageOf(await transferCouponAct({ coupon: transferable, check }))).toBe(
      COUPON_MESSAGES.checkFirst,
    );
  });

  it('refuses an invalid or foreign receiver and a coupon that may not be transferred', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    expect(messageOf(await transferCouponChk({ transferNo: '0912' }))).toBe(
      COUPON_MESSAGES.receiverFormat,
    );
    expect(messageOf(await transferCouponChk({ transferNo: '0900000000' }))).toBe(
      COUPON_MESSAGES.receiverUnknown,
    );
    const fixed = dataOf(await getUnusedCoupons()).find((coupon) => !coupon.transferable);
    if (!fixed) throw new Error('a non-transferable coupon expected');
    const check = dataOf(await transferCouponChk({ transferNo: '0922333444' }));
    expect(messageOf(await transferCouponAct({ coupon: fixed, check }))).toBe(
      COUPON_MESSAGES.couponUnavailable,
    );
    expect(dataOf(await getTransferCouponLog())).toEqual([]);
  });

  it('saves a printed code once and refuses an unknown one', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    expect(messageOf(await saveCoupon({ couponNo: 'NOPE1234' }))).toBe(COUPON_MESSAGES.codeUnknown);
    const saved = dataOf(await saveCoupon({ couponNo: DEMO_COUPON_CODE.toLowerCase() }));
    expect(dataOf(await getUnusedCoupons()).map((coupon) => coupon.couponNo)).toContain(
      saved.couponNo,
    );
    expect(messageOf(await saveCoupon({ couponNo: DEMO_COUPON_CODE }))).toBe(
      COUPON_MESSAGES.codeTaken,
    );
  });
});

describe('sandbox points and benefits', () => {
  it('redeems a benefit once for its points; a company has no points', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    const before = dataOf(await getHamiPointQrCode()).point;
    const redeemed = dataOf(await redeemBenefit({ code: 'BN01', seq: 1 }));
    expect(redeemed.point).toBe(before - 60);
    expect(messageOf(await redeemBenefit({ code: 'BN01', seq: 1 }))).toBe(MESSAGES.benefitTaken);
    expect(messageOf(await redeemBenefit({ code: 'BN99', seq: 1 }))).toBe(MESSAGES.benefitUnknown);

    actAs(DEMO_CUSTOMER_IDS.enterprise);
    expect(messageOf(await getHamiPointQrCode())).toBe(MESSAGES.companyNoPoints);
    expect(dataOf(await getMemberBenefits())).toEqual([]);
  });
});

describe('sandbox profile', () => {
  it('changes name and birthday, which member info then answers', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    dataOf(await updateName({ name: '王大明' }));
    dataOf(await updateBirthday({ birthday: '1990-02-03' }));
    const info = dataOf(await getChtMemberInfo());
    expect(info.name).toBe('王大明');
    expect(info.birthday).toBe('1990-02-03');
  });

  it('refuses a bad name or birthday and changes nothing; a company cannot change here', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    expect(messageOf(await updateName({ name: '<b>x</b>' }))).toBe(MESSAGES.nameInvalid);
    expect(messageOf(await updateBirthday({ birthday: '1990-02-30' }))).toBe(
      MESSAGES.birthdayInvalid,
    );
    expect(messageOf(await updateBirthday({ birthday: '2999-01-01' }))).toBe(
      MESSAGES.birthdayInvalid,
    );
    const profile = dataOf(await getChtMemberProfile());
    expect(profile).toMatchObject({
      name: '王小明',
      birthday: '1988-04-12',
      customerId: 'A123456789',
    });

    actAs(DEMO_CUSTOMER_IDS.enterprise);
    expect(dataOf(await getChtMemberProfile()).customerId).toHaveLength(8);
    expect(messageOf(await updateName({ name: '新公司' }))).toBe(MESSAGES.companyProfile);
  });
});

describe('sandbox real-name binding', () => {
  it('binds a mobile with the SMS code; a wrong code binds nothing', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    const line = { kind: 'mobile' as const, deviceNo: '0912345678', ssn: 'a123456789' };
    expect(dataOf(await getLineBindStatus())).toEqual({ pid: '', lines: [] });
    expect(messageOf(await setDssnConfirm({ ...line, code: '246810' }))).toBe(MESSAGES.codeMissing);
    dataOf(await setDssnSendCode(line));
    expect(messageOf(await setDssnConfirm({ ...line, code: '111111' }))).toBe(MESSAGES.codeWrong);
    expect(dataOf(await getLineBindStatus()).lines).toEqual([]);
    const bound = dataOf(await setDssnConfirm({ ...line, code: '246810' }));
    expect(bound.pid).toBe('A123456789');
    expect(bound.lines.map((row) => row.deviceNo)).toEqual(['0912345678']);

    dataOf(await deleteDssn({ deviceNo: '0912345678' }));
    expect(dataOf(await getLineBindStatus())).toEqual({ pid: '', lines: [] });
  });

  it('refuses another holder’s id and a line of the wrong kind', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    expect(
      messageOf(
        await setDssnSendCode({ kind: 'mobile', deviceNo: '0912345678', ssn: 'B123456780' }),
      ),
    ).toBe(MESSAGES.holderMismatch);
    expect(
      messageOf(await setDssnSendCode({ kind: 'tel', deviceNo: '0912345678', ssn: 'A123456789' })),
    ).toBe(MESSAGES.lineKindMismatch);
  });
});

describe('sandbox numbers', () => {
  it('adds a spare number with the holder’s code and removes it again', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    const number = { deviceNo: '0944777888', pid: 'A123456789' };
    expect(dataOf(await addDevice(number)).step).toBe(1);
    expect(messageOf(await addDevice({ ...number, code: '000000' }))).toBe(MESSAGES.codeWrong);
    expect(dataOf(await getDeviceMenu()).devices).toHaveLength(3);
    expect(dataOf(await addDevice({ ...number, code: '246810' })).step).toBe(2);
    const menu = dataOf(await getDeviceMenu()).devices.map((device) => device.deviceNo);
    expect(menu).toContain('0944777888');

    dataOf(await removeDevice({ deviceNo: '0944777888' }));
    expect(dataOf(await getDeviceMenu()).devices.map((device) => device.deviceNo)).not.toContain(
      '0944777888',
    );
  });

  it('refuses another customer’s number, a stranger’s id and removing the last number', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    expect(messageOf(await addDevice({ deviceNo: '0966111222', pid: 'A123456789' }))).toBe(
      MESSAGES.holderMismatch,
    );
    expect(messageOf(await addDevice({ deviceNo: '0912345678', pid: 'A123456789' }))).toBe(
      MESSAGES.alreadyInMenu,
    );
    actAs(DEMO_CUSTOMER_IDS.enterprise);
    dataOf(await removeDevice({ deviceNo: '0955123457' }));
    expect(messageOf(await removeDevice({ deviceNo: '0955123456' }))).toBe(MESSAGES.lastDevice);
  });
});

describe('sandbox contract', () => {
  it('gives the selected number its project with a pro-rata fee, and none for a new number', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    const project = dataOf(await getProjCustomerCode());
    expect(project?.subsidy).toBe(12000);
    expect(project?.earlyTerminationFee).toBeGreaterThan(0);
    expect(project?.earlyTerminationFee).toBeLessThan(12000);
    expect(dataOf(await getMobileDiscount()).map((row) => row.name)).toEqual(['家庭門號互打優惠']);

    actAs(DEMO_CUSTOMER_IDS.mobile, '0933555666');
    expect(dataOf(await getProjCustomerCode())).toBeNull();
  });
});
