import {
  getAddonHistory,
  getAddonProduct,
  purchaseAddon,
  type AddonProduct,
  type AddonPurchase,
  type AddonPurchaseRequest,
} from '../../api/addon';
import {
  getEShopPromo,
  getEShopRecommend,
  type EShopPromo,
  type EShopRecommendation,
} from '../../api/eshop';
import { portalApi } from '../../state/portalApi';

interface ForDevice {
  deviceNo: string;
}

const api = portalApi.enhanceEndpoints({ addTagTypes: ['Addon'] });

/**
 * The add-on calls and the eShop's offers for the number (/CoolAddon), keyed by number. A purchase changes the catalogue (the add-on now runs), the
 * history, the number's unbilled amount on /Bill, its allowance (/MobileUsage) and the household
 * summary (home, /Overview).
 */
export const addonsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAddonProducts: build.query<AddonProduct[], ForDevice>({
      queryFn: () => getAddonProduct(),
      providesTags: (_result, _error, { deviceNo }) => [{ type: 'Addon', id: deviceNo }],
    }),
    getAddonHistory: build.query<AddonPurchase[], ForDevice>({
      queryFn: () => getAddonHistory(),
      providesTags: (_result, _error, { deviceNo }) => [{ type: 'Addon', id: deviceNo }],
    }),
    getEShopPromos: build.query<EShopPromo[], ForDevice>({
      queryFn: () => getEShopPromo(),
    }),
    getEShopRecommendations: build.query<EShopRecommendation[], ForDevice>({
      queryFn: () => getEShopRecommend(),
    }),
    purchaseAddon: build.mutation<AddonPurchase, ForDevice & { request: AddonPurchaseRequest }>({
      queryFn: ({ request }) => purchaseAddon(request),
      invalidatesTags: (_result, error, { deviceNo }) => [
        { type: 'Addon', id: deviceNo },
        ...(error
          ? []
          : [
              { type: 'Bill' as const, id: `unbilled:${deviceNo}` },
              { type: 'MobileUsage' as const, id: deviceNo },
              'Household' as const,
            ]),
      ],
    }),
  }),
});

export const {
  useGetAddonProductsQuery,
  useGetAddonHistoryQuery,
  useGetEShopPromosQuery,
  useGetEShopRecommendationsQuery,
  usePurchaseAddonMutation,
} = addonsApi;
