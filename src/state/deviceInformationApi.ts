import { getDeviceInformation, type DeviceInformation } from '../api/device';
import { portalApi } from './portalApi';

export const deviceInformationApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** device/information: the handset of the number (keyed by it: the call reads the header). */
    getDeviceInformation: build.query<DeviceInformation, { deviceNo: string }>({
      queryFn: () => getDeviceInformation(),
    }),
  }),
});

export const { useGetDeviceInformationQuery } = deviceInformationApi;
