import {
  hamicamAddTrouble,
  hamicamDetection,
  type CameraFault,
  type CameraReport,
  type HamicamDetectionResult,
} from '../../api/hamicam';
import {
  addHealthCheck,
  getAppointmentTimes,
  getHealthCheck,
  sendHealthCheckOtp,
  validateHealthCheckOtp,
  type AppointmentTime,
  type HealthCheckAppointment,
  type HealthCheckPayload,
  type HealthCheckResult,
} from '../../api/healthCheck';
import {
  bookingStore,
  cancelBooking,
  getCurrentWaiting,
  getServiceCenter,
  getServiceCenterList,
  bookingStoreForAll,
  getServiceCenterOtpWithCaptcha,
  getStoreBookableInfo,
  getStoreBookableInfoForAll,
  queryBookingInfo,
} from '../../api/serviceCenter';
import {
  addMobileTrouble,
  addTrouble,
  cancelTrouble,
  fetchAttachedNos,
  getEramMsg,
  getMobileTrouble,
  getTroubleAlert,
  getTroubleList,
  mobileTroubleCheck,
  modifyTrouble,
  modifyTroubleAnnounce,
  type TroubleModification,
} from '../../api/trouble';
import type { TroubleAccess } from '../../api/troubleAccess';
import {
  clickPay,
  getFixDateTimeList,
  getLineInfo,
  getLineNumberErrorCode,
  testLineNumber,
  testPhoneNumberLine,
} from '../../api/troubleChecks';
import type {
  BookingInfo,
  BookingReceipt,
  BookingRequest,
  CurrentWaiting,
  ServiceCenterInfo,
  StoreBookableInfo,
} from '../../api/types/serviceCenter';
import type {
  EramMessage,
  FixDateTime,
  LineErrorExplanation,
  LineInfo,
  LineTestResult,
  MobileTroubleCheck,
  TroubleAlert,
  TroubleCategory,
  TroubleReceipt,
  TroubleReport,
  TroubleTicket,
} from '../../api/types/trouble';
import { portalApi } from '../../state/portalApi';

/**
 * A trouble query is about one number: the number is the cache key (a member's calls send it
 * as the deviceno header; a visitor's access carries it).
 */
export interface ForTroubleLine {
  access: TroubleAccess;
  deviceNo: string;
}

export type LineKind = 'mobile' | 'fixedline' | 'broadband';

const api = portalApi.enhanceEndpoints({
  addTagTypes: [
    'TroubleTickets',
    'TroubleSlots',
    'StoreBookings',
    'StoreSlots',
    'HealthCheck',
    'SignLanguage',
    'Cameras',
  ],
});

const lineTag = (type: 'TroubleTickets' | 'TroubleSlots', deviceNo: string) => ({
  type,
  id: deviceNo,
});

/**
 * Support's calls. Live data (queue, slots, line tests, the health check) is kept briefly;
 * changes invalidate what they changed: a report or a change of visit frees or takes a slot.
 */
