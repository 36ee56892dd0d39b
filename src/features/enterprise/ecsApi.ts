import {
  bookEcsService,
  getEcsCompany,
  getEcsLineService,
  getEcsOverview,
  getEcsSellableProducts,
  getEcsSubscribedProducts,
  inviteEcsUser,
  placeEcsOrder,
  removeEcsUser,
  reportEcsFault,
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
  EcsBooking,
  EcsCompany,
  EcsEnquiry,
  EcsInvitation,
  EcsLineService,
  EcsTicket,
  EcsOrder,
  EcsOverview,
  EcsSellableProducts,
  EcsSubscribedProducts,
} from '../../api/types/ecs';
import type { TroubleReport } from '../../api/types/trouble';
import { portalApi } from '../../state/portalApi';

const api = portalApi.enhanceEndpoints({ addTagTypes: ['EcsCompany', 'EcsLineService'] });

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
    inviteEcsUser: build.mutation<EcsInvitation, { userId: string; name: string }>({
      queryFn: (params) => inviteEcsUser(params),
      invalidatesTags: ['EcsCompany'],
    }),
    removeEcsUser: build.mutation<null, { userId: string }>({
      queryFn: (params) => removeEcsUser(params),
      invalidatesTags: ['EcsCompany'],
    }),
    /** Slots and tickets change with every booking and report: kept only while shown. */
    getEcsLineService: build.query<EcsLineService, string>({
      queryFn: () => getEcsLineService(),
      providesTags: ['EcsLineService'],
      keepUnusedDataFor: 0,
    }),
    reportEcsFault: build.mutation<EcsTicket, { lineNo: string; report: TroubleReport }>({
      queryFn: ({ lineNo, report }) => reportEcsFault(lineNo, report),
      invalidatesTags: (_result, error) => (error ? [] : ['EcsLineService', 'EcsCompany']),
    }),
    /** A refused time was probably just taken: the times are read again either way. */
    bookEcsService: build.mutation<
      EcsBooking,
      { lineNo: string; date: string; time: string; service: string }
    >({
      queryFn: (params) => bookEcsService(params),
      invalidatesTags: ['EcsLineService'],
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
  useGetEcsLineServiceQuery,
  useReportEcsFaultMutation,
  useBookEcsServiceMutation,
} = ecsApi;
