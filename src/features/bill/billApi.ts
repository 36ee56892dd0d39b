import { getBillDetail, getBillInfo } from '../../api/bill';
import type { BillDetail, BillInfo } from '../../api/types/bill';
import { portalApi } from '../../state/portalApi';

export interface BillDetailArgs {
  deviceNo: string;
  billMonth: string;
  receiptNo: string;
}

/**
 * The Bill screens' cached calls. Keys include the device number, so switching number never
 * shows another number's bills; tags are per device. Default cache time (10 minutes).
 */
export const billApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getBillInfo: build.query<BillInfo, { deviceNo: string }>({
      queryFn: (args) => getBillInfo(args),
      providesTags: (_result, _error, { deviceNo }) => [{ type: 'Bill', id: deviceNo }],
    }),
    getBillDetail: build.query<BillDetail, BillDetailArgs>({
      queryFn: (args) => getBillDetail(args),
      providesTags: (_result, _error, { deviceNo }) => [{ type: 'BillDetail', id: deviceNo }],
    }),
  }),
});

export const { useGetBillInfoQuery, useGetBillDetailQuery } = billApi;

export { asApiError } from '../../state/portalApi';
