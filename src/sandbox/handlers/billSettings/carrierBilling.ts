import { http, type RequestHandler } from 'msw';
import type { CarrierBillingQuota } from '../../../api/carrierBilling';
import { mutate } from '../../db/state';
import { checkQuotaChange } from '../../db/tables/billSettingsRules';
import { apiUrl, withDevice } from '../support';
import { jsonBody, ok, refuseWith, reply } from '../respond';
import { quotaOf } from './shared';

export const carrierBillingHandlers: RequestHandler[] = [
  http.get(
    apiUrl('mDCB/UserQuota'),
    withDevice((context) => reply<CarrierBillingQuota>(quotaOf(context))),
  ),

  http.post(
    apiUrl('mDCB/SetUserQuota'),
    withDevice(async (context) => {
      const current = quotaOf(context);
      if (!current.ok) return refuseWith(current);
      const wanted = checkQuotaChange(current.value, (await jsonBody(context.request))?.quota);
      if (!wanted.ok) return refuseWith(wanted);
      const quota = wanted.value;
      const { used } = current.value;
      const deviceNo = context.device.deviceNo;
      mutate((database) => {
        const tables = database.billSettings;
        tables.carrierBilling = tables.carrierBilling.filter((row) => row.deviceNo !== deviceNo);
        tables.carrierBilling.push({ deviceNo, quota, used });
      });
      return ok<CarrierBillingQuota>({ ...current.value, quota });
    }),
  ),
];
