import { http, type RequestHandler } from 'msw';
import type {
  CallDetailsApplication,
  CallDetailsHistory,
  CallDetailsLineType,
} from '../../api/callDetails';
import type { EReceiptMonthInfo, EReceiptReissue } from '../../api/eReceipt';
import type { OtpSent, OtpVerified } from '../../api/otp';
import type { RechargeBalance, RechargeRecord } from '../../api/recharge';
import type { DataUsageHistory } from '../../api/types/bill';
import type { InternetUsage, MobileUsage } from '../../api/usage';
import { sandboxNow } from '../db/clock';
import { db } from '../db/state';
import { allowanceWithExtras, extraDataOf, hasExtraData } from '../db/tables/addonRules';
import { isoDate, taipeiDate } from '../db/dates';
import { findDevice } from '../db/sessions';
import {
  eReceiptMonthsOf,
  rechargeBalanceOf,
  rechargeLogOf,
  rechargeNumber,
  reissue,
} from '../db/tables/paymentRules';
import {
  applicationView,
  applyForCallDetails,
  availableMonthsOf,
  confirmApplication,
  issueCode,
  lineTypeOf,
  maskMail,
  USAGE_MESSAGES,
  usageDb,
  verifyCode,
} from '../db/tables/usageRules';
import type { DeviceRow } from '../db/types';
import { apiUrl, withCustomer, withDevice, type CustomerContext } from './support';
import { speedTierOf } from './householdSummary';
import { billDevice, hasBillSource, MISSING_BILL_SOURCE } from './billSource';
import { jsonBody, ok, refuse, reply, text } from './respond';

function cycleOf(now: Date) {
  const today = taipeiDate(now);
  return {
    cycleStart: isoDate(today.year, today.month, 1),
    cycleEnd: isoDate(today.year, today.month + 1, 0),
  };
}

function meterOf(deviceNo: string) {
  return usageDb().meters.find((row) => row.deviceNo === deviceNo);
}

function monthsOf(deviceNo: string) {
  return usageDb()
    .monthlyUsage.filter((row) => row.deviceNo === deviceNo)
    .sort((left, right) => left.month.localeCompare(right.month));
}

const usageHandlersList = [
  http.get(
    apiUrl('Bill/DataUsageHistory'),
    billDevice(({ device }) => {
      if (device.deviceType !== 'mobile') return refuse(USAGE_MESSAGES.notMobile);
      const meter = meterOf(device.deviceNo);
      return ok<DataUsageHistory>({
        months: monthsOf(device.deviceNo).map((row) => ({ month: row.month, usedMB: row.dataMB })),
        updatedAt: meter?.updatedAt,
        allowanceMB: meter?.dataAllowanceMB ?? null,
      });
    }),
  ),
  http.get(
    apiUrl('Mobile/MobileUsage'),
    withDevice(({ device }) => {
      if (device.deviceType !== 'mobile') return refuse(USAGE_MESSAGES.notMobile);
      const days = usageDb()
        .dailyUsage.filter((row) => row.deviceNo === device.deviceNo)
        .sort((left, right) => left.date.localeCompare(right.date))
        .map(({ date, dataMB, voiceMinutes, sms }) => ({ date, dataMB, voiceMinutes, sms }));
      const sum = (pick: (day: (typeof days)[number]) => number) =>
        Math.round(days.reduce((total, day) => total + pick(day), 0) * 100) / 100;
      const meter = meterOf(device.deviceNo);
      const extra = extraDataOf(db(), device.deviceNo, sandboxNow());
      return ok<MobileUsage>({
        deviceNo: device.deviceNo,
        ...cycleOf(sandboxNow()),
        updatedAt: meter?.updatedAt ?? sandboxNow().toISOString(),
        dataAllowanceMB: allowanceWithExtras(meter?.dataAllowanceMB ?? null, extra),
        ...(hasExtraData(extra) ? { extraData: extra } : {}),
        totals: {
          dataMB: sum((day) => day.dataMB),
          voiceMinutes: sum((day) => day.voiceMinutes),
          sms: sum((day) => day.sms),
        },
        days,
      });
    }),
  ),
  http.get(
    apiUrl('FixedLine/InternetUsage'),
    withDevice(({ device }) => {
      if (device.deviceType !== 'broadband') return refuse(USAGE_MESSAGES.notBroadband);
      return ok<InternetUsage>({
        deviceNo: device.deviceNo,
        ...cycleOf(sandboxNow()),
        updatedAt: meterOf(device.deviceNo)?.updatedAt ?? sandboxNow().toISOString(),
        speedTier: speedTierOf(device.ratePlan),
        months: monthsOf(device.deviceNo).map(({ month, downloadMB, uploadMB }) => ({
          month,
          downloadMB,
          uploadMB,
        })),
      });
    }),
  ),
];

function historyOf(device: DeviceRow): CallDetailsHistory {
  const now = sandboxNow();
  const lineType = lineTypeOf(device);
  return {
    deviceNo: device.deviceNo,
    lineType,
    availableMonths: lineType === null ? [] : availableMonthsOf(device, now),
    applications: usageDb()
      .callDetails.filter((row) => row.deviceNo === device.deviceNo)
      .sort((left, right) => Date.parse(right.appliedAt) - Date.parse(left.appliedAt))
      .map((row) => applicationView(row, now)),
  };
}