export const supportApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTroubleAlert: build.query<TroubleAlert, ForTroubleLine>({
      queryFn: ({ access }) => getTroubleAlert(access),
    }),
    getEramMsg: build.query<EramMessage, ForTroubleLine>({
      queryFn: ({ access }) => getEramMsg(access),
    }),
    testLine: build.query<LineTestResult, ForTroubleLine & { kind: LineKind }>({
      queryFn: ({ access, kind }) =>
        kind === 'broadband' ? testLineNumber(access) : testPhoneNumberLine(access),
      keepUnusedDataFor: 0,
    }),
    getMobileCheck: build.query<MobileTroubleCheck, ForTroubleLine>({
      queryFn: ({ access }) => mobileTroubleCheck(access),
      providesTags: (_result, _error, { deviceNo }) => [lineTag('TroubleTickets', deviceNo)],
      keepUnusedDataFor: 0,
    }),
    getLineInfo: build.query<LineInfo, ForTroubleLine>({
      queryFn: ({ access }) => getLineInfo(access),
      keepUnusedDataFor: 0,
    }),
    getAttachedNumbers: build.query<string[], ForTroubleLine>({
      queryFn: ({ access }) => fetchAttachedNos(access),
    }),
    /** Logs that the customer chose to pay first; the journey goes on whatever it answers. */
    logPayFirst: build.mutation<unknown, ForTroubleLine>({
      queryFn: ({ access }) => clickPay(access),
    }),
    getLineErrorCode: build.query<LineErrorExplanation, ForTroubleLine>({
      queryFn: ({ access }) => getLineNumberErrorCode(access),
    }),
    getTroubleCategories: build.query<TroubleCategory[], ForTroubleLine>({
      queryFn: ({ access }) => getMobileTrouble(access),
    }),
    getVisitSlots: build.query<FixDateTime[], ForTroubleLine>({
      queryFn: ({ access }) => getFixDateTimeList(access),
      providesTags: (_result, _error, { deviceNo }) => [lineTag('TroubleSlots', deviceNo)],
      keepUnusedDataFor: 0,
    }),
    getTroubleTickets: build.query<TroubleTicket[], ForTroubleLine>({
      queryFn: ({ access }) => getTroubleList(access),
      providesTags: (_result, _error, { deviceNo }) => [lineTag('TroubleTickets', deviceNo)],
    }),
    fileTrouble: build.mutation<
      TroubleReceipt,
      ForTroubleLine & { report: TroubleReport; kind: LineKind }
    >({
      queryFn: ({ access, report, kind }) =>
        kind === 'mobile' ? addMobileTrouble(report, access) : addTrouble(report, access),
      invalidatesTags: (_result, error, { deviceNo }) =>
        error ? [] : [lineTag('TroubleTickets', deviceNo), lineTag('TroubleSlots', deviceNo)],
    }),
    modifyTrouble: build.mutation<unknown, ForTroubleLine & { change: TroubleModification }>({
      queryFn: async ({ access, change }) => {
        const modified = await modifyTrouble(change, access);
        if ('error' in modified) return modified;
        // The crew hears of the change; the change itself has gone through either way.
        await modifyTroubleAnnounce({ id: change.id }, access);
        return modified;
      },
      invalidatesTags: (_result, error, { deviceNo }) =>
        error ? [] : [lineTag('TroubleTickets', deviceNo), lineTag('TroubleSlots', deviceNo)],
    }),
    cancelTrouble: build.mutation<unknown, ForTroubleLine & { id: string }>({
      queryFn: ({ access, id }) => cancelTrouble({ id }, access),
      invalidatesTags: (_result, error, { deviceNo }) =>
        error ? [] : [lineTag('TroubleTickets', deviceNo), lineTag('TroubleSlots', deviceNo)],
    }),

    getStores: build.query<ServiceCenterInfo[], { city: string; district: string }>({
      queryFn: (args) => getServiceCenterList(args),
    }),
    getStore: build.query<ServiceCenterInfo, { id: string }>({
      queryFn: (args) => getServiceCenter(args),
    }),
    getCurrentWaiting: build.query<CurrentWaiting, { storeId: string }>({
      queryFn: (args) => getCurrentWaiting(args),
      keepUnusedDataFor: 0,
    }),
    getStoreSlots: build.query<StoreBookableInfo, { storeId: string; forAll: boolean }>({
      queryFn: ({ storeId, forAll }) =>
        forAll ? getStoreBookableInfoForAll({ storeId }) : getStoreBookableInfo({ storeId }),
      providesTags: ['StoreSlots'],
      keepUnusedDataFor: 0,
    }),
    getMyBookings: build.query<BookingInfo[], { customer: string }>({
      queryFn: () => queryBookingInfo(),
      providesTags: ['StoreBookings'],
    }),
    sendStoreOtp: build.mutation<unknown, { mobileNo: string; captcha: string; code: string }>({
      queryFn: (args) => getServiceCenterOtpWithCaptcha(args),
    }),
    bookStore: build.mutation<BookingReceipt, { booking: BookingRequest; forAll: boolean }>({
      queryFn: ({ booking, forAll }) =>
        forAll ? bookingStoreForAll(booking) : bookingStore(booking),
      // A refused slot was probably just taken: the slots are read again either way.
      invalidatesTags: (_result, error) =>
        error ? ['StoreSlots'] : ['StoreBookings', 'StoreSlots'],
    }),
    cancelBooking: build.mutation<unknown, { receiveNo: string }>({
      queryFn: (args) => cancelBooking(args),
      invalidatesTags: (_result, error) => (error ? [] : ['StoreBookings', 'StoreSlots']),
    }),

    sendHealthCheckOtp: build.mutation<unknown, HealthCheckPayload>({
      queryFn: (payload) => sendHealthCheckOtp(payload),
    }),
    validateHealthCheckOtp: build.mutation<unknown, HealthCheckPayload>({
      queryFn: (payload) => validateHealthCheckOtp(payload),
    }),
    getHealthCheck: build.query<HealthCheckResult, { deviceNo: string }>({
      queryFn: () => getHealthCheck(),
      providesTags: (_result, _error, { deviceNo }) => [{ type: 'HealthCheck', id: deviceNo }],
      keepUnusedDataFor: 0,
    }),
    getAppointmentTimes: build.query<AppointmentTime[], { deviceNo: string }>({
      queryFn: () => getAppointmentTimes(),
      providesTags: (_result, _error, { deviceNo }) => [{ type: 'HealthCheck', id: deviceNo }],
      keepUnusedDataFor: 0,
    }),
    bookTechnician: build.mutation<
      HealthCheckAppointment,
      { deviceNo: string; payload: HealthCheckPayload }
    >({
      queryFn: ({ payload }) => addHealthCheck(payload),
      invalidatesTags: (_result, _error, { deviceNo }) => [{ type: 'HealthCheck', id: deviceNo }],
    }),

    /** Each run is its own request (`run` counts the customer's clicks). */
    detectCameras: build.query<HamicamDetectionResult, { customer: string; run: number }>({
      queryFn: () => hamicamDetection(),
      providesTags: ['Cameras'],
      keepUnusedDataFor: 0,
    }),
    reportCameraFault: build.mutation<CameraReport, CameraFault>({
      queryFn: (fault) => hamicamAddTrouble(fault),
      invalidatesTags: (_result, error) => (error ? [] : ['Cameras']),
    }),
  }),
});

export const {
  useGetTroubleAlertQuery,
  useGetEramMsgQuery,
  useTestLineQuery,
  useGetLineErrorCodeQuery,
  useGetLineInfoQuery,
  useGetAttachedNumbersQuery,
  useLogPayFirstMutation,
  useGetMobileCheckQuery,
  useGetTroubleCategoriesQuery,
  useGetVisitSlotsQuery,
  useGetTroubleTicketsQuery,
  useFileTroubleMutation,
  useModifyTroubleMutation,
  useCancelTroubleMutation,
  useGetStoresQuery,
  useGetStoreQuery,
  useGetCurrentWaitingQuery,
  useGetStoreSlotsQuery,
  useGetMyBookingsQuery,
  useBookStoreMutation,
  useSendStoreOtpMutation,
  useCancelBookingMutation,
  useSendHealthCheckOtpMutation,
  useValidateHealthCheckOtpMutation,
  useGetHealthCheckQuery,
  useGetAppointmentTimesQuery,
  useBookTechnicianMutation,
  useDetectCamerasQuery,
  useReportCameraFaultMutation,
} = supportApi;
