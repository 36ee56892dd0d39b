import { afterEach, describe, expect, it } from 'vitest';
import { outboxView } from '../../src/sandbox/db/tables/outbox';
import { clearEnterpriseToken } from '../../src/api/enterprise';
import {
  addHealthCheck,
  getAppointmentTimes,
  getHealthCheck,
  sendHealthCheckOtp,
  validateHealthCheckOtp,
} from '../../src/api/healthCheck';
import { setCommonHeaderProvider } from '../../src/api/http';
import { getLoginChallenge } from '../../src/api/member';
import {
  bookingStore,
  bookingStoreForAll,
  cancelBookingForAll,
  cancelBooking,
  getCurrentWaiting,
  getServiceCenterList,
  getServiceCenterOtpWithCaptcha,
  getStoreBookableInfo,
  queryBookingInfo,
  queryBookingInfoForAll,
} from '../../src/api/serviceCenter';
import {
  addMobileTrouble,
  addTrouble,
  cancelTrouble,
  getEramMsg,
  getTroubleList,
  getTroubleToken,
  modifyTrouble,
  fetchAttachedNos,
} from '../../src/api/trouble';
import { NO_LOGIN_DEVICE_REQUIRED, type TroubleAccess } from '../../src/api/troubleAccess';
import {
  getFixDateTimeList,
  getLineNumberErrorCode,
  testLineNumber,
  testPhoneNumberLine,
  troubleSmsCheck,
  troubleSmsOtp,
  getLineInfo,
} from '../../src/api/troubleChecks';
import type { TroubleReport } from '../../src/api/types/trouble';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import { db } from '../../src/sandbox/db/state';
import { SEEDED_TICKET_ID } from '../../src/sandbox/db/tables/support';
import { STORE_ERRORS } from '../../src/sandbox/handlers/serviceCenter';
import { TROUBLE_ERRORS } from '../../src/sandbox/handlers/trouble/shared';
import { actAs, sendHeaders } from './support';

afterEach(() => {
  setCommonHeaderProvider(() => ({}));
  clearEnterpriseToken();
});

function dataOf<T>(result: { data: T } | { error: unknown }): T {
  if ('error' in result) throw new Error(`expected data, got ${JSON.stringify(result.error)}`);
  return result.data;
}
function codeOf(result: { data: unknown } | { error: { code?: string | number } }) {
  return 'error' in result ? result.error.code : undefined;
}

async function solvedCaptcha(answer = '2580') {
  const challenge = dataOf(await getLoginChallenge());
  return { captcha: challenge.authToken, code: answer };
}

async function landlineReport(overrides: Partial<TroubleReport> = {}): Promise<TroubleReport> {
  const slot = dataOf(await getFixDateTimeList())[0];
  return {
    contact_name_tmp: ' 陳美玲 ',
    contact_phone_tmp: ' 0223456789 ',
    contact_phone2_tmp: '',
    choosedDay: slot?.day ?? '',
    period: slot?.periods[0] ?? '',
    showDescription_tmp: '沒有撥號音',
    code: 'FL01',
    tcode: 'FL',
    userChooseCode: 'FL01',
    ...overrides,
  };
}

