import { modifyHnPassword } from '../../api/hinet';
import {
  authenticationHn,
  getMobileTokenOtp,
  modReceiveNo,
  resetModPw,
  setHnPassCode,
  verifyMobileTokenOtp,
  verifyModNo,
  verifyModNoNoLogin,
  type HnAccountType,
  type ModResetType,
  type ModVerified,
} from '../../api/hinetReset';
import { portalApi } from '../../state/portalApi';

interface Changed {
  changedAt: string;
}

/** The calls of /HiNetReset: every one a step of a reset, none cached. */
export const hinetResetApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    verifyMod: build.mutation<ModVerified, { deviceno: string; pid: string | null }>({
      queryFn: ({ deviceno, pid }) =>
        pid === null ? verifyModNo({ deviceno }) : verifyModNoNoLogin({ deviceno, pid }),
    }),
    sendModCode: build.mutation<ModVerified, { deviceno: string }>({
      queryFn: (params) => modReceiveNo(params),
    }),
    resetModPassword: build.mutation<
      Changed,
      { deviceno: string; pw: string; rno: string; type: ModResetType }
    >({
      queryFn: (params) => resetModPw(params),
    }),
    sendMobileCode: build.mutation<unknown, { mobileNo: string; captcha: string; code: string }>({
      queryFn: (params) => getMobileTokenOtp(params),
    }),
    verifyMobileCode: build.mutation<{ mobileToken: string }, { mobile: string; otp: string }>({
      queryFn: (params) => verifyMobileTokenOtp(params),
    }),
    authenticateHn: build.mutation<
      { authToken: string; accountType: HnAccountType },
      { hnNo: string; pid: string; mobileToken: string }
    >({
      queryFn: (params) => authenticationHn(params),
    }),
    setHnPassCode: build.mutation<
      Changed,
      { hnNo: string; authToken: string; newPassword: string; accountType: HnAccountType }
    >({
      queryFn: (params) => setHnPassCode(params),
    }),
    modifyHnPassword: build.mutation<
      unknown,
      { deviceNo: string; newHnPassword: string; pid: string }
    >({
      queryFn: ({ newHnPassword, pid }) => modifyHnPassword({ newHnPassword, pid }),
    }),
  }),
});

export const {
  useVerifyModMutation,
  useSendModCodeMutation,
  useResetModPasswordMutation,
  useSendMobileCodeMutation,
  useVerifyMobileCodeMutation,
  useAuthenticateHnMutation,
  useSetHnPassCodeMutation,
  useModifyHnPasswordMutation,
} = hinetResetApi;
