import { http, type RequestHandler } from 'msw';
import type { Area, RoadStreet } from '../../../api/types/announcement';
import type { BillAddress, BillRequestAck } from '../../../api/types/bill';
import { db, mutate } from '../../db/state';
import { areaOfZip, areasOf } from '../../db/tables/addressData';
import { checkAddressChange } from '../../db/tables/billSettingsRules';
import { billDevice } from '../billSource';
import { apiUrl, SANDBOX_MESSAGES } from '../support';
import { jsonBody, ok, refuse, refuseWith } from '../respond';

export const addressHandlers: RequestHandler[] = [
  http.get(
    apiUrl('Bill/AddressStatus'),
    billDevice(({ device }) => {
      const row = db().billSettings.addresses.find(
        (candidate) => candidate.deviceNo === device.deviceNo && candidate.addressType === 'bill',
      );
      return ok<BillAddress>(
        row
          ? { zip: row.zip, address: row.address, addressType: row.addressType }
          : { zip: '', address: '', addressType: 'bill' },
      );
    }),
  ),

  http.post(
    apiUrl('Bill/UpdateForAddress'),
    billDevice(async ({ request, device }) => {
      const change = checkAddressChange((await jsonBody(request)) ?? {});
      if (!change.ok) return refuseWith(change);
      const { addressType } = change.value;
      mutate((database) => {
        const tables = database.billSettings;
        tables.addresses = tables.addresses.filter(
          (row) => !(row.deviceNo === device.deviceNo && row.addressType === addressType),
        );
        tables.addresses.push({ deviceNo: device.deviceNo, ...change.value });
      });
      return ok<BillRequestAck>({});
    }),
  ),

  // Address reference data: no session needed.
  http.post(apiUrl('Announcement/eShop_GetAreasByCity'), async ({ request }) => {
    const body = await jsonBody(request);
    if (typeof body?.cityName !== 'string') return refuse(SANDBOX_MESSAGES.badRequest);
    return ok<Area[]>(
      areasOf(body.cityName.trim()).map(({ areaName, zipCode }) => ({ areaName, zipCode })),
    );
  }),

  http.post(apiUrl('Announcement/eShop_GetRoadStreetsByZipCode'), async ({ request }) => {
    const body = await jsonBody(request);
    if (typeof body?.zipCode !== 'string') return refuse(SANDBOX_MESSAGES.badRequest);
    const found = areaOfZip(body.zipCode.trim());
    return ok<RoadStreet[]>((found?.area.roads ?? []).map((roadName) => ({ roadName })));
  }),
];
