import { http, type RequestHandler } from 'msw';
import { SMS_BILL_CANCEL_REASONS } from '../../../api/types/bill';
import { apiUrl } from '../support';
import { jsonBody, refuse } from '../respond';
import { EBILL_MESSAGES, smsBillOf, smsLine, smsStatus, smsApply, stopSmsBill } from './shared';

export const smsBillHandlers: RequestHandler[] = [
  http.get(apiUrl('Bill/SMSBillStatus'), smsStatus('mobile')),
  http.get(apiUrl('Bill/SMSBillStatus_ForFixLine'), smsStatus('fixline')),
  http.post(apiUrl('Bill/ApplyForSMSBill'), smsApply('mobile')),
  http.post(apiUrl('Bill/ApplyForSMSBill_ForFixLine'), smsApply('fixline')),

  http.post(
    apiUrl('Bill/CancelForSMSBill'),
    smsLine('mobile', async ({ request, device }) => {
      const current = smsBillOf(device.deviceNo, 'mobile');
      if (!current) return refuse(EBILL_MESSAGES.smsNotApplied);
      const rid = (await jsonBody(request))?.rid;
      if (rid !== current.rid) return refuse(EBILL_MESSAGES.wrongRid);
      return stopSmsBill(device.deviceNo, current.rid, null);
    }),
  ),

  http.post(
    apiUrl('Bill/CancelForSMSBill_ForFixLine'),
    smsLine('fixline', ({ request, device }) => {
      const current = smsBillOf(device.deviceNo, 'fixline');
      if (!current) return refuse(EBILL_MESSAGES.smsNotApplied);
      const reasonId = request.headers.get('reasonid') ?? '';
      if (!SMS_BILL_CANCEL_REASONS.some((reason) => reason === reasonId)) {
        return refuse(EBILL_MESSAGES.badReason);
      }
      return stopSmsBill(device.deviceNo, current.rid, reasonId);
    }),
  ),
];
