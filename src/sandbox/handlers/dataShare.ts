import { http, type RequestHandler } from 'msw';
import type { MonthlyShareSetting, ShareProfile, ShareRecord } from '../../api/dataShare';
import { sandboxNow } from '../db/clock';
import { db, mutate } from '../db/state';
import {
  configMonthlyShares,
  membersLogOf,
  monthlySettingOf,
  realTimeRecordOf,
  shareNow,
  shareProfileOf,
} from '../db/tables/dataShareRules';
import { apiUrl, withCustomer, withDevice } from './support';
import { jsonBody, ok, reply } from './respond';

/**
 * 5G data sharing of the current number (spec 02 §7.11): its profile, sharing now, the monthly
 * settings, its one-off record and the household's log. Gifts change the allowances the usage
 * calls report (extraDataOf).
 */
export const dataShareHandlers: RequestHandler[] = [
  http.get(
    apiUrl('Mobile/ShareProfile'),
    withDevice(({ device }) => ok<ShareProfile>(shareProfileOf(db(), device, sandboxNow()))),
  ),
  http.post(
    apiUrl('Mobile/ShareRealTimeTraffic'),
    withDevice(async ({ request, device }) => {
      const targets = (await jsonBody(request))?.shareTargets;
      const now = sandboxNow();
      return reply(mutate((database) => shareNow(database, device, targets, now)));
    }),
  ),
  http.get(
    apiUrl('Mobile/MonthlyShareSetting'),
    withDevice(({ device }) => ok<MonthlyShareSetting>(monthlySettingOf(db(), device.deviceNo))),
  ),
  http.post(
    apiUrl('Mobile/ConfigMonthlyShareSetting'),
    withDevice(async ({ request, device }) => {
      const settings = (await jsonBody(request))?.shareSettings;
      const now = sandboxNow();
      return reply(mutate((database) => configMonthlyShares(database, device, settings, now)));
    }),
  ),
  http.get(
    apiUrl('Mobile/RealTimeSharedRecord'),
    withDevice(({ device }) =>
      ok<ShareRecord[]>(realTimeRecordOf(db(), device.deviceNo, sandboxNow())),
    ),
  ),
  http.get(
    apiUrl('Mobile/ShareMembersLog'),
    withCustomer(({ customer }) =>
      ok<ShareRecord[]>(membersLogOf(db(), customer.id, sandboxNow())),
    ),
  ),
];
