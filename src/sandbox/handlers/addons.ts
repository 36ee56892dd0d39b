import { http, type RequestHandler } from 'msw';
import type { AddonProduct, AddonPurchase } from '../../api/addon';
import type { EShopPromo } from '../../api/eshop';
import type { MgmStatus } from '../../api/mgm';
import { sandboxNow } from '../db/clock';
import { db, mutate } from '../db/state';
import { ADDON_PROMOTIONS } from '../db/tables/addons';
import { buyAddon, catalogueFor, purchasesOf, purchaseView } from '../db/tables/addonRules';
import { bookFriend, mgmStatusOf } from '../db/tables/mgmRules';
import { apiUrl, withCustomer, withDevice } from './support';
import { jsonBody, ok, reply, text } from './respond';

/**
 * Add-ons of the current number (spec 02 §7.11): the catalogue, buying one (charged on the next
 * phone bill, its data added to the allowance the usage calls report), the history, the add-ons
 * the eShop promotes (eShopPromoQRY, /CoolAddon). And the 5G
 * member-gets-member status and booking (§7.9).
 */
export const addonHandlers: RequestHandler[] = [
  http.get(
    apiUrl('Mobile/AddonProduct'),
    withDevice(({ device }) =>
      ok<AddonProduct[]>(catalogueFor(db(), device.deviceNo, sandboxNow())),
    ),
  ),
  http.post(
    apiUrl('Mobile/PurchaseAddon'),
    // Not withDevice: a prepaid number is not the member's device, and is refused by the rule.
    withCustomer(async ({ request }) => {
      const deviceNo = text(request.headers.get('deviceno'));
      const pid = text((await jsonBody(request))?.pid);
      const now = sandboxNow();
      return reply(mutate((database) => buyAddon(database, deviceNo, pid, now)));
    }),
  ),
  http.get(
    apiUrl('Mobile/AddonHistory'),
    withDevice(({ device }) => {
      const now = sandboxNow();
      return ok<AddonPurchase[]>(
        purchasesOf(db(), device.deviceNo).map((row) => purchaseView(row, now)),
      );
    }),
  ),
  http.get(
    apiUrl('eShop/eShopPromoQRY'),
    withDevice(({ device }) =>
      ok<EShopPromo[]>(
        device.deviceType === 'mobile'
          ? ADDON_PROMOTIONS.map((promo) => ({ ...promo, URL: '/CoolAddon' }))
          : [],
      ),
    ),
  ),
  http.get(
    apiUrl('Contract/MGMStatus'),
    withCustomer(({ customer }) => ok<MgmStatus>(mgmStatusOf(db(), customer.id))),
  ),
  http.post(
    apiUrl('Contract/MGMBooking'),
    withDevice(async ({ request, customer, device }) => {
      const body = await jsonBody(request);
      const now = sandboxNow();
      return reply(
        mutate((database) =>
          bookFriend(database, {
            customerId: customer.id,
            deviceNo: device.deviceNo,
            promoterNo: text(body?.promoterNo),
            friendNo: text(body?.friendNo),
            now,
          }),
        ),
      );
    }),
  ),
];
