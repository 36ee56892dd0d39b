import { getDeviceMenu } from '../../api/member';
import type { DeviceMenu } from '../../api/types/member';
import { clientActions } from '../../state/client';
import { portalApi } from '../../state/portalApi';

/** The device menu as the settings page edits it; an answer also refreshes the account's list. */
export const devicesApi = portalApi.injectEndpoints({
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
  }),
});

export const { useGetDeviceMenuForSettingsQuery } = devicesApi;
