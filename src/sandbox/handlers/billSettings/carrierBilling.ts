import { http, type RequestHandler } from 'msw';
import type { CarrierBillingQuota } from '../../../api/carrierBilling';
import { mutate } from '../../db/state';
import { BILL_SETTINGS_MESSAGES as MESSAGES, QUOTA_STEPS } from '../../db/tables/billSettingsRules';
import { apiUrl, withDevice } from '../support';
import { jsonBody, ok, refuse } from '../respond';
import { quotaOf } from './shared';

export const carrierBillingHandlers: RequestHandler[] = [
  http.get(
    apiUrl('mDCB/UserQuota'),
    withDevice((context) => {
      const quota = quotaOf(context);
      return typeof quota === 'string' ? refuse(quota) : ok<CarrierBillingQuota>(quota);
    }),
  ),

  http.post(
    apiUrl('mDCB/SetUserQuota'),
    withDevice(async (context) => {
      const current = quotaOf(context);
      if (typeof current === 'string') return refuse(current);
      const body = await jsonBody(context.request);
      const wanted = body?.quota;
      if (!QUOTA_STEPS.some((step) => step === wanted) || typeof wanted !== 'number') {
        return refuse(MESSAGES.quotaStep);
      }
      if (wanted > current.maxQuota) return refuse(MESSAGES.quotaOverMax);
      if (wanted !== 0 && wanted < current.used) return refuse(MESSAGES.quotaBelowUsed);
      const deviceNo = context.device.deviceNo;
      mutate((database) => {
        const tables = database.billSettings;
        tables.carrierBilling = tables.carrierBilling.filter((row) => row.deviceNo !== deviceNo);
        tables.carrierBilling.push({ deviceNo, quota: wanted, used: current.used });
      });
      return ok<CarrierBillingQuota>({ ...current, quota: wanted });
    }),
  ),
];