describe('trouble reports of a member', () => {
  it('files a landline report on a free visit slot, modifies and cancels it', async () => {
    actAs(DEMO_CUSTOMER_IDS.fixedBroadband, '0223456789');
    expect(dataOf(await testPhoneNumberLine())).toEqual({ ok: true });
    expect(dataOf(await getEramMsg()).message).toContain('大安區');
    const report = await landlineReport();
    const { id } = dataOf(await addTrouble(report));

    const slots = dataOf(await getFixDateTimeList());
    const taken = slots.find((slot) => slot.day === report.choosedDay);
    expect(taken?.periods).not.toContain(report.period);

    const listed = dataOf(await getTroubleList()).find((ticket) => ticket.id === id);
    expect(listed).toMatchObject({ status: 'received', contactPhone: '0223456789' });

    dataOf(
      await modifyTrouble({
        id,
        contactName: '陳美玲',
        contactPhone: ' 0223456789',
        contactPhone2: '0928765432 ',
        day: report.choosedDay,
        period: report.period,
        note: '下午在家',
      }),
    );
    const stored = db().support.troubleTickets.find((row) => row.id === id);
    expect(stored).toMatchObject({ contactPhone: '0223456789,0928765432', note: '下午在家' });
    expect(stored?.report).toMatchObject({ showDescription_tmp: '沒有撥號音', tcode: 'FL' });

    dataOf(await cancelTrouble({ id }));
    expect(dataOf(await getTroubleList()).find((ticket) => ticket.id === id)?.status).toBe(
      'cancelled',
    );
  });

  it('refuses a second open report for the number and a visit slot already taken', async () => {
    actAs(DEMO_CUSTOMER_IDS.fixedBroadband, '0223456789');
    const report = await landlineReport();
    dataOf(await addTrouble(report));
    expect(codeOf(await addTrouble(report))).toBe(TROUBLE_ERRORS.openTicket.code);

    actAs(DEMO_CUSTOMER_IDS.fixedBroadband, 'HN12345678');
    dataOf(await cancelTrouble({ id: SEEDED_TICKET_ID }));
    const broadband = await landlineReport({ code: 'BB01', choosedDay: report.choosedDay });
    expect(codeOf(await addTrouble({ ...broadband, period: report.period }))).toBe(
      TROUBLE_ERRORS.slotTaken.code,
    );
  });

  it('explains the failing broadband line test by its code', async () => {
    actAs(DEMO_CUSTOMER_IDS.fixedBroadband, 'HN12345678');
    expect(dataOf(await testLineNumber())).toEqual({ ok: false, errorCode: 'E203' });
    expect(dataOf(await getLineNumberErrorCode()).description).toContain('訊號衰減');
  });

  it('offers the member’s numbers and tells an overdue bill of the number', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0922333444');
    const numbers = dataOf(await fetchAttachedNos());
    expect(numbers[0]).toBe('0922333444');
    expect(numbers).toContain('0912345678');
    const overdue = dataOf(await getLineInfo()).overdueBill;
    expect(overdue?.amount).toBeGreaterThan(0);
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    expect(dataOf(await getLineInfo()).overdueBill).toBeNull();
  });

  it('does not let a member see or change another customer’s number', async () => {
    const { token } = actAs(DEMO_CUSTOMER_IDS.mobile);
    sendHeaders({ token, deviceno: '0223456789' });
    expect(codeOf(await getTroubleList())).toBeDefined();
  });
});

describe('trouble reports without logging in', () => {
  it('sends nothing without the no-login device number', async () => {
    const access: TroubleAccess = { variant: 'noLogin', deviceNo: '  ' };
    expect(codeOf(await getTroubleToken(access, await solvedCaptcha()))).toBe(
      NO_LOGIN_DEVICE_REQUIRED,
    );
  });

  it('needs the captcha, then the SMS code, before a mobile report is filed', async () => {
    const device: TroubleAccess = { variant: 'noLogin', deviceNo: '0912345678' };
    expect(codeOf(await getTroubleToken(device, await solvedCaptcha('1111')))).toBe(
      TROUBLE_ERRORS.captchaWrong.code,
    );
    const { token } = dataOf(await getTroubleToken(device, await solvedCaptcha()));
    const access: TroubleAccess = { ...device, accessToken: token };
    const report = {
      contact_name_tmp: '王小明',
      contact_phone_tmp: '0912345678',
      choosedDay: '',
      period: '',
      showDescription_tmp: '室內收訊不良',
      code: 'MB01',
      tcode: 'MB',
      userChooseCode: 'MB01',
    };
    expect(codeOf(await addMobileTrouble(report, access))).toBe(TROUBLE_ERRORS.smsFirst.code);
    dataOf(await troubleSmsOtp({ mobileNo: '12345678' }, access));
    expect(
      codeOf(await troubleSmsCheck({ mobileNo: '0912345678', smsOtp: '000000' }, access)),
    ).toBe(TROUBLE_ERRORS.smsWrong.code);
    dataOf(await troubleSmsCheck({ mobileNo: '0912345678', smsOtp: '246810' }, access));
    const { id } = dataOf(await addMobileTrouble(report, access));
    expect(dataOf(await getTroubleList(access)).map((ticket) => ticket.id)).toContain(id);
    expect(dataOf(await getFixDateTimeList(access)).length).toBeGreaterThan(0);
  });
});

