import { useState } from 'react';
import type { CallDetailsApplication, CallDetailsLineType } from '../../api/callDetails';
import type { ApiError } from '../../api/http';
import { asApiError } from '../../state/portalApi';
import {
  useApplyForFixLineMutation,
  useApplyForMobileMutation,
  useSendSmsOtpMutation,
  useSendTelOtpMutation,
  useVerifySmsOtpMutation,
  useVerifyTelOtpMutation,
} from './callDetailsApi';

export interface ApplyDetails {
  billMonth: string;
  email: string;
  /** The fixed line holder's ID (fixed lines only). */
  pid: string;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: ApiError };

/**
 * The calls of one application: send the code (SMS for a mobile, a call for a fixed line),
 * verify it, apply. A verified code's token is kept, so a failed application can be retried
 * without a new code.
 */
export function useApplyFlow(deviceNo: string, lineType: CallDetailsLineType) {
  const [sendSms, smsSend] = useSendSmsOtpMutation();
  const [sendTel, telSend] = useSendTelOtpMutation();
  const [verifySms, smsVerify] = useVerifySmsOtpMutation();
  const [verifyTel, telVerify] = useVerifyTelOtpMutation();
  const [applyMobile, mobileApply] = useApplyForMobileMutation();
  const [applyFixLine, fixLineApply] = useApplyForFixLineMutation();
  const [authToken, setAuthToken] = useState<string | null>(null);

  const busy = [smsSend, telSend, smsVerify, telVerify, mobileApply, fixLineApply].some(
    (state) => state.isLoading,
  );

  async function sendCode(details: ApplyDetails): Promise<Outcome<number>> {
    setAuthToken(null);
    const result =
      lineType === 'mobile'
        ? await sendSms({ deviceNo })
        : await sendTel({ telNo: deviceNo, pid: details.pid });
    if ('error' in result) return { ok: false, error: asApiError(result.error) };
    return { ok: true, value: result.data.expiresIn ?? 300 };
  }

  async function verifyAndApply(
    details: ApplyDetails,
    code: string,
  ): Promise<Outcome<CallDetailsApplication>> {
    let token = authToken;
    if (token === null) {
      const verified =
        lineType === 'mobile'
          ? await verifySms({ deviceNo, smsOtp: code })
          : await verifyTel({ telNo: deviceNo, telOtp: code });
      if ('error' in verified) return { ok: false, error: asApiError(verified.error) };
      token = verified.data.token ?? '';
      setAuthToken(token);
    }
    const request = {
      deviceNo,
      billMonth: details.billMonth,
      email: details.email,
      authToken: token,
    };
    const applied =
      lineType === 'mobile' ? await applyMobile(request) : await applyFixLine(request);
    if ('error' in applied) return { ok: false, error: asApiError(applied.error) };
    return { ok: true, value: applied.data };
  }

  return { busy, verified: authToken !== null, sendCode, verifyAndApply };
}
