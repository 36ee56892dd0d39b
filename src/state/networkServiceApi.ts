import { applyNw, cancelNw, nwStatus, type NetworkServiceStatus } from '../api/device';
import { portalApi } from './portalApi';

/**
 * The network-side services of a number (Device/NWStatus, ApplyNW, CancelNW), one service code
 * each: the fake base-station alert, ad blocking, mobile security. The number is part of the
 * cache key (the call sends it as the deviceno header).
 */
const api = portalApi.enhanceEndpoints({ addTagTypes: ['NetworkService'] });

interface ServiceOfNumber {
  deviceNo: string;
  serviceCode: string;
}

export const networkServiceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNetworkService: build.query<NetworkServiceStatus, ServiceOfNumber>({
      queryFn: ({ serviceCode }) => nwStatus({ serviceCode }),
      providesTags: (_result, _error, { deviceNo, serviceCode }) => [
        { type: 'NetworkService', id: `${deviceNo}:${serviceCode}` },
      ],
    }),
    setNetworkService: build.mutation<NetworkServiceStatus, ServiceOfNumber & { on: boolean }>({
      queryFn: ({ serviceCode, on }) => (on ? applyNw({ serviceCode }) : cancelNw({ serviceCode })),
      invalidatesTags: (_result, _error, { deviceNo, serviceCode }) => [
        { type: 'NetworkService', id: `${deviceNo}:${serviceCode}` },
      ],
    }),
  }),
});

export const { useGetNetworkServiceQuery, useSetNetworkServiceMutation } = networkServiceApi;
