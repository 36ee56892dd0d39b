import {
  getEcsCompany,
  getEcsOverview,
  getEcsSellableProducts,
  getEcsSubscribedProducts,
  inviteEcsUser,
  placeEcsOrder,
  removeEcsUser,
  sendEcsProductEnquiry,
} from '../../api/ecs';
import {
  getEnterpriseAppAdBanners,
  getEnterpriseAppNews,
  getEnterprisePageTreeList,
} from '../../api/announcement';
import { getChtVipEnterprise } from '../../api/member';
import type { AppAdBanner, NewsItem, PageTreeList } from '../../api/types/announcement';
import type { VipInfo } from '../../api/types/member';
import type {
  EcsCompany,
  EcsEnquiry,
  EcsOrder,
  EcsOverview,
  EcsSellableProducts,
  EcsSubscribedProducts,
  EcsUser,
} from '../../api/types/ecs';
import { portalApi } from '../../state/portalApi';

const api = portalApi.enhanceEndpoints({ addTagTypes: ['EcsCompany'] });

/**
 * The enterprise calls. Every query takes the ECS session token as its argument, so that what one
 * company user saw is never served to the next one signed in (the calls send it themselves).
 */
export const ecsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEnterpriseBanners: build.query<AppAdBanner[], undefined>({
      queryFn: () => getEnterpriseAppAdBanners(),
    }),
    getEnterpriseNews: build.query<NewsItem[], undefined>({
      queryFn: () => getEnterpriseAppNews(),
    }),
    getEnterprisePageTree: build.query<PageTreeList, undefined>({
      queryFn: () => getEnterprisePageTreeList(),
    }),
    getEcsOverview: build.query<EcsOverview, string>({
      queryFn: () => getEcsOverview(),
      providesTags: ['EcsCompany'],
    }),
    getEcsCompany: build.query<EcsCompany, string>({
      queryFn: () => getEcsCompany(),
      providesTags: ['EcsCompany'],
    }),
    getEcsSubscribedProducts: build.query<EcsSubscribedProducts, string>({
      queryFn: () => getEcsSubscribedProducts(),
      providesTags: ['EcsCompany'],
    }),
    getEcsSellableProducts: build.query<EcsSellableProducts, string>({
      queryFn: () => getEcsSellableProducts(),
    }),
    getEcsVip: build.query<VipInfo, string>({
      queryFn: (token) => getChtVipEnterprise({ token }),
    }),
    sendEcsEnquiry: build.mutation<
      EcsEnquiry,
      { productId: string; quantity: number; message: string }
    >({
      queryFn: (params) => sendEcsProductEnquiry(params),
      invalidatesTags: ['EcsCompany'],
    }),
    placeEcsOrder: build.mutation<EcsOrder, { productId: string; quantity: number }>({
      queryFn: (params) => placeEcsOrder(params),
      invalidatesTags: ['EcsCompany'],
    }),
    inviteEcsUser: build.mutation<EcsUser, { userId: string; name: string }>({
      queryFn: (params) => inviteEcsUser(params),
      invalidatesTags: ['EcsCompany'],
    }),
    removeEcsUser: build.mutation<null, { userId: string }>({
      queryFn: (params) => removeEcsUser(params),
      invalidatesTags: ['EcsCompany'],
    }),
  }),
});

export const {
  useGetEnterpriseBannersQuery,
  useGetEnterpriseNewsQuery,
  useGetEnterprisePageTreeQuery,
  useGetEcsOverviewQuery,
  useGetEcsCompanyQuery,
  useGetEcsSubscribedProductsQuery,
  useGetEcsSellableProductsQuery,
  useGetEcsVipQuery,
  useSendEcsEnquiryMutation,
  usePlaceEcsOrderMutation,
  useInviteEcsUserMutation,
  useRemoveEcsUserMutation,
} = ecsApi;
