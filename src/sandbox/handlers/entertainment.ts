import { http, type RequestHandler } from 'msw';
import type {
  HamiProduct,
  MediaService,
  NetflixStatus,
  ProductExchanged,
} from '../../api/entertainment';
import { sandboxNow } from '../db/clock';
import { devicesOf } from '../db/sessions';
import { db, mutate } from '../db/state';
import {
  exchangeProduct,
  mediaZoneOf,
  netflixStatusOf,
  productView,
} from '../db/tables/entertainmentRules';
import { jsonBody, ok, reply, text } from './respond';
import { apiUrl, withCustomer, withDevice } from './support';

/**
 * The Hami store, the media zone and the Netflix bundle (docs/sandbox.md "Hami store, Netflix
 * and media zone"): an exchange spends the member's points and one piece of stock, or is refused
 * with its code; bundles follow each number's current plan.
 */
export const entertainmentHandlers: RequestHandler[] = [
  http.get(
    apiUrl('CHTMember/ExchangeProducts'),
    withCustomer(() => ok<HamiProduct[]>(db().entertainment.products.map(productView))),
  ),
  http.post(
    apiUrl('CHTMember/ExchangeProducts'),
    withCustomer(async ({ request, customer }) => {
      const body = await jsonBody(request);
      const productId = text(body?.productId);
      const outcome = mutate((database) => {
        database.meta.sequence += 1;
        return exchangeProduct(database, {
          customerId: customer.id,
          productId,
          now: sandboxNow(),
          sequence: database.meta.sequence,
        });
      });
      return reply<ProductExchanged>(outcome);
    }),
  ),
  http.get(
    apiUrl('Device/MediaZone'),
    withCustomer(({ customer }) =>
      ok<MediaService[]>(mediaZoneOf(db().entertainment, devicesOf(customer.id))),
    ),
  ),
  http.get(
    apiUrl('Device/NetflixStatus'),
    withDevice(({ device }) => ok<NetflixStatus>(netflixStatusOf(db().entertainment, device))),
  ),
];
