import {
  applyRoamingToEShop,
  applyRoamingToEShopWithTravelInsurance,
  applyRoamingWithTravelInsurance,
  insuranceLog,
} from '../../api/contract';
import { getCountryByIp, getRoamingProcess, type ApplicationProcess } from '../../api/dashboard';
import {
  canOrDacProvisionRateplan,
  canProvisionRateplan,
  getCouponRatePlanInfo,
  type ProvisionCheck,
  type ProvisionRateplanParams,
  getRefillHistory,
  getRoamingPlanSuggestion,
  getRoamingUsingInfo,
  getSpendCap,
  getSubrDataUsage,
  getSubrSettings,
  getSubscriptionHistory,
  getSubscriptionHistoryDetail,
  getSubscriptionInfo,
  initRoamingService,
  setSpendCap,
  setSubrSettings,
} from '../../api/rsc';
import type {
  CountryByIp,
  RoamingApplication,
  RoamingCouponInfo,
  RoamingOrder,
  RoamingOrderDetail,
  RoamingOrderResult,
  RoamingPlanSuggestion,
  RoamingRefill,
  RoamingSettings,
  RoamingUsage,
  RoamingUsingInfo,
  SpendCap,
  SpendCapSettings,
  SubscriptionInfo,
} from '../../api/types/roaming';
import { portalApi } from '../../state/portalApi';

/** GetSubscriptionHistoryDetail is cached 60 s per device (spec 01 §9). */
export const HISTORY_DETAIL_CACHE_SECONDS = 60;

/** Every query carries the number it is about, so that switching number never mixes them. */
interface PerDevice {
  deviceNo: string;
}

const roamingTags = portalApi.enhanceEndpoints({
  addTagTypes: ['RoamingService', 'RoamingSettings', 'RoamingCap'],
});

/**
 * The roaming screens' calls. Ordering a pass clears the cached history (spec 01 §7), the
 * service summary, the usage, the cap's month figures and the applications.
 */
export const roamingApi = roamingTags.injectEndpoints({
  endpoints: (build) => ({
    getSubscriptionInfo: build.query<SubscriptionInfo, PerDevice>({
      queryFn: () => getSubscriptionInfo(),
      providesTags: ['RoamingService'],
    }),
    initRoamingService: build.mutation<unknown, PerDevice>({
      queryFn: () => initRoamingService(),
      invalidatesTags: ['RoamingService', 'RoamingSettings'],
    }),
    getSubrSettings: build.query<RoamingSettings, PerDevice>({
      queryFn: () => getSubrSettings(),
      providesTags: ['RoamingSettings'],
    }),
    setSubrSettings: build.mutation<unknown, PerDevice & { settings: RoamingSettings }>({
      queryFn: ({ settings }) => setSubrSettings(settings),
      invalidatesTags: ['RoamingSettings', 'RoamingService'],
    }),
    getSpendCap: build.query<SpendCap, PerDevice>({
      queryFn: () => getSpendCap(),
      providesTags: ['RoamingCap'],
    }),
    setSpendCap: build.mutation<SpendCap, PerDevice & { cap: SpendCapSettings }>({
      queryFn: ({ cap }) => setSpendCap(cap),
      // A cap may stop roaming data or lift its stop: the switch and the summary change with it.
      invalidatesTags: ['RoamingCap', 'RoamingService', 'RoamingSettings'],
    }),
    getCountryByIp: build.query<CountryByIp, PerDevice>({
      queryFn: () => getCountryByIp(),
    }),
    getRoamingPlanSuggestion: build.query<
      RoamingPlanSuggestion,
      PerDevice & { country: string; startDate: string; endDate: string; travelDay: number }
    >({
      queryFn: ({ country, startDate, endDate, travelDay }) =>
        getRoamingPlanSuggestion({
          country,
          startDatetime: startDate,
          endDatetime: endDate,
          travelDay,
        }),
    }),
    checkRoamingCoupon: build.mutation<RoamingCouponInfo, PerDevice & { sn: string }>({
      queryFn: ({ sn }) => getCouponRatePlanInfo({ sn }),
    }),
    logInsuranceStep: build.mutation<unknown, PerDevice & { functionName: string }>({
      queryFn: ({ functionName }) => insuranceLog(functionName),
    }),
    checkProvisioning: build.mutation<
      ProvisionCheck,
      PerDevice & ProvisionRateplanParams & { isCompany: boolean }
    >({
      queryFn: ({ isCompany, packageId, startDate, endDate, pid }) =>
        isCompany
          ? canOrDacProvisionRateplan({ packageId, startDate, endDate, pid })
          : canProvisionRateplan({ packageId, startDate, endDate, pid }),
    }),
    applyRoaming: build.mutation<
      RoamingOrderResult,
      PerDevice & { application: RoamingApplication; travelInsurance: boolean }
    >({
      queryFn: ({ application, travelInsurance }) => {
        if (!travelInsurance) return applyRoamingToEShop(application);
        // The web order with insurance (spec 02 §7.9) carries no serial: with one, the eShop call.
        return application.couponSn === undefined
          ? applyRoamingWithTravelInsurance({
              packageId: application.packageId,
              startDate: application.startDate,
              endDate: application.endDate,
            })
          : applyRoamingToEShopWithTravelInsurance(application);
      },
      invalidatesTags: [
        'SubscriptionHistory',
        'RoamingService',
        'RoamingCap',
        'RoamingApplications',
      ],
    }),
    getRoamingUsingInfo: build.query<RoamingUsingInfo, PerDevice>({
      queryFn: () => getRoamingUsingInfo(),
      providesTags: ['RoamingService'],
    }),
    getRoamingUsage: build.query<RoamingUsage, PerDevice>({
      queryFn: () => getSubrDataUsage(),
      providesTags: ['RoamingService'],
    }),
    getRefillHistory: build.query<
      RoamingRefill[],
      PerDevice & { packageId: string; orderDate: string }
    >({
      queryFn: ({ packageId, orderDate }) => getRefillHistory({ packageId, orderDate }),
      providesTags: ['RoamingService'],
    }),
    getRoamingProcess: build.query<ApplicationProcess[], PerDevice>({
      queryFn: () => getRoamingProcess(),
      providesTags: ['RoamingApplications'],
    }),
    getSubscriptionHistory: build.query<
      RoamingOrder[],
      PerDevice & { year: number; month: number }
    >({
      queryFn: ({ year, month }) => getSubscriptionHistory({ year, month }),
      providesTags: ['SubscriptionHistory'],
    }),
    getSubscriptionHistoryDetail: build.query<RoamingOrderDetail[], PerDevice>({
      queryFn: ({ deviceNo }) => getSubscriptionHistoryDetail({ deviceNo }),
      keepUnusedDataFor: HISTORY_DETAIL_CACHE_SECONDS,
      providesTags: ['SubscriptionHistory'],
    }),
  }),
});

export const {
  useGetSubscriptionInfoQuery,
  useInitRoamingServiceMutation,
  useGetSubrSettingsQuery,
  useSetSubrSettingsMutation,
  useGetSpendCapQuery,
  useSetSpendCapMutation,
  useGetCountryByIpQuery,
  useGetRoamingPlanSuggestionQuery,
  useCheckRoamingCouponMutation,
  useCheckProvisioningMutation,
  useLogInsuranceStepMutation,
  useApplyRoamingMutation,
  useGetRoamingUsingInfoQuery,
  useGetRoamingUsageQuery,
  useGetRefillHistoryQuery,
  useGetRoamingProcessQuery,
  useGetSubscriptionHistoryQuery,
  useGetSubscriptionHistoryDetailQuery,
} = roamingApi;
