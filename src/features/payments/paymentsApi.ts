import {
  getEReceiptMonthInfo,
  reissueEReceipt,
  type EReceiptMonthInfo,
  type EReceiptReissue,
} from '../../api/eReceipt';
import {
  getRechargeBalance,
  getRechargeLog,
  recharge,
  type RechargeBalance,
  type RechargeRecord,
} from '../../api/recharge';
import { portalApi } from '../../state/portalApi';

/** E-receipts and recharge, per number; a reissue or a recharge refreshes what it changed. */
export const paymentsApi = portalApi
  .enhanceEndpoints({ addTagTypes: ['EReceipt', 'Recharge'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getEReceiptMonthInfo: build.query<EReceiptMonthInfo, { deviceNo: string }>({
        queryFn: (args) => getEReceiptMonthInfo(args),
        providesTags: (_result, _error, { deviceNo }) => [{ type: 'EReceipt', id: deviceNo }],
      }),
      reissueEReceipt: build.mutation<
        EReceiptReissue,
        { deviceNo: string; receiptMonths: string[]; billMonths: string[] }
      >({
        queryFn: (args) => reissueEReceipt(args),
        invalidatesTags: (_result, _error, { deviceNo }) => [{ type: 'EReceipt', id: deviceNo }],
      }),
      getRechargeBalance: build.query<RechargeBalance, { deviceNo: string }>({
        queryFn: (args) => getRechargeBalance(args),
        providesTags: (_result, _error, { deviceNo }) => [{ type: 'Recharge', id: deviceNo }],
      }),
      getRechargeLog: build.query<RechargeRecord[], { deviceNo: string }>({
        queryFn: (args) => getRechargeLog(args),
        providesTags: (_result, _error, { deviceNo }) => [{ type: 'Recharge', id: deviceNo }],
      }),
      recharge: build.mutation<RechargeRecord, { deviceNo: string; amount: number }>({
        queryFn: (args) => recharge(args),
        invalidatesTags: (_result, _error, { deviceNo }) => [{ type: 'Recharge', id: deviceNo }],
      }),
    }),
  });

export const {
  useGetEReceiptMonthInfoQuery,
  useReissueEReceiptMutation,
  useGetRechargeBalanceQuery,
  useGetRechargeLogQuery,
  useRechargeMutation,
} = paymentsApi;
