import { http } from 'msw';
import type { CampaignEntry, CampaignPurchase, CampaignStanding } from '../../api/campaign';
import { sandboxNow } from '../db/clock';
import { customerForToken, findDevice } from '../db/sessions';
import { db, mutate } from '../db/state';
import {
  purchaseRecordOf,
  standingOf,
  takePart,
  type CampaignAsker,
} from '../db/tables/campaignRules';
import type { CustomerRow } from '../db/types';
import { jsonBody, reply, text } from './respond';
import { apiUrl, withCustomer } from './support';

/** The asker's number: the deviceno header, when it is one of theirs. */
function askerOf(
  request: Request,
  customer: CustomerRow | null,
  campaignId: string,
  test: boolean,
): CampaignAsker {
  const device = findDevice(request.headers.get('deviceno') ?? '');
  return {
    campaignId,
    test,
    customer,
    device: customer && device?.customerId === customer.id ? device : null,
    now: sandboxNow(),
  };
}

function queryRef(request: Request) {
  const params = new URL(request.url).searchParams;
  return { campaignId: text(params.get('campaign')), test: params.get('test') === '1' };
}

const action = (name: 'SignIn' | 'Draw' | 'Act', kind: 'signIn' | 'draw' | 'act') =>
  http.post(
    apiUrl(`Campaign/${name}`),
    withCustomer(async ({ request, customer }) => {
      const body = (await jsonBody(request)) ?? {};
      const asker = askerOf(request, customer, text(body.campaign), body.test === 1);
      return reply<CampaignEntry>(mutate((database) => takePart(database, asker, kind)));
    }),
  );

/**
 * Campaigns (docs/sandbox.md, "Campaigns"): the standing is open to visitors (a campaign page
 * shows its rules to anyone); taking part and the purchase record need a member.
 */
export const campaignHandlers = [
  http.get(apiUrl('Campaign/IdentificationLevel'), ({ request }) => {
    const { campaignId, test } = queryRef(request);
    const customer = customerForToken(request.headers.get('token'));
    return reply<CampaignStanding>(standingOf(db(), askerOf(request, customer, campaignId, test)));
  }),
  action('SignIn', 'signIn'),
  action('Draw', 'draw'),
  action('Act', 'act'),
  http.get(
    apiUrl('Campaign/PurchaseRecord'),
    withCustomer(({ request, customer }) => {
      const { campaignId, test } = queryRef(request);
      return reply<CampaignPurchase[]>(
        purchaseRecordOf(db(), askerOf(request, customer, campaignId, test)),
      );
    }),
  ),
];