describe('service centres', () => {
  it('books a free slot once: the next booking of that slot is refused', async () => {
    actAs(DEMO_CUSTOMER_IDS.fixedBroadband);
    const stores = dataOf(await getServiceCenterList({ city: '台北市' }));
    expect(stores.map((store) => store.id)).toEqual(['S001', 'S002']);
    const slot = dataOf(await getStoreBookableInfo({ storeId: 'S002' })).slots[0];
    const booking = { storeId: 'S002', date: slot?.date, time: slot?.time, service: 'bill' };
    const { receiveno } = dataOf(await bookingStore(booking));
    const confirmations = outboxView(db(), 'en').filter((row) => row.kind === 'bookingUpdate');
    expect(confirmations.map((row) => row.channel).sort()).toEqual(['email', 'push', 'sms']);
    expect(confirmations[0]?.text).toContain(`Booking number ${receiveno}`);
    expect(codeOf(await bookingStore(booking))).toBe(STORE_ERRORS.slotTaken.code);
    expect(dataOf(await queryBookingInfo()).map((row) => row.receiveno)).toEqual([receiveno]);
    const refreshed = dataOf(await getStoreBookableInfo({ storeId: 'S002' })).slots[0];
    expect(refreshed?.available).toBe(false);

    dataOf(await cancelBooking({ receiveNo: receiveno }));
    expect(dataOf(await queryBookingInfo())).toEqual([]);
    expect(dataOf(await getStoreBookableInfo({ storeId: 'S002' })).slots[0]?.available).toBe(true);
  });

  it('tells the live queue of a store', async () => {
    const waiting = dataOf(await getCurrentWaiting({ storeId: 'S003' }));
    expect(waiting.storeId).toBe('S003');
    expect(waiting.waitingCount).toBeGreaterThanOrEqual(0);
  });

  it('lets a visitor book with the captcha and the SMS code', async () => {
    const booking = { storeId: 'S003', date: '', time: '', service: 'plan', mobile: '0911222333' };
    const slot = dataOf(await getStoreBookableInfo({ storeId: 'S003' })).slots[1];
    Object.assign(booking, { date: slot?.date, time: slot?.time });
    expect(codeOf(await bookingStoreForAll({ ...booking, otp: '246810' }))).toBe(
      STORE_ERRORS.otpWrong.code,
    );
    dataOf(
      await getServiceCenterOtpWithCaptcha({ mobileNo: '0911222333', ...(await solvedCaptcha()) }),
    );
    const { receiveno } = dataOf(await bookingStoreForAll({ ...booking, otp: '246810' }));
    const mine = dataOf(await queryBookingInfoForAll({ mobileNo: '0911222333', otp: '246810' }));
    expect(mine.map((row) => row.receiveno)).toEqual([receiveno]);
  });

  it('lets a visitor cancel only their own booking, with the SMS code', async () => {
    const slot = dataOf(await getStoreBookableInfo({ storeId: 'S001' })).slots[2];
    const booking = { storeId: 'S001', date: slot?.date ?? '', time: slot?.time ?? '' };
    for (const mobileNo of ['0911222333', '0911444555']) {
      dataOf(await getServiceCenterOtpWithCaptcha({ mobileNo, ...(await solvedCaptcha()) }));
    }
    const { receiveno } = dataOf(
      await bookingStoreForAll({
        ...booking,
        service: 'bill',
        mobile: '0911222333',
        otp: '246810',
      }),
    );
    const cancel = (mobileNo: string, otp: string) =>
      cancelBookingForAll({ receiveNo: receiveno, mobileNo, otp });
    expect(codeOf(await cancel('0911222333', '111111'))).toBe(STORE_ERRORS.otpWrong.code);
    expect(codeOf(await cancel('0911444555', '246810'))).toBe(STORE_ERRORS.bookingNotFound.code);
    dataOf(await cancel('0911222333', '246810'));
    expect(dataOf(await queryBookingInfoForAll({ mobileNo: '0911222333', otp: '246810' }))).toEqual(
      [],
    );
    expect(codeOf(await cancel('0911222333', '246810'))).toBe(STORE_ERRORS.bookingNotFound.code);
  });
});

describe('line health check', () => {
  it('opens with the SMS code, shows the failed item and books a technician once', async () => {
    actAs(DEMO_CUSTOMER_IDS.fixedBroadband, 'HN12345678');
    expect(codeOf(await getHealthCheck())).toBe('HEALTH_OTP_FIRST');
    dataOf(await sendHealthCheckOtp({ deviceNo: 'HN12345678' }));
    expect(codeOf(await validateHealthCheckOtp({ otp: '111111' }))).toBe('OTP_WRONG');
    dataOf(await validateHealthCheckOtp({ otp: '246810' }));
    const result = dataOf(await getHealthCheck());
    expect(result.items.filter((item) => !item.passed)).toEqual([
      { item: 'signal', passed: false, code: 'HC-OPT-LOW' },
    ]);
    const time = dataOf(await getAppointmentTimes())[0]?.time;
    const booked = dataOf(await addHealthCheck({ item: 'signal', time, note: '' }));
    expect(booked.item).toBe('signal');
    expect(codeOf(await addHealthCheck({ item: 'signal', time }))).toBe('HEALTH_BOOKED');
    expect(codeOf(await addHealthCheck({ item: 'speed', time }))).toBe('HEALTH_ITEM');
    expect(dataOf(await getAppointmentTimes())[0]?.available).toBe(false);
  });
});
