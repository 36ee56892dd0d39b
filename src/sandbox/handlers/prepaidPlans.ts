import { http } from 'msw';
import type { PrepaidRoamingOffer } from '../../api/prepaidRoaming';
import type {
  PrepaidOffer,
  PurchaseRecord,
  PurchaseResult,
  UpgradeResult,
} from '../../api/types/prepaid';
import { taipeiDateTime } from '../db/seedContent';
import { findOffer, PREPAID_CATALOGUE, validityText } from '../db/prepaidCatalogue';
import { offerName } from '../db/prepaidOfferNames';
import { nameLanguage } from '../db/tables/catalogueNames';
import { buyRoamingOffer, isPlanVisible, purchase, upgradeTo5G } from '../db/tables/prepaidRules';
import { db } from '../db/state';
import type { RoamingOfferRow } from '../db/tables/prepaidPlans';
import { apiUrl } from './support';
import { jsonBody, ok, reply } from './respond';
import { withPrepaidCard } from './prepaidSupport';

type Language = ReturnType<typeof nameLanguage>;

const ROAMING_NAMES: Record<Language, (offer: RoamingOfferRow) => string> = {
  zh: (offer) => `國際漫遊上網 ${String(offer.days)} 天 ${String(offer.dataMb / 1024)}GB`,
  en: (offer) => `Roaming data, ${String(offer.days)} days ${String(offer.dataMb / 1024)}GB`,
  id: (offer) => `Data roaming, ${String(offer.days)} hari ${String(offer.dataMb / 1024)}GB`,
  th: (offer) => `เน็ตโรมมิ่ง ${String(offer.days)} วัน ${String(offer.dataMb / 1024)}GB`,
  vi: (offer) => `Data chuyển vùng, ${String(offer.days)} ngày ${String(offer.dataMb / 1024)}GB`,
};

function records(
  number: string,
  roaming: boolean,
  now: Date,
  language: Language,
): PurchaseRecord[] {
  return db()
    .prepaidPlans.purchases.filter(
      (row) =>
        row.number === number && (row.roaming ?? false) === roaming && isPlanVisible(row, now),
    )
    .sort((a, b) => Date.parse(b.time) - Date.parse(a.time))
    .map((row) => {
      const offer = findOffer(row.offerCode);
      const roamingOffer = db().prepaidPlans.roamingOffers.find(
        (item) => item.code === row.offerCode,
      );
      const name = offer
        ? offerName(offer, language)
        : roamingOffer
          ? ROAMING_NAMES[language](roamingOffer)
          : undefined;
      return {
        phoneNumber: row.number,
        purchaseTime: taipeiDateTime(new Date(row.time)),
        amount: row.amount,
        status: row.status,
        purchaseNo: row.purchaseNo,
        ...(name ? { offerName: name } : {}),
      };
    });
}

/** Plan catalogue and purchase, the 5G upgrade and prepaid roaming. */
export const prepaidPlanHandlers = [
  http.get(
    apiUrl('Prepaid/GetPrepaidOfferList'),
    withPrepaidCard(({ request, card }) => {
      const language = nameLanguage(request.headers.get('Language'));
      // A card with an approved student application may buy the student packages.
      const mayBuyStudent = card.studentApproved === true;
      return ok<PrepaidOffer[]>(
        PREPAID_CATALOGUE.map((offer) => ({
          OfferCode: offer.code,
          name: offerName(offer, language),
          category: offer.category,
          price: offer.price,
          validity: validityText(offer),
          ...(offer.needsInPersonApplication && !mayBuyStudent
            ? { needsInPersonApplication: true }
            : {}),
        })),
      );
    }),
  ),

  http.post(
    apiUrl('Prepaid/RefillVoucherLessByMainAccount'),
    withPrepaidCard(async ({ request, card, now }) => {
      const body = await jsonBody(request);
      const offerCode = typeof body?.OfferCode === 'string' ? body.OfferCode : '';
      const outcome = purchase(card.number, offerCode, now);
      return reply<PurchaseResult>(outcome);
    }),
  ),

  http.get(
    apiUrl('Prepaid/GetOfferPurchaseHistory'),
    withPrepaidCard(({ request, card, now }) =>
      ok<PurchaseRecord[]>(
        records(card.number, false, now, nameLanguage(request.headers.get('Language'))),
      ),
    ),
  ),

  http.post(
    apiUrl('Prepaid/Upgrade5GToEShop'),
    withPrepaidCard(({ card, now }) => {
      const outcome = upgradeTo5G(card.number, now);
      return reply<UpgradeResult>(outcome);
    }),
  ),

  http.get(
    apiUrl('Prepaid/GetRoamingOfferList'),
    withPrepaidCard(({ request }) => {
      const language = nameLanguage(request.headers.get('Language'));
      return ok<PrepaidRoamingOffer[]>(
        db().prepaidPlans.roamingOffers.map((offer) => ({
          OfferCode: offer.code,
          name: ROAMING_NAMES[language](offer),
          category: 'roaming',
          price: offer.price,
          validity: `${String(offer.days)}d`,
          countries: [...offer.countries],
        })),
      );
    }),
  ),

  http.post(
    apiUrl('Prepaid/PurchaseRoamingOffer'),
    withPrepaidCard(async ({ request, card, now }) => {
      const body = await jsonBody(request);
      const offerCode = typeof body?.OfferCode === 'string' ? body.OfferCode : '';
      const pid = typeof body?.pid === 'string' ? body.pid : '';
      const outcome = buyRoamingOffer(card.number, offerCode, pid, now);
      return reply<PurchaseResult>(outcome);
    }),
  ),

  http.get(
    apiUrl('Prepaid/GetRoamingPurchaseHistory'),
    withPrepaidCard(({ request, card, now }) =>
      ok<PurchaseRecord[]>(
        records(card.number, true, now, nameLanguage(request.headers.get('Language'))),
      ),
    ),
  ),
];