function applyHandler(lineType: CallDetailsLineType) {
  return billDevice(async ({ request, device }) => {
    const body = await jsonBody(request);
    const outcome = applyForCallDetails(
      {
        device,
        lineType,
        billMonth: text(body?.billMonth),
        email: text(body?.email),
        authToken: text(body?.authtoken),
      },
      sandboxNow(),
    );
    return reply<CallDetailsApplication>(outcome);
  });
}

/** The fixed line named in a TelOTPAuth body, when it is one of the customer's. */
function ownFixedLine({ customer }: CustomerContext, telNo: string): DeviceRow | undefined {
  const device = findDevice(telNo);
  return device?.customerId === customer.id && device.deviceType === 'fixedline'
    ? device
    : undefined;
}

const callDetailsHandlers = [
  http.post(
    apiUrl('Bill/CallDetailsHistory'),
    billDevice(({ device }) => ok<CallDetailsHistory>(historyOf(device))),
  ),
  http.post(
    apiUrl('Bill/CallDetailsSMSOTP'),
    billDevice(({ device, customer }) => {
      if (device.deviceType !== 'mobile') return refuse(USAGE_MESSAGES.wrongLineType);
      const outcome = issueCode('sms', device.deviceNo, customer.id, sandboxNow());
      return reply<OtpSent>(outcome);
    }),
  ),
  http.post(
    apiUrl('Bill/CallDetailsSMSAuth'),
    billDevice(async ({ request, device, customer }) => {
      const typed = text((await jsonBody(request))?.smsotp);
      const outcome = verifyCode('sms', device.deviceNo, customer.id, typed, sandboxNow());
      return reply<OtpVerified>(outcome);
    }),
  ),
  http.post(apiUrl('Bill/CallDetailsApplyForMobile'), applyHandler('mobile')),
  http.post(apiUrl('Bill/CallDetailsApplyForFixLine'), applyHandler('fixline')),
  // The link in the mail: the id is the secret, no session needed.
  http.get(apiUrl('Bill/CallDetailsEmailConfirm'), ({ request }) => {
    if (!hasBillSource(request)) return refuse(MISSING_BILL_SOURCE.message);
    const id = new URL(request.url).searchParams.get('id') ?? '';
    const outcome = confirmApplication(id.trim(), sandboxNow());
    return reply<CallDetailsApplication>(outcome);
  }),
  http.post(
    apiUrl('TelOTPAuth/GetOTP'),
    withCustomer(async (context) => {
      const body = await jsonBody(context.request);
      const device = ownFixedLine(context, text(body?.telno));
      if (!device) return refuse(USAGE_MESSAGES.telNotOwned);
      if (text(body?.pid).toUpperCase() !== context.customer.pid) {
        return refuse(USAGE_MESSAGES.pidMismatch);
      }
      const outcome = issueCode('tel', device.deviceNo, context.customer.id, sandboxNow());
      return reply<OtpSent>(outcome);
    }),
  ),
  http.post(
    apiUrl('TelOTPAuth/VerifyOTP'),
    withCustomer(async (context) => {
      const body = await jsonBody(context.request);
      const device = ownFixedLine(context, text(body?.telno));
      if (!device) return refuse(USAGE_MESSAGES.telNotOwned);
      const typed = text(body?.telotp);
      const outcome = verifyCode('tel', device.deviceNo, context.customer.id, typed, sandboxNow());
      return reply<OtpVerified>(outcome);
    }),
  ),
];

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const paymentHandlers = [
  http.get(
    apiUrl('Bill/EReceiptMonthInfo'),
    billDevice(({ device, customer }) =>
      ok<EReceiptMonthInfo>({
        deviceNo: device.deviceNo,
        email: maskMail(customer.mail),
        months: eReceiptMonthsOf(device.deviceNo, sandboxNow()),
      }),
    ),
  ),
  http.post(
    apiUrl('Bill/EReceiptReissue'),
    billDevice(async ({ request, device, customer }) => {
      const body = await jsonBody(request);
      const billMonths = body?.billMonths;
      const receiptMonths = body?.receiptMonths;
      if (!isStringList(billMonths) || !isStringList(receiptMonths)) {
        return refuse(USAGE_MESSAGES.reissueNothing);
      }
      const outcome = reissue({ customer, device, billMonths, receiptMonths }, sandboxNow());
      return reply<EReceiptReissue>(outcome);
    }),
  ),
  http.get(
    apiUrl('Recharge/Balance'),
    withDevice(({ device }) =>
      device.deviceType === 'mobile'
        ? ok<RechargeBalance>(rechargeBalanceOf(device))
        : refuse(USAGE_MESSAGES.rechargeNotMobile),
    ),
  ),
  http.post(
    apiUrl('Recharge/Recharge'),
    withDevice(async ({ request, device }) => {
      const body = await jsonBody(request);
      const outcome = rechargeNumber(device, body?.amount, sandboxNow());
      return reply<RechargeRecord>(outcome);
    }),
  ),
  http.get(
    apiUrl('Recharge/Log'),
    withDevice(({ device }) => ok<RechargeRecord[]>(rechargeLogOf(device.deviceNo))),
  ),
];

/** Usage, call details, e-receipts and recharge (docs/sandbox.md). */
export const usageHandlers: RequestHandler[] = [
  ...usageHandlersList,
  ...callDetailsHandlers,
  ...paymentHandlers,
];
