import type { RequestHandler } from 'msw';
import { http } from 'msw';
import type { RoamingSettings, SpendCap } from '../../../api/types/roaming';
import { mutate } from '../../db/state';
import { capStops, spendCapView } from '../../db/tables/roamingCap';
import { ROAMING_REFUSALS as REFUSALS } from '../../db/tables/roamingRules';
import { apiUrl } from '../support';
import { jsonBody, ok, refuseWith } from '../respond';
import {
  isChannel,
  isLanguage,
  MAIL,
  readCap,
  settingsOf,
  header,
  withRoamingDevice,
} from './shared';

/**
 * A number's roaming settings: roaming on or off with its alerts (GetSubrSettings,
 * SetSubrSettings), setting the service up (InitRoamingService) and the spend cap (GetSpendCap,
 * SetSpendCap). Roaming cannot be switched back on while a "stop" cap holds it off.
 */
export const settingsHandlers: RequestHandler[] = [
  http.get(
    apiUrl('RSC/GetSubrSettings'),
    withRoamingDevice(({ device }) => {
      const settings = settingsOf(device.deviceNo);
      if (!settings) return refuseWith(REFUSALS.notInitialised);
      return ok<RoamingSettings>({
        switch: settings.switch,
        language: settings.language,
        channel: settings.channel,
        mail: settings.mail,
      });
    }),
  ),

  http.post(
    apiUrl('RSC/SetSubrSettings'),
    withRoamingDevice(({ request, device, now }) => {
      if (!settingsOf(device.deviceNo)) return refuseWith(REFUSALS.notInitialised);
      const roamingSwitch = header(request, 'switch');
      const language = header(request, 'language');
      const channel = header(request, 'channel');
      const mail = header(request, 'mail');
      if (roamingSwitch !== 'Y' && roamingSwitch !== 'N') return refuseWith(REFUSALS.badSettings);
      if (roamingSwitch === 'Y' && capStops(device.deviceNo, now)) {
        return refuseWith(REFUSALS.capStopped);
      }
      if (!isLanguage(language) || !isChannel(channel)) return refuseWith(REFUSALS.badSettings);
      if (channel === 'EMAIL' && !MAIL.test(mail)) return refuseWith(REFUSALS.badSettings);
      mutate((database) => {
        const row = database.roaming.settings.find((item) => item.deviceNo === device.deviceNo);
        if (!row) return;
        row.switch = roamingSwitch;
        row.offReason = roamingSwitch === 'N' ? 'customer' : null;
        row.language = language;
        row.channel = channel;
        row.mail = channel === 'EMAIL' ? mail : '';
      });
      return ok<RoamingSettings>({
        switch: roamingSwitch,
        language,
        channel,
        mail: channel === 'EMAIL' ? mail : '',
      });
    }),
  ),

  http.post(
    apiUrl('RSC/InitRoamingService'),
    withRoamingDevice(({ device }) => {
      mutate((database) => {
        if (database.roaming.settings.some((row) => row.deviceNo === device.deviceNo)) return;
        database.roaming.settings.push({
          deviceNo: device.deviceNo,
          switch: 'Y',
          language: 'zh',
          channel: 'SMS',
          mail: '',
        });
      });
      return ok<{ initialised: true }>({ initialised: true });
    }),
  ),

  http.get(
    apiUrl('RSC/GetSpendCap'),
    withRoamingDevice(({ device, now }) => ok<SpendCap>(spendCapView(device.deviceNo, now))),
  ),

  http.post(
    apiUrl('RSC/SetSpendCap'),
    withRoamingDevice(async ({ request, device, now }) => {
      const cap = readCap(await jsonBody(request), device.deviceNo);
      if (!cap) return refuseWith(REFUSALS.badCap);
      mutate((database) => {
        database.roaming.caps = [
          ...database.roaming.caps.filter((row) => row.deviceNo !== device.deviceNo),
          cap,
        ];
      });
      return ok<SpendCap>(spendCapView(device.deviceNo, now));
    }),
  ),
];
