import { http, type RequestHandler } from 'msw';
import type { Area, RoadStreet } from '../../../api/types/announcement';
import type { BillAddress, BillRequestAck } from '../../../api/types/bill';
import { db, mutate } from '../../db/state';
import { areaOfZip, areasOf } from '../../db/tables/addressData';
import { BILL_SETTINGS_MESSAGES as MESSAGES } from '../../db/tables/billSettingsRules';
import { apiUrl, SANDBOX_MESSAGES } from '../support';
import { jsonBody, ok, refuse } from '../respond';
import { billDevice, ZIP, MAX_ADDRESS_LENGTH } from './shared';

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
      const body = await jsonBody(request);
      const zip = typeof body?.zip === 'string' ? body.zip.trim() : '';
      const address = typeof body?.address === 'string' ? body.address.trim() : '';
      const addressType = body?.addressType;
      if (addressType !== 'bill' && addressType !== 'contact') {
        return refuse(SANDBOX_MESSAGES.badRequest);
      }
      if (!ZIP.test(zip) || address === '' || address.length > MAX_ADDRESS_LENGTH) {
        return refuse(MESSAGES.badAddress);
      }
      const known = areaOfZip(zip.slice(0, 3));
      if (known && !address.startsWith(`${known.city}${known.area.areaName}`)) {
        return refuse(MESSAGES.addressMismatch);
      }
      mutate((database) => {
        const tables = database.billSettings;
        tables.addresses = tables.addresses.filter(
          (row) => !(row.deviceNo === device.deviceNo && row.addressType === addressType),
        );
        tables.addresses.push({ deviceNo: device.deviceNo, addressType, zip, address });
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
