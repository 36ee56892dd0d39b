import { getAreasByCity, getRoadStreetsByZipCode } from '../../api/announcement';
import {
  addAutoPayment,
  disableAutoPayment,
  editAutoPayment,
  getAddressStatus,
  getAutoPaymentAccountHistory,
  getAutoPaymentHistory,
  getBankInfo,
  getPosPaymentCodes,
  getWithholdingList,
  queryAutoPaymentList,
  queryBankInfo,
  stopWithholding,
  updateForAddress,
} from '../../api/billSettings';
import { getUserQuota, setUserQuota, type CarrierBillingQuota } from '../../api/carrierBilling';
import { getAlertSetting, updateAlertSetting, type AlertSetting } from '../../api/mobile';
import type { Area, RoadStreet } from '../../api/types/announcement';
import type {
  AddressType,
  AutoDebitRecord,
  AutoPaymentAccount,
  AutoPaymentHistoryItem,
  AutoPaymentRequest,
  BankCatalogue,
  BankLookup,
  BillAddress,
  BillRequestAck,
  PosPaymentCode,
  WithholdingService,
} from '../../api/types/bill';
import { portalApi } from '../../state/portalApi';

/** A number-scoped query: the number is the cache key (the call sends it as deviceno). */
interface ForDevice {
  deviceNo: string;
}

const api = portalApi.enhanceEndpoints({
  addTagTypes: ['AutoPayment', 'BillAddress', 'UsageAlert', 'CarrierBilling', 'Withholding'],
});

/**
 * The billing-settings screens' calls. Number-scoped queries take the number as their argument
 * so that switching number never shows another number's settings; changes invalidate the tag of
 * what they changed. Default cache time (10 minutes); bank and address data are reference data.
 */
export const billSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAutoPayments: build.query<AutoPaymentAccount[], { numbers: string[] }>({
      queryFn: (args) => queryAutoPaymentList(args),
      providesTags: ['AutoPayment'],
    }),
    getAutoPaymentAccountHistory: build.query<AutoPaymentHistoryItem[], undefined>({
      queryFn: () => getAutoPaymentAccountHistory(),
      providesTags: ['AutoPayment'],
    }),
    getAutoDebits: build.query<AutoDebitRecord[], undefined>({
      queryFn: () => getAutoPaymentHistory(),
      providesTags: ['AutoPayment'],
    }),
    getBankInfo: build.query<BankCatalogue, undefined>({ queryFn: () => getBankInfo() }),
    queryBankInfo: build.mutation<BankLookup, { bankCode: string }>({
      queryFn: (args) => queryBankInfo(args),
    }),
    saveAutoPayment: build.mutation<
      BillRequestAck,
      { mode: 'add' | 'edit'; payload: AutoPaymentRequest }
    >({
      queryFn: ({ mode, payload }) =>
        mode === 'add' ? addAutoPayment(payload) : editAutoPayment(payload),
      invalidatesTags: (_result, error) => (error ? [] : ['AutoPayment']),
    }),
    disableAutoPayment: build.mutation<BillRequestAck, ForDevice>({
      queryFn: (args) => disableAutoPayment(args),
      invalidatesTags: (_result, error) => (error ? [] : ['AutoPayment']),
    }),

    getAddressStatus: build.query<BillAddress, ForDevice>({
      queryFn: () => getAddressStatus(),
      providesTags: (_result, _error, { deviceNo }) => [{ type: 'BillAddress', id: deviceNo }],
    }),
    updateAddress: build.mutation<
      BillRequestAck,
      ForDevice & { zip: string; address: string; addressType: AddressType }
    >({
      queryFn: ({ zip, address, addressType }) => updateForAddress({ zip, address, addressType }),
      invalidatesTags: (_result, error, { deviceNo }) =>
        error ? [] : [{ type: 'BillAddress', id: deviceNo }],
    }),
    getAreasByCity: build.query<Area[], { cityName: string }>({
      queryFn: (args) => getAreasByCity(args),
    }),
    getRoads: build.query<RoadStreet[], { zipCode: string }>({
      queryFn: (args) => getRoadStreetsByZipCode(args),
    }),

    getAlertSetting: build.query<AlertSetting, ForDevice>({
      queryFn: () => getAlertSetting(),
      providesTags: (_result, _error, { deviceNo }) => [{ type: 'UsageAlert', id: deviceNo }],
    }),
    updateAlertSetting: build.mutation<unknown, ForDevice & { setting: AlertSetting }>({
      queryFn: ({ setting }) => updateAlertSetting(setting),
      invalidatesTags: (_result, error, { deviceNo }) =>
        error ? [] : [{ type: 'UsageAlert', id: deviceNo }],
    }),

    getUserQuota: build.query<CarrierBillingQuota, ForDevice>({
      queryFn: () => getUserQuota(),
      providesTags: (_result, _error, { deviceNo }) => [{ type: 'CarrierBilling', id: deviceNo }],
    }),
    setUserQuota: build.mutation<CarrierBillingQuota, ForDevice & { quota: number }>({
      queryFn: ({ quota }) => setUserQuota({ quota }),
      invalidatesTags: (_result, error, { deviceNo }) =>
        error ? [] : [{ type: 'CarrierBilling', id: deviceNo }],
    }),

    getWithholdingList: build.query<WithholdingService[], ForDevice>({
      queryFn: () => getWithholdingList(),
      providesTags: (_result, _error, { deviceNo }) => [{ type: 'Withholding', id: deviceNo }],
    }),
    stopWithholding: build.mutation<BillRequestAck, ForDevice & { serviceId: string }>({
      queryFn: ({ serviceId }) => stopWithholding({ serviceId }),
      invalidatesTags: (_result, error, { deviceNo }) =>
        error ? [] : [{ type: 'Withholding', id: deviceNo }],
    }),

    getPosPaymentCodes: build.mutation<PosPaymentCode[], { deviceNo: string; pid: string }>({
      queryFn: (args) => getPosPaymentCodes(args),
    }),
  }),
});

export const {
  useGetAutoPaymentsQuery,
  useGetAutoPaymentAccountHistoryQuery,
  useGetAutoDebitsQuery,
  useGetBankInfoQuery,
  useQueryBankInfoMutation,
  useSaveAutoPaymentMutation,
  useDisableAutoPaymentMutation,
  useGetAddressStatusQuery,
  useUpdateAddressMutation,
  useGetAreasByCityQuery,
  useGetRoadsQuery,
  useGetAlertSettingQuery,
  useUpdateAlertSettingMutation,
  useGetUserQuotaQuery,
  useSetUserQuotaMutation,
  useGetWithholdingListQuery,
  useStopWithholdingMutation,
  useGetPosPaymentCodesMutation,
} = billSettingsApi;

export { asApiError } from '../../state/portalApi';
