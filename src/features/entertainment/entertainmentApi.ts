import {
  exchangeProducts,
  getExchangeProducts,
  getMediaZone,
  getNetflixStatus,
  type HamiProduct,
  type MediaService,
  type NetflixStatus,
  type ProductExchanged,
} from '../../api/entertainment';
import { getHamiPoint } from '../../api/member';
import type { HamiPoint } from '../../api/types/member';
import { portalApi } from '../../state/portalApi';

const api = portalApi.enhanceEndpoints({ addTagTypes: ['HamiProducts'] });

/**
 * The Hami store, Netflix and the media zone. An exchange spends points: the balance here, on
 * /My ('HamiPoints') and on home ('Household') is read again at once, and so is the stock.
 */
export const entertainmentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHamiPoint: build.query<HamiPoint, string>({
      queryFn: () => getHamiPoint(),
      providesTags: ['HamiPoints'],
      keepUnusedDataFor: 0,
    }),
    getExchangeProducts: build.query<HamiProduct[], string>({
      queryFn: () => getExchangeProducts(),
      providesTags: ['HamiProducts'],
    }),
    exchangeProduct: build.mutation<ProductExchanged, string>({
      queryFn: (productId) => exchangeProducts({ productId }),
      invalidatesTags: ['HamiPoints', 'HamiProducts', 'Household'],
    }),
    getMediaZone: build.query<MediaService[], string>({
      queryFn: () => getMediaZone(),
    }),
    getNetflixStatus: build.query<NetflixStatus, string>({
      queryFn: (deviceNo) => getNetflixStatus({ deviceNo }),
    }),
  }),
});

export const {
  useGetHamiPointQuery,
  useGetExchangeProductsQuery,
  useExchangeProductMutation,
  useGetMediaZoneQuery,
  useGetNetflixStatusQuery,
} = entertainmentApi;
