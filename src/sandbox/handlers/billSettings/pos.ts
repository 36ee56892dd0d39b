import { http, type RequestHandler } from 'msw';
import type { PosPaymentCode } from '../../../api/types/bill';
import { billInfoOf } from '../../db/bills';
import { sandboxNow } from '../../db/clock';
import { DAY_MS } from '../../db/dates';
import { findCustomer, findDevice } from '../../db/sessions';
import { BILL_SETTINGS_MESSAGES as MESSAGES } from '../../db/tables/billSettingsRules';
import { hasBillSource, MISSING_BILL_SOURCE } from '../billSource';
import { apiUrl, SANDBOX_MESSAGES } from '../support';
import { jsonBody, ok, refuse, text } from '../respond';
import { posBarcodes } from './shared';

export const posHandlers: RequestHandler[] = [
  // No login: the holder is recognised by number and pid, as with Bill/Payment.
  http.post(apiUrl('Bill/PosPaymentCode'), async ({ request }) => {
    if (!hasBillSource(request)) return refuse(MISSING_BILL_SOURCE.message);
    const body = await jsonBody(request);
    const deviceNo = text(body?.deviceno);
    const pid = text(body?.pid).toUpperCase();
    if (deviceNo === '') return refuse(SANDBOX_MESSAGES.deviceRequired);
    const device = findDevice(deviceNo);
    const owner = device ? findCustomer(device.customerId) : undefined;
    if (!device || pid === '' || owner?.pid.toUpperCase() !== pid) {
      return refuse(MESSAGES.pidMismatch);
    }
    const unpaid = billInfoOf(deviceNo).history.filter((bill) => bill.status !== 'paid');
    if (unpaid.length === 0) return refuse(MESSAGES.nothingUnpaid);
    const expiresAt = new Date(sandboxNow().getTime() + 3 * DAY_MS).toISOString();
    return ok<PosPaymentCode[]>(
      unpaid.map((bill) => ({
        receiptNo: bill.receiptNo,
        billMonth: bill.billMonth,
        amount: bill.amount,
        barcodes: posBarcodes(bill.receiptNo, bill.dueDate, deviceNo, bill.amount),
        expiresAt,
      })),
    );
  }),
];
