import {
  addDevice,
  cleanDeviceMenu,
  displaySalesEnquiry,
  removeDevice,
  setDeviceSalesType,
} from '../../api/memberArea';
import { getDeviceMenu } from '../../api/member';
import type { ApiResult } from '../../api/http';
import type { DeviceMenu } from '../../api/types/member';
import { clientActions } from '../../state/client';
import { portalApi } from '../../state/portalApi';
import type { AppDispatch } from '../../state/store';

/** After a change the device menu (cached 3600 s elsewhere) is read again and the account follows. */
async function refreshMenuAfter<T>(reply: ApiResult<T>, dispatch: AppDispatch) {
  if ('error' in reply) return reply;
  const menu = await getDeviceMenu();
  if ('data' in menu) dispatch(clientActions.devicesLoaded(menu.data.devices));
  return reply;
}

const api = portalApi.enhanceEndpoints({ addTagTypes: ['SalesEnquiry'] });

/** The device menu as the settings page edits it; an answer also refreshes the account's list. */
export const devicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeviceMenuForSettings: build.query<DeviceMenu, { token: string }>({
      queryFn: async (_args, api) => {
        const reply = await getDeviceMenu();
        if ('data' in reply) api.dispatch(clientActions.devicesLoaded(reply.data.devices));
        return reply;
      },
      providesTags: ['DeviceMenu'],
      keepUnusedDataFor: 0,
    }),
    addDevice: build.mutation({
      queryFn: async (params: { deviceNo: string; pid: string; code?: string }, { dispatch }) => {
        const reply = await addDevice(params);
        return 'data' in reply && reply.data.step === 2
          ? refreshMenuAfter(reply, dispatch as AppDispatch)
          : reply;
      },
      invalidatesTags: (result) =>
        result?.step === 2 ? ['DeviceMenu', 'Household', 'SalesEnquiry'] : [],
    }),
    removeDevice: build.mutation({
      queryFn: async (deviceNo: string, { dispatch }) =>
        refreshMenuAfter(await removeDevice({ deviceNo }), dispatch as AppDispatch),
      invalidatesTags: ['DeviceMenu', 'Household', 'SalesEnquiry'],
    }),
    cleanDeviceMenu: build.mutation({
      queryFn: async (_arg: undefined, { dispatch }) =>
        refreshMenuAfter(await cleanDeviceMenu(), dispatch as AppDispatch),
      invalidatesTags: ['DeviceMenu', 'Household'],
    }),
    getSalesEnquiry: build.query({
      queryFn: (deviceNo: string) => displaySalesEnquiry({ deviceNo }),
      providesTags: ['SalesEnquiry'],
    }),
    setSalesEnquiry: build.mutation({
      queryFn: (params: { deviceNo: string; consent: boolean }) => setDeviceSalesType(params),
      invalidatesTags: ['SalesEnquiry'],
    }),
  }),
});

export const {
  useGetDeviceMenuForSettingsQuery,
  useAddDeviceMutation,
  useRemoveDeviceMutation,
  useCleanDeviceMenuMutation,
  useGetSalesEnquiryQuery,
  useSetSalesEnquiryMutation,
} = devicesApi;
