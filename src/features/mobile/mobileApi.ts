import {
  applyVoLte,
  applyVoLteCheck,
  getRatePlanList,
  ratePlanChange,
  type RatePlan,
  type RatePlanChangeReceipt,
  type VoLteApplication,
  type VoLteEligibility,
} from '../../api/contract';
import {
  esimSupportCheck,
  getBarringStatus,
  getEsimDeviceTypes,
  getLocalFeeSuggestion,
  mergeAcntAdd,
  mergeAcntPrimaryNo,
  mergeAcntRemove,
  type BarringStatus,
  type CompanionKind,
  type EsimSupport,
  type HandsetModel,
  type LocalFeeSuggestion,
  type OneNumberAccount,
} from '../../api/device';
import {
  getRatePlanSuggestion,
  getTelSuspendStatus,
  type RatePlanSuggestion,
  type TelSuspendStatus,
} from '../../api/mobile';
import { portalApi } from '../../state/portalApi';

/** A number-scoped query: the number is the cache key (the call sends it as deviceno). */
interface ForDevice {
  deviceNo: string;
}

const api = portalApi.enhanceEndpoints({
  addTagTypes: ['RatePlan', 'SuspendStatus', 'VoLte', 'Barring', 'OneNumber'],
});

/**
 * The mobile line screens' calls. Calls that carry the service password, an SMS code or answer
 * PUK codes are not here: the screens call the service functions directly so that none of it
 * ever enters the store, then invalidate the tag of what changed (`mobileTags`).
 */
export const mobileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRatePlans: build.query<RatePlan[], ForDevice>({
      queryFn: () => getRatePlanList(),
      providesTags: (_result, _error, { deviceNo }) => [{ type: 'RatePlan', id: deviceNo }],
    }),
    changeRatePlan: build.mutation<
      RatePlanChangeReceipt,
      ForDevice & { serviceType: string; packageCode: string }
    >({
      queryFn: ({ serviceType, packageCode }) => ratePlanChange({ serviceType, packageCode }),
      // A refusal may mean the list is stale (a change booked elsewhere): fetch it again too.
      // A change shows on the household summary (home, /Overview) at once.
      invalidatesTags: (_result, error, { deviceNo }) => [
        { type: 'RatePlan', id: deviceNo },
        ...(error ? [] : ['Household' as const]),
      ],
    }),
    getRateSuggestion: build.query<RatePlanSuggestion, ForDevice>({
      queryFn: () => getRatePlanSuggestion(),
      providesTags: (_result, _error, { deviceNo }) => [{ type: 'RatePlan', id: deviceNo }],
    }),
    getLocalFeeSuggestion: build.query<LocalFeeSuggestion, ForDevice>({
      queryFn: () => getLocalFeeSuggestion(),
    }),
    getSuspendStatus: build.query<TelSuspendStatus, ForDevice>({
      queryFn: () => getTelSuspendStatus(),
      providesTags: (_result, _error, { deviceNo }) => [{ type: 'SuspendStatus', id: deviceNo }],
    }),
    getVoLteCheck: build.query<VoLteEligibility, ForDevice>({
      queryFn: () => applyVoLteCheck(),
      providesTags: (_result, _error, { deviceNo }) => [{ type: 'VoLte', id: deviceNo }],
    }),
    applyVoLte: build.mutation<VoLteApplication, ForDevice>({
      queryFn: () => applyVoLte(),
      invalidatesTags: (_result, _error, { deviceNo }) => [{ type: 'VoLte', id: deviceNo }],
    }),
    getHandsetModels: build.query<HandsetModel[], undefined>({
      queryFn: () => getEsimDeviceTypes(),
    }),
    getEsimSupport: build.query<EsimSupport, { deviceType: string }>({
      queryFn: (args) => esimSupportCheck(args),
    }),
    getBarringStatus: build.query<BarringStatus, ForDevice>({
      queryFn: () => getBarringStatus(),
      providesTags: (_result, _error, { deviceNo }) => [{ type: 'Barring', id: deviceNo }],
    }),
    getOneNumber: build.query<OneNumberAccount, ForDevice>({
      queryFn: () => mergeAcntPrimaryNo(),
      providesTags: (_result, _error, { deviceNo }) => [{ type: 'OneNumber', id: deviceNo }],
    }),
    addCompanion: build.mutation<
      OneNumberAccount,
      ForDevice & { kind: CompanionKind; identifier: string; name: string }
    >({
      queryFn: ({ kind, identifier, name }) => mergeAcntAdd({ kind, identifier, name }),
      // A refusal (full, or in use) may mean the list is stale: fetch it again too.
      invalidatesTags: (_result, _error, { deviceNo }) => [{ type: 'OneNumber', id: deviceNo }],
    }),
    removeCompanion: build.mutation<OneNumberAccount, ForDevice & { simId: string }>({
      queryFn: ({ simId }) => mergeAcntRemove({ simId }),
      invalidatesTags: (_result, _error, { deviceNo }) => [{ type: 'OneNumber', id: deviceNo }],
    }),
  }),
});

/** Tags the screens invalidate after a direct call (password, SMS code) changed something. */
export const mobileTags = {
  suspendStatus: (deviceNo: string) =>
    mobileApi.util.invalidateTags([{ type: 'SuspendStatus', id: deviceNo }]),
  barring: (deviceNo: string) => mobileApi.util.invalidateTags([{ type: 'Barring', id: deviceNo }]),
};

export const {
  useGetRatePlansQuery,
  useChangeRatePlanMutation,
  useGetRateSuggestionQuery,
  useGetLocalFeeSuggestionQuery,
  useGetSuspendStatusQuery,
  useGetVoLteCheckQuery,
  useApplyVoLteMutation,
  useGetHandsetModelsQuery,
  useGetEsimSupportQuery,
  useGetBarringStatusQuery,
  useGetOneNumberQuery,
  useAddCompanionMutation,
  useRemoveCompanionMutation,
} = mobileApi;
