import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { saveCouponForPrePaid, type Coupon } from '../../api/coupon';
import type { ApiError, ApiResult } from '../../api/http';
import {
  getFunctionConfig,
  getOfferPurchaseHistory,
  getPrepaidOfferList,
  getRefillHistory,
  getSubscriber,
  getSubscriberDaBalances,
  getSubscriberDaInfos,
  refillVoucher,
  refillVoucherLessByMainAccount,
  updateFunctionConfig,
  upgrade5GToEShop,
} from '../../api/prepaid';
import {
  getRoamingOfferList,
  getRoamingPurchaseHistory,
  purchaseRoamingOffer,
  type PrepaidRoamingOffer,
} from '../../api/prepaidRoaming';
import type {
  DaBalance,
  DaInfo,
  FunctionConfig,
  PrepaidOffer,
  PrepaidSubscriber,
  PurchaseRecord,
  PurchaseResult,
  RefillResult,
  TopUpRecord,
  UpgradeResult,
} from '../../api/types/prepaid';
import { TransportErrorCode } from '../../api/http';
import { clientActions } from '../../state/client';
import { portalApi } from '../../state/portalApi';
import { prepaidActions } from '../../state/prepaid';
import type { AppDispatch, RootState } from '../../state/store';
import { refreshPrepaidSession } from './prepaidSession';

/** The identity type the prepaid calls send for a holder using this portal. */
export const IDENTITY_TYPE = '1';

function needsNewSession(error: ApiError): boolean {
  return error.status === 401 || error.code === TransportErrorCode.network;
}

/**
 * Runs a prepaid call with the prepaid token; after a 401 or a network error the session is
 * refreshed once (remembered holders) and the call repeated, otherwise the session ends.
 */
async function prepaidCall<T>(api: BaseQueryApi, run: () => Promise<ApiResult<T>>) {
  const dispatch = api.dispatch as AppDispatch;
  const state = api.getState() as RootState;
  if (!state.client.isPrepaid) dispatch(clientActions.prepaidModeChanged(true));
  const first = await run();
  if (!('error' in first) || !needsNewSession(first.error)) return first;
  // Another call renewed the session meanwhile: use the new token rather than renew again.
  const renewedMeanwhile = (api.getState() as RootState).prepaid.token !== state.prepaid.token;
  if (renewedMeanwhile || (await dispatch(refreshPrepaidSession()))) return run();
  if (first.error.status === 401) dispatch(prepaidActions.prepaidSessionEnded());
  return first;
}

/** Queries are keyed by the prepaid number, so one number never sees another's data. */
export interface PrepaidKey {
  ivrNo: string;
}

/** Lists whose names come in the holder's language. */
export interface LocalizedKey extends PrepaidKey {
  language: string;
}

export const prepaidApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getPrepaidSubscriber: build.query<PrepaidSubscriber, PrepaidKey>({
      queryFn: (_arg, api) => prepaidCall(api, () => getSubscriber()),
      providesTags: ['Prepaid'],
    }),
    getPrepaidBalances: build.query<DaBalance[], PrepaidKey>({
      queryFn: (_arg, api) => prepaidCall(api, () => getSubscriberDaBalances()),
      providesTags: ['Prepaid'],
    }),
    getPrepaidPlans: build.query<DaInfo[], LocalizedKey>({
      queryFn: ({ language }, api) => prepaidCall(api, () => getSubscriberDaInfos({ language })),
      providesTags: ['Prepaid'],
    }),
    getPrepaidOffers: build.query<PrepaidOffer[], { language: string }>({
      queryFn: (args, api) => prepaidCall(api, () => getPrepaidOfferList(args)),
    }),
    getTopUpRecords: build.query<TopUpRecord[], PrepaidKey>({
      queryFn: (_arg, api) => prepaidCall(api, () => getRefillHistory()),
      providesTags: ['Prepaid'],
    }),
    getPurchaseRecords: build.query<PurchaseRecord[], LocalizedKey>({
      queryFn: ({ language }, api) => prepaidCall(api, () => getOfferPurchaseHistory({ language })),
      providesTags: ['Prepaid'],
    }),
    getNotificationSettings: build.query<FunctionConfig, PrepaidKey>({
      queryFn: (_arg, api) => prepaidCall(api, () => getFunctionConfig()),
      providesTags: ['Prepaid'],
    }),
    getRoamingOffers: build.query<PrepaidRoamingOffer[], LocalizedKey>({
      queryFn: ({ language }, api) => prepaidCall(api, () => getRoamingOfferList({ language })),
    }),
    getRoamingRecords: build.query<PurchaseRecord[], LocalizedKey>({
      queryFn: ({ language }, api) =>
        prepaidCall(api, () => getRoamingPurchaseHistory({ language })),
      providesTags: ['Prepaid'],
    }),
    topUp: build.mutation<RefillResult, { code: string }>({
      queryFn: ({ code }, api) =>
        prepaidCall(api, () =>
          refillVoucher({ activationCode: code, identityType: IDENTITY_TYPE }),
        ),
      invalidatesTags: ['Prepaid'],
    }),
    buyPlan: build.mutation<PurchaseResult, { offerCode: string }>({
      queryFn: ({ offerCode }, api) =>
        prepaidCall(api, () =>
          refillVoucherLessByMainAccount({ offerCode, identityType: IDENTITY_TYPE }),
        ),
      invalidatesTags: ['Prepaid'],
    }),
    upgradeTo5G: build.mutation<UpgradeResult, PrepaidKey>({
      queryFn: (_arg, api) =>
        prepaidCall(api, () => upgrade5GToEShop({ identityType: IDENTITY_TYPE })),
      invalidatesTags: ['Prepaid'],
    }),
    saveNotificationSettings: build.mutation<unknown, FunctionConfig>({
      queryFn: (config, api) => prepaidCall(api, () => updateFunctionConfig(config)),
      invalidatesTags: ['Prepaid'],
    }),
    redeemPrepaidCoupon: build.mutation<Coupon, { couponNo: string }>({
      queryFn: (args, api) => prepaidCall(api, () => saveCouponForPrePaid(args)),
      invalidatesTags: ['Prepaid'],
    }),
    buyRoamingOffer: build.mutation<PurchaseResult, { offerCode: string; pid: string }>({
      queryFn: (args, api) => prepaidCall(api, () => purchaseRoamingOffer(args)),
      invalidatesTags: ['Prepaid'],
    }),
  }),
});

export const {
  useGetPrepaidSubscriberQuery,
  useGetPrepaidBalancesQuery,
  useGetPrepaidPlansQuery,
  useGetPrepaidOffersQuery,
  useGetTopUpRecordsQuery,
  useGetPurchaseRecordsQuery,
  useGetNotificationSettingsQuery,
  useGetRoamingOffersQuery,
  useGetRoamingRecordsQuery,
  useTopUpMutation,
  useBuyPlanMutation,
  useUpgradeTo5GMutation,
  useSaveNotificationSettingsMutation,
  useBuyRoamingOfferMutation,
  useRedeemPrepaidCouponMutation,
} = prepaidApi;

export { asApiError } from '../../state/portalApi';
