import { http, type RequestHandler } from 'msw';
import { type EBillStatus } from '../../../api/types/bill';
import { sandboxNow } from '../../db/clock';
import { apiUrl } from '../support';
import { jsonBody, ok, refuse } from '../respond';
import { billDevice } from '../billSource';
import { EBILL_MESSAGES, eBillOf, pendingOf, newRequest, emailOf } from './shared';

export const eBillRequestHandlers: RequestHandler[] = [
  http.get(
    apiUrl('Bill/EBillStatus'),
    billDevice(({ device }) => {
      const row = eBillOf(device.deviceNo);
      const pending = pendingOf(device.deviceNo, sandboxNow());
      return ok<EBillStatus>({
        applied: row !== undefined,
        email: row?.email ?? '',
        pwdFlag: row?.pwdFlag ?? 'Y',
        rid: pending?.rid ?? null,
        appliedRid: row?.rid ?? null,
        pending: pending
          ? {
              action: pending.action,
              email: pending.email,
              ...(pending.pwdFlag ? { pwdFlag: pending.pwdFlag } : {}),
              requestedAt: pending.requestedAt,
              expiresAt: pending.expiresAt,
              sandboxMailToken: pending.token,
            }
          : null,
      });
    }),
  ),

  http.post(
    apiUrl('Bill/ApplyForEBill'),
    billDevice(async (context) => {
      const email = await emailOf(context.request);
      if (email === null) return refuse(EBILL_MESSAGES.badEmail);
      if (eBillOf(context.device.deviceNo)) return refuse(EBILL_MESSAGES.alreadyApplied);
      return newRequest(context, 'apply', email);
    }),
  ),

  http.post(
    apiUrl('Bill/UpdateForEBillWithMailConfirm'),
    billDevice(async (context) => {
      const current = eBillOf(context.device.deviceNo);
      if (!current) return refuse(EBILL_MESSAGES.notApplied);
      const email = await emailOf(context.request);
      if (email === null) return refuse(EBILL_MESSAGES.badEmail);
      if (email.toLowerCase() === current.email.toLowerCase()) {
        return refuse(EBILL_MESSAGES.sameEmail);
      }
      return newRequest(context, 'update', email);
    }),
  ),

  http.post(
    apiUrl('Bill/UpdatePwdFlagForEBillWithMailConfirm'),
    billDevice(async (context) => {
      const current = eBillOf(context.device.deviceNo);
      if (!current) return refuse(EBILL_MESSAGES.notApplied);
      const flag = (await jsonBody(context.request))?.pwdFlag;
      if (flag !== 'Y' && flag !== 'N') return refuse(EBILL_MESSAGES.badPwdFlag);
      if (flag === current.pwdFlag) return refuse(EBILL_MESSAGES.samePwdFlag);
      return newRequest(context, 'pwdFlag', current.email, flag);
    }),
  ),

  http.post(
    apiUrl('Bill/CancelForEBillWithMailConfirm'),
    billDevice(async (context) => {
      const current = eBillOf(context.device.deviceNo);
      if (!current) return refuse(EBILL_MESSAGES.notApplied);
      const rid = (await jsonBody(context.request))?.rid;
      if (rid !== current.rid) return refuse(EBILL_MESSAGES.wrongRid);
      return newRequest(context, 'cancel', current.email);
    }),
  ),
];
