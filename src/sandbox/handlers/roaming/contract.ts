import type { RequestHandler } from 'msw';
import { http } from 'msw';
import { mutate } from '../../db/state';
import type { RoamingOrderResult } from '../../../api/types/roaming';
import { ROAMING_REFUSALS as REFUSALS } from '../../db/tables/roamingRules';
import { apiUrl } from '../support';
import { ok, refuseWith, reply } from '../respond';
import { withRoamingDevice, header, placeOrder, applicationOf } from './shared';

export const contractHandlers: RequestHandler[] = [
  http.post(
    apiUrl('Contract/ApplyRoamingToEShop'),
    withRoamingDevice(async ({ request, device, now }) => {
      const application = await applicationOf(request);
      if (!application) return refuseWith(REFUSALS.badDates);
      return reply<RoamingOrderResult>(
        placeOrder(device.deviceNo, application, false, 'eshop', now),
      );
    }),
  ),

  http.post(
    apiUrl('Contract/ApplyRoamingToEShopWithTravelInsurance'),
    withRoamingDevice(async ({ request, device, now }) => {
      const application = await applicationOf(request);
      if (!application) return refuseWith(REFUSALS.badDates);
      return reply<RoamingOrderResult>(
        placeOrder(device.deviceNo, application, true, 'eshop', now),
      );
    }),
  ),

  http.post(
    apiUrl('Contract/ApplyRoamingWithTravelInsurance'),
    withRoamingDevice(({ request, device, now }) =>
      reply<RoamingOrderResult>(
        placeOrder(
          device.deviceNo,
          {
            packageId: header(request, 'packageid'),
            startDate: header(request, 'startdate'),
            endDate: header(request, 'enddate'),
            couponSn: header(request, 'sn') || undefined,
          },
          true,
          'web',
          now,
        ),
      ),
    ),
  ),

  http.get(
    apiUrl('Contract/InsuranceLog'),
    withRoamingDevice(({ request, device, now }) => {
      const functionName = new URL(request.url).searchParams.get('function') ?? '';
      mutate((database) => {
        database.roaming.insuranceLog.push({
          deviceNo: device.deviceNo,
          functionName,
          at: now.toISOString(),
        });
      });
      return ok<{ logged: true }>({ logged: true });
    }),
  ),
];
