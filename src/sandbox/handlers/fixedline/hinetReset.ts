import { http, type RequestHandler } from 'msw';
import type { FixedlineMgmStatus, FixedlineRecommendation } from '../../../api/fixedlineMgm';
import type { HnAccountType, ModVerified } from '../../../api/hinetReset';
import { sandboxNow } from '../../db/clock';
import {
  authenticateHn,
  modifyMemberHnPassword,
  recordMobileCode,
  resetModPassword,
  sendModCode,
  setHnPassword,
  verifyMemberMod,
  verifyMobileCode,
  verifyVisitorMod,
} from '../../db/tables/hinetResetRules';
import { fixedlineMgmOf, recommendFriend } from '../../db/tables/fixedlineMgmRules';
import { jsonBody, ok, refuse, reply, text } from '../respond';
import { apiUrl, withCustomer, withDevice, type DeviceContext } from '../support';
import { sendVisitorCode } from '../visitorCode';

/**
 * Resetting the MOD password (member or visitor) and the HiNet account password (a visitor
 * through MobileToken and HNAuth, a member through Service/Hinet/ModifyHNPassword).
 */

const NOT_BROADBAND = '此門號不是寬頻線路';
const BAD_MOBILE = { code: 'MOBILE_FORMAT', message: '請輸入正確的手機號碼' } as const;

const PASS_CODE_CALLS: [string, HnAccountType][] = [
  ['HNPassCode', 'passCode'],
  ['HnPassCodeForNormalUser', 'normal'],
];

function broadband(resolver: (context: DeviceContext) => Response | Promise<Response>) {
  return withDevice((context) =>
    context.device.deviceType === 'broadband' ? resolver(context) : refuse(NOT_BROADBAND),
  );
}

export const hinetResetHandlers: RequestHandler[] = [
  http.post(
    apiUrl('VerifyMODNo'),
    withCustomer(async ({ request, customer }) => {
      const body = await jsonBody(request);
      return reply<ModVerified>(verifyMemberMod(customer.id, text(body?.deviceno), sandboxNow()));
    }),
  ),
  http.post(apiUrl('VerifyMODNoNoLogin'), async ({ request }) => {
    const body = await jsonBody(request);
    return reply<ModVerified>(
      verifyVisitorMod(text(body?.deviceno), text(body?.pid), sandboxNow()),
    );
  }),
  http.post(apiUrl('MODReceiveNo'), async ({ request }) => {
    const body = await jsonBody(request);
    return reply<ModVerified>(sendModCode(text(body?.deviceno), sandboxNow()));
  }),
  http.post(apiUrl('ResetMODPw'), async ({ request }) => {
    const body = await jsonBody(request);
    const input = {
      deviceno: text(body?.deviceno),
      pw: typeof body?.pw === 'string' ? body.pw : '',
      rno: text(body?.rno),
    };
    return reply(resetModPassword(input, sandboxNow()));
  }),
  http.post(apiUrl('MobileToken/GetOTPWithCaptcha'), ({ request }) =>
    sendVisitorCode(request, BAD_MOBILE, (row) =>
      recordMobileCode(row.mobile, new Date(row.sentAt)),
    ),
  ),
  http.post(apiUrl('MobileToken/VerifyOTP'), async ({ request }) => {
    const body = await jsonBody(request);
    return reply(verifyMobileCode(text(body?.mobile), text(body?.otp), sandboxNow()));
  }),
  http.post(apiUrl('AuthenticationHN'), async ({ request }) => {
    const body = await jsonBody(request);
    const input = {
      hnNo: text(body?.hnNo),
      pid: text(body?.pid),
      mobileToken: text(body?.mobileToken),
    };
    return reply(authenticateHn(input, sandboxNow()));
  }),
  ...PASS_CODE_CALLS.map(([path, accountType]) =>
    http.post(apiUrl(path), async ({ request }) => {
      const body = await jsonBody(request);
      const input = {
        hnNo: text(body?.hnNo),
        authToken: text(body?.authToken),
        newPassword: typeof body?.newPassword === 'string' ? body.newPassword : '',
      };
      return reply(setHnPassword(input, accountType, sandboxNow()));
    }),
  ),
  http.post(
    apiUrl('Service/Hinet/ModifyHNPassword'),
    broadband(({ request, customer, device }) => {
      const input = {
        customerId: customer.id,
        hnNo: device.deviceNo,
        pid: text(request.headers.get('pid')),
        newPassword: request.headers.get('newHNPassword') ?? '',
      };
      return reply(modifyMemberHnPassword(input, sandboxNow()));
    }),
  ),
];

/** Fixed-line member-gets-member: the status and a recommendation, for a member. */
export const fixedlineMgmHandlers: RequestHandler[] = [
  http.get(
    apiUrl('FixedlineMGM'),
    withCustomer(({ customer }) => ok<FixedlineMgmStatus>(fixedlineMgmOf(customer.id))),
  ),
  http.post(
    apiUrl('FixedlineMGM'),
    withCustomer(async ({ request, customer }) => {
      const body = await jsonBody(request);
      const input = {
        customerId: customer.id,
        promoterNo: text(body?.promoterNo),
        friendName: text(body?.friendName),
        friendPhone: text(body?.friendPhone),
        now: sandboxNow(),
      };
      return reply<FixedlineRecommendation>(recommendFriend(input));
    }),
  ),
];
