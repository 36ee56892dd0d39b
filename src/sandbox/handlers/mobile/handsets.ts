import { http, type RequestHandler } from 'msw';
import type { VoLteApplication, VoLteEligibility } from '../../../api/contract';
import type { DeviceInformation, EsimSupport, HandsetModel } from '../../../api/device';
import { db, mutate } from '../../db/state';
import { lineRowMayOrder, MOBILE_MESSAGES, planOf } from '../../db/tables/mobileRules';
import { apiUrl } from '../support';
import { jsonBody, ok, refuse, reply, text } from '../respond';
import { withLine, handsetOf } from './shared';

export const handsetHandlers: RequestHandler[] = [
  http.get(
    apiUrl('device/information'),
    withLine(({ line, database }) => {
      const handset = handsetOf(database, line.devicetype);
      return ok<DeviceInformation>({
        brand: handset?.brand,
        model: handset?.model,
        imei: line.imei,
        supports5G: handset?.fiveG ?? false,
        supportsVoLte: handset?.voLte ?? false,
        supportsEsim: handset?.esim ?? false,
      });
    }),
  ),
  http.get(apiUrl('Device/ESIMDeviceTypes'), () =>
    ok<HandsetModel[]>(
      db().mobile.handsets.map(({ devicetype, brand, model }) => ({ devicetype, brand, model })),
    ),
  ),
  http.post(apiUrl('Device/ESIMSupportCheck'), async ({ request }) => {
    const devicetype = text((await jsonBody(request))?.devicetype);
    const handset = handsetOf(db(), devicetype);
    if (!handset) return refuse(MOBILE_MESSAGES.handsetUnknown);
    return ok<EsimSupport>({ supported: handset.esim, devicetype });
  }),
  http.get(
    apiUrl('Contract/ApplyVoLTECheck'),
    withLine(({ line, database }) => {
      const handset = handsetOf(database, line.devicetype);
      const plan = planOf(line.packageCode);
      return ok<VoLteEligibility>({
        applied: line.voLteOn,
        handsetSupported: handset?.voLte ?? false,
        planSupported: plan?.voLte ?? false,
        handsetModel: handset ? `${handset.brand} ${handset.model}` : '',
        planName: plan?.name ?? line.packageCode,
      });
    }),
  ),
  http.get(
    apiUrl('Contract/ApplyVoLTE'),
    withLine(({ line, database, now }) => {
      if (line.voLteOn) return refuse(MOBILE_MESSAGES.voLteOn);
      if (!handsetOf(database, line.devicetype)?.voLte) return refuse(MOBILE_MESSAGES.voLteHandset);
      if (!planOf(line.packageCode)?.voLte) return refuse(MOBILE_MESSAGES.voLtePlan);
      const mayOrder = lineRowMayOrder(line);
      if (!mayOrder.ok) return reply(mayOrder);
      mutate(() => {
        line.voLteOn = true;
      });
      return ok<VoLteApplication>({ appliedAt: now.toISOString() });
    }),
  ),
];
