import {
  ebillDownloadCheck,
  getBillDetail,
  getBillInfo,
  getBillQuota,
  getBillRecord,
  getMobileBalance,
  getPayments,
  getPaymentsSummary,
  multiPayment,
  payment,
} from '../../api/bill';
import { reissueEReceipt, type EReceiptReissue } from '../../api/eReceipt';
import type {
  BillDetail,
  BillInfo,
  BillPaymentReceipt,
  BillQuota,
  BillRecord,
  EbillDownload,
  EbillDownloadType,
  MobileBalance,
  PaymentRecord,
  PaymentsSummary,
} from '../../api/types/bill';
import { portalApi } from '../../state/portalApi';

export interface BillDetailArgs {
  deviceNo: string;
  billMonth: string;
  receiptNo: string;
}

interface ForDevice {
  deviceNo: string;
}

/** Every query here is about bills, and the household summary shows what is due: a payment makes all of them stale. */
const PAID_TAGS = ['Bill', 'BillDetail', 'Household'] as const;

/**
 * The Bill screens' cached calls. Keys include the device number, so switching number never
 * shows another number's bills. Default cache time (10 minutes). A payment that went through
 * invalidates every bill query, so the screens show the bills paid at once.
 */
export const billApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getBillInfo: build.query<BillInfo, ForDevice>({
      queryFn: (args) => getBillInfo(args),
      providesTags: (_result, _error, { deviceNo }) => [{ type: 'Bill', id: deviceNo }],
    }),
    getBillDetail: build.query<BillDetail, BillDetailArgs>({
      queryFn: (args) => getBillDetail(args),
      providesTags: (_result, _error, { deviceNo }) => [{ type: 'BillDetail', id: deviceNo }],
    }),
    getPayments: build.query<PaymentRecord[], ForDevice>({
      queryFn: (args) => getPayments(args),
      providesTags: (_result, _error, { deviceNo }) => [
        { type: 'Bill', id: `payments:${deviceNo}` },
      ],
    }),
    getPaymentsSummary: build.query<PaymentsSummary, undefined>({
      queryFn: () => getPaymentsSummary(),
      providesTags: [{ type: 'Bill', id: 'summary' }],
    }),
    getBillRecord: build.query<BillRecord, ForDevice>({
      queryFn: (args) => getBillRecord(args),
      providesTags: (_result, _error, { deviceNo }) => [{ type: 'Bill', id: `record:${deviceNo}` }],
    }),
    getBillQuota: build.query<BillQuota, ForDevice>({
      queryFn: (args) => getBillQuota(args),
      providesTags: (_result, _error, { deviceNo }) => [{ type: 'Bill', id: `quota:${deviceNo}` }],
    }),
    getMobileBalance: build.query<MobileBalance, ForDevice>({
      queryFn: (args) => getMobileBalance(args),
      providesTags: (_result, _error, { deviceNo }) => [
        { type: 'Bill', id: `unbilled:${deviceNo}` },
      ],
    }),
    payBill: build.mutation<
      BillPaymentReceipt,
      { deviceNo: string; pid: string; captcha: string; code: string; idempotencyKey: string }
    >({
      queryFn: (args) => payment(args),
      invalidatesTags: (_result, error) => (error ? [] : [...PAID_TAGS]),
    }),
    payBills: build.mutation<BillPaymentReceipt, { receiptNos: string[]; idempotencyKey: string }>({
      queryFn: (args) => multiPayment({ ...args, channel: 'online' }),
      invalidatesTags: (_result, error) => (error ? [] : [...PAID_TAGS]),
    }),
    downloadBill: build.mutation<EbillDownload, BillDetailArgs & { type: EbillDownloadType }>({
      queryFn: (args) => ebillDownloadCheck(args),
    }),
    reissueBill: build.mutation<
      EReceiptReissue,
      { deviceNo: string; billMonths: string[]; receiptMonths: string[] }
    >({
      queryFn: (args) => reissueEReceipt(args),
    }),
  }),
});

export const {
  useGetBillInfoQuery,
  useGetBillDetailQuery,
  useGetPaymentsQuery,
  useGetPaymentsSummaryQuery,
  useGetBillRecordQuery,
  useGetBillQuotaQuery,
  useGetMobileBalanceQuery,
  usePayBillMutation,
  usePayBillsMutation,
  useDownloadBillMutation,
  useReissueBillMutation,
} = billApi;

export { asApiError } from '../../state/portalApi';
