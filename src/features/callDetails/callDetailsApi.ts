import {
  applyCallDetailsForFixLine,
  applyCallDetailsForMobile,
  confirmCallDetailsEmail,
  getCallDetailsHistory,
  sendCallDetailsSmsOtp,
  verifyCallDetailsSmsOtp,
  type CallDetailsApplication,
  type CallDetailsApplyRequest,
  type CallDetailsHistory,
} from '../../api/callDetails';
import { getTelOtp, verifyTelOtp, type OtpSent, type OtpVerified } from '../../api/otp';
import { portalApi } from '../../state/portalApi';

/**
 * Call details: the history per number (tag CallDetails, invalidated by an application or a
 * confirmation), the one-time code steps and the application. Codes are never cached.
 */
export const callDetailsApi = portalApi
  .enhanceEndpoints({ addTagTypes: ['CallDetails'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getCallDetailsHistory: build.query<CallDetailsHistory, { deviceNo: string }>({
        queryFn: (args) => getCallDetailsHistory(args),
        providesTags: (_result, _error, { deviceNo }) => [{ type: 'CallDetails', id: deviceNo }],
      }),
      sendSmsOtp: build.mutation<OtpSent, { deviceNo: string }>({
        queryFn: (args) => sendCallDetailsSmsOtp(args),
      }),
      verifySmsOtp: build.mutation<OtpVerified, { deviceNo: string; smsOtp: string }>({
        queryFn: (args) => verifyCallDetailsSmsOtp(args),
      }),
      sendTelOtp: build.mutation<OtpSent, { telNo: string; pid: string }>({
        queryFn: (args) => getTelOtp(args),
      }),
      verifyTelOtp: build.mutation<OtpVerified, { telNo: string; telOtp: string }>({
        queryFn: (args) => verifyTelOtp(args),
      }),
      applyForMobile: build.mutation<CallDetailsApplication, CallDetailsApplyRequest>({
        queryFn: (args) => applyCallDetailsForMobile(args),
        invalidatesTags: (_result, _error, { deviceNo }) => [{ type: 'CallDetails', id: deviceNo }],
      }),
      applyForFixLine: build.mutation<CallDetailsApplication, CallDetailsApplyRequest>({
        queryFn: (args) => applyCallDetailsForFixLine(args),
        invalidatesTags: (_result, _error, { deviceNo }) => [{ type: 'CallDetails', id: deviceNo }],
      }),
      confirmEmail: build.query<CallDetailsApplication, { id: string }>({
        queryFn: (args) => confirmCallDetailsEmail(args),
        keepUnusedDataFor: 0,
      }),
    }),
  });

export const {
  useGetCallDetailsHistoryQuery,
  useSendSmsOtpMutation,
  useVerifySmsOtpMutation,
  useSendTelOtpMutation,
  useVerifyTelOtpMutation,
  useApplyForMobileMutation,
  useApplyForFixLineMutation,
  useConfirmEmailQuery,
} = callDetailsApi;
