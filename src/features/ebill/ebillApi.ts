import {
  applyForEBill,
  applyForSmsBill,
  applyForSmsBillForFixLine,
  cancelForEBillWithMailConfirm,
  cancelForSmsBill,
  cancelForSmsBillForFixLine,
  getEBillStatus,
  getSmsBillStatus,
  getSmsBillStatusForFixLine,
  updateForEBillWithMailConfirm,
  updatePwdFlagForEBillWithMailConfirm,
} from '../../api/billSettings';
import { checkEBillConfirmation, eBillConfirm, getEBillConfirmToken } from '../../api/ebill';
import type { ApiResult } from '../../api/http';
import type {
  BillRequestAck,
  EBillConfirmation,
  EBillStatus,
  SmsBillCancelReason,
  SmsBillStatus,
} from '../../api/types/bill';
import { portalApi } from '../../state/portalApi';

/** The number a query is about: the cache key (the calls send the current number as deviceno). */
interface ForDevice {
  deviceNo: string;
}

export type SmsLine = 'mobile' | 'fixline';

export type SmsCancel =
  { line: 'mobile'; rid: string } | { line: 'fixline'; reasonId: SmsBillCancelReason };

export type EBillChange =
  | { kind: 'apply'; email: string }
  | { kind: 'update'; email: string }
  | { kind: 'pwdFlag'; pwdFlag: 'Y' | 'N' }
  | { kind: 'cancel'; rid: string };

function sendChange(change: EBillChange): Promise<ApiResult<BillRequestAck>> {
  switch (change.kind) {
    case 'apply':
      return applyForEBill({ email: change.email });
    case 'update':
      return updateForEBillWithMailConfirm({ email: change.email });
    case 'pwdFlag':
      return updatePwdFlagForEBillWithMailConfirm({ pwdFlag: change.pwdFlag });
    case 'cancel':
      return cancelForEBillWithMailConfirm({ rid: change.rid });
  }
}

/**
 * Opens a confirmation link: what it is for (EbillCheck); while it waits, a one-time confirm
 * token and the confirmation. A link that was used, expired or replaced is answered as it
 * stands, for the result page to explain.
 */
async function followConfirmationLink(token: string): Promise<ApiResult<EBillConfirmation>> {
  const checked = await checkEBillConfirmation({ token });
  if ('error' in checked || checked.data.status !== 'pending') return checked;
  const ticket = await getEBillConfirmToken({ token });
  if ('error' in ticket) return ticket;
  return eBillConfirm({ token, confirmToken: ticket.data.confirmToken });
}

const api = portalApi.enhanceEndpoints({ addTagTypes: ['EBill', 'SmsBill'] });

/**
 * E-bill and SMS bill. Status queries are per number (tag id: the number); every change
 * invalidates its number's status, so a pending request or a new state shows at once. The
 * confirmation link's check is not cached: it must say where the link stands now.
 */
export const eBillApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEBillStatus: build.query<EBillStatus, ForDevice>({
      queryFn: () => getEBillStatus(),
      providesTags: (_result, _error, { deviceNo }) => [{ type: 'EBill', id: deviceNo }],
    }),
    changeEBill: build.mutation<BillRequestAck, ForDevice & { change: EBillChange }>({
      queryFn: ({ change }) => sendChange(change),
      invalidatesTags: (_result, error, { deviceNo }) =>
        error ? [] : [{ type: 'EBill', id: deviceNo }],
    }),
    checkEBillConfirmation: build.query<EBillConfirmation, { token: string }>({
      queryFn: (args) => checkEBillConfirmation(args),
      keepUnusedDataFor: 0,
    }),
    followConfirmationLink: build.mutation<EBillConfirmation, { token: string }>({
      queryFn: ({ token }) => followConfirmationLink(token),
      invalidatesTags: (_result, error) => (error ? [] : ['EBill']),
    }),

    getSmsBillStatus: build.query<SmsBillStatus, ForDevice & { line: SmsLine }>({
      queryFn: ({ line }) =>
        line === 'mobile' ? getSmsBillStatus() : getSmsBillStatusForFixLine(),
      providesTags: (_result, _error, { deviceNo }) => [{ type: 'SmsBill', id: deviceNo }],
    }),
    applySmsBill: build.mutation<BillRequestAck, ForDevice & { line: SmsLine }>({
      queryFn: ({ line }) => (line === 'mobile' ? applyForSmsBill() : applyForSmsBillForFixLine()),
      invalidatesTags: (_result, error, { deviceNo }) =>
        error ? [] : [{ type: 'SmsBill', id: deviceNo }],
    }),
    cancelSmsBill: build.mutation<BillRequestAck, ForDevice & { cancel: SmsCancel }>({
      queryFn: ({ cancel }) =>
        cancel.line === 'mobile'
          ? cancelForSmsBill({ rid: cancel.rid })
          : cancelForSmsBillForFixLine({ reasonId: cancel.reasonId }),
      invalidatesTags: (_result, error, { deviceNo }) =>
        error ? [] : [{ type: 'SmsBill', id: deviceNo }],
    }),
  }),
});

export const {
  useGetEBillStatusQuery,
  useChangeEBillMutation,
  useCheckEBillConfirmationQuery,
  useFollowConfirmationLinkMutation,
  useGetSmsBillStatusQuery,
  useApplySmsBillMutation,
  useCancelSmsBillMutation,
} = eBillApi;

export { asApiError } from '../../state/portalApi';
