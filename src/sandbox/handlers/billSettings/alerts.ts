import { http, type RequestHandler } from 'msw';
import type { AlertSetting } from '../../../api/mobile';
import { refused } from '../../db/outcome';
import { mutate } from '../../db/state';
import {
  BILL_SETTINGS_MESSAGES as MESSAGES,
  checkAlertSetting,
} from '../../db/tables/billSettingsRules';
import { apiUrl, withDevice } from '../support';
import { jsonBody, ok, refuse, refuseWith } from '../respond';
import { alertRowOf } from './shared';

export const alertHandlers: RequestHandler[] = [
  http.get(
    apiUrl('Mobile/AlertSetting'),
    withDevice(({ device }) => {
      if (device.deviceType !== 'mobile') return refuse(MESSAGES.alertNotMobile);
      const { deviceNo, ...fields } = alertRowOf(device.deviceNo);
      return ok<AlertSetting>({ ...fields, deviceNo });
    }),
  ),

  http.post(
    apiUrl('Mobile/UpdateAlertSetting'),
    withDevice(async ({ request, device }) => {
      if (device.deviceType !== 'mobile') return refuse(MESSAGES.alertNotMobile);
      const body = await jsonBody(request);
      const checked = body ? checkAlertSetting(body) : refused(MESSAGES.badAlert);
      if (!checked.ok) return refuseWith(checked);
      const fields = checked.value;
      mutate((database) => {
        const tables = database.billSettings;
        tables.alertSettings = tables.alertSettings.filter(
          (row) => row.deviceNo !== device.deviceNo,
        );
        tables.alertSettings.push({ deviceNo: device.deviceNo, ...fields });
      });
      return ok<AlertSetting>({ ...fields, deviceNo: device.deviceNo });
    }),
  ),
];
