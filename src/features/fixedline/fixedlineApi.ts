import {
  getBandwidthConfig,
  updateBandwidth,
  updateUserSessionPasswords,
  type BandwidthChange,
  type BandwidthConfig,
} from '../../api/bandwidth';
import {
  allocateStaticIp,
  checkHinetBillOtp,
  deallocateStaticIp,
  getHinetUsage,
  queryStaticIp,
  sendHinetBillOtp,
  updateStaticIpEmail,
  type HinetOtpSent,
  type HinetUsage,
  type HinetUsageKind,
  type StaticIpStatus,
} from '../../api/hinet';
import {
  addParkingCar,
  getParkingCars,
  getParkingPayMode,
  getParkingRecords,
  getParkingTickets,
  payParkingTicket,
  removeParkingCar,
  setParkingPayMode,
  type CarType,
  type ParkingCar,
  type ParkingPayMode,
  type ParkingRecord,
  type ParkingTicket,
  type PayMode,
} from '../../api/parking';
import { portalApi } from '../../state/portalApi';

/** A number-scoped query: the number is the cache key (the call sends it as deviceno). */
interface ForDevice {
  deviceNo: string;
}

const api = portalApi.enhanceEndpoints({
  addTagTypes: ['StaticIp', 'HinetUsage', 'Bandwidth', 'Parking'],
});

/**
 * The fixed-line and broadband screens' calls. A speed-tier change invalidates 'Household' too:
 * the household summary (home, /Overview) and /InternetUsage show the tier.
 */
export const fixedlineApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaticIp: build.query<StaticIpStatus, ForDevice>({
      queryFn: () => queryStaticIp(),
      providesTags: ['StaticIp'],
    }),
    allocateStaticIp: build.mutation<StaticIpStatus, ForDevice>({
      queryFn: () => allocateStaticIp(),
      invalidatesTags: ['StaticIp'],
    }),
    releaseStaticIp: build.mutation<unknown, ForDevice>({
      queryFn: () => deallocateStaticIp(),
      invalidatesTags: ['StaticIp'],
    }),
    updateStaticIpEmail: build.mutation<unknown, ForDevice & { contactEmail: string }>({
      queryFn: ({ contactEmail }) => updateStaticIpEmail({ contactEmail }),
      invalidatesTags: ['StaticIp'],
    }),
    getHinetUsage: build.query<HinetUsage, ForDevice & { kind: HinetUsageKind; month: string }>({
      queryFn: ({ kind, month }) => getHinetUsage({ kind, month }),
      providesTags: ['HinetUsage'],
    }),
    sendHinetOtp: build.mutation<HinetOtpSent, ForDevice>({
      queryFn: () => sendHinetBillOtp(),
    }),
    checkHinetOtp: build.mutation<unknown, ForDevice & { otp: string }>({
      queryFn: ({ otp }) => checkHinetBillOtp({ otp }),
      invalidatesTags: ['HinetUsage'],
    }),
    getBandwidth: build.query<BandwidthConfig, ForDevice>({
      queryFn: () => getBandwidthConfig(),
      providesTags: ['Bandwidth'],
    }),
    updateBandwidth: build.mutation<BandwidthChange, ForDevice & { tierId: string }>({
      queryFn: ({ tierId }) => updateBandwidth({ tierId }),
      invalidatesTags: ['Bandwidth', 'Household', 'DeviceMenu'],
    }),
    updateSessionPassword: build.mutation<{ changedAt: string }, ForDevice & { password: string }>({
      queryFn: ({ password }) => updateUserSessionPasswords({ password }),
    }),
    getParkingCars: build.query<ParkingCar[], undefined>({
      queryFn: () => getParkingCars(),
      providesTags: ['Parking'],
    }),
    addParkingCar: build.mutation<ParkingCar[], ParkingCar>({
      queryFn: (car) => addParkingCar(car),
      invalidatesTags: ['Parking'],
    }),
    removeParkingCar: build.mutation<ParkingCar[], ParkingCar>({
      queryFn: (car) => removeParkingCar(car),
      invalidatesTags: ['Parking'],
    }),
    getParkingPayMode: build.query<ParkingPayMode, undefined>({
      queryFn: () => getParkingPayMode(),
      providesTags: ['Parking'],
    }),
    setParkingPayMode: build.mutation<ParkingPayMode, PayMode>({
      queryFn: (payMode) => setParkingPayMode({ payMode }),
      invalidatesTags: ['Parking'],
    }),
    getParkingTickets: build.query<ParkingTicket[], undefined>({
      queryFn: () => getParkingTickets(),
      providesTags: ['Parking'],
    }),
    payParkingTicket: build.mutation<ParkingRecord, ParkingTicket>({
      queryFn: ({ PMOId, slipNo, amount }) => payParkingTicket({ PMOId, slipNo, amount }),
      invalidatesTags: ['Parking', 'Bill', 'Household'],
    }),
    getParkingRecords: build.query<
      ParkingRecord[],
      { carType: CarType; carId: string; startDate: string; endDate: string }
    >({
      queryFn: (query) => getParkingRecords(query),
      providesTags: ['Parking'],
    }),
  }),
});

export const {
  useGetStaticIpQuery,
  useAllocateStaticIpMutation,
  useReleaseStaticIpMutation,
  useUpdateStaticIpEmailMutation,
  useGetHinetUsageQuery,
  useSendHinetOtpMutation,
  useCheckHinetOtpMutation,
  useGetBandwidthQuery,
  useUpdateBandwidthMutation,
  useUpdateSessionPasswordMutation,
  useGetParkingCarsQuery,
  useAddParkingCarMutation,
  useRemoveParkingCarMutation,
  useGetParkingPayModeQuery,
  useSetParkingPayModeMutation,
  useGetParkingTicketsQuery,
  usePayParkingTicketMutation,
  useGetParkingRecordsQuery,
} = fixedlineApi;
