import { http, type RequestHandler } from 'msw';
import type { BillRequestAck, WithholdingService } from '../../../api/types/bill';
import { db, mutate } from '../../db/state';
import { BILL_SETTINGS_MESSAGES as MESSAGES } from '../../db/tables/billSettingsRules';
import { billDevice } from '../billSource';
import { apiUrl } from '../support';
import { jsonBody, ok, refuse } from '../respond';

export const withholdingHandlers: RequestHandler[] = [
  http.get(
    apiUrl('Bill/WithholdingList'),
    billDevice(({ device }) =>
      ok<WithholdingService[]>(
        db()
          .billSettings.withholding.filter((row) => row.deviceNo === device.deviceNo)
          .map((row): WithholdingService => ({
            serviceId: row.serviceId,
            merchant: row.merchant,
            description: row.description,
            since: row.since,
            monthAmount: row.monthAmount,
            status: row.status,
          })),
      ),
    ),
  ),

  http.post(
    apiUrl('Bill/StopWithholding'),
    billDevice(async ({ request, device }) => {
      const body = await jsonBody(request);
      const service = db().billSettings.withholding.find(
        (row) => row.deviceNo === device.deviceNo && row.serviceId === body?.serviceId,
      );
      if (!service) return refuse(MESSAGES.serviceNotFound);
      if (service.status === 'stopped') return refuse(MESSAGES.serviceStopped);
      mutate(() => {
        service.status = 'stopped';
      });
      return ok<BillRequestAck>({});
    }),
  ),
];
