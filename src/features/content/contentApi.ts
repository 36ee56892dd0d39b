import { getVersionInfo, type AppPlatform, type VersionInfo } from '../../api/system';
import { portalApi } from '../../state/portalApi';

export const contentApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** Settings/VersionInfo/{platform}: the newest and the minimum app version. */
    getAppVersionInfo: build.query<VersionInfo, AppPlatform>({
      queryFn: (platform) => getVersionInfo({ platform }),
    }),
  }),
});

export const { useGetAppVersionInfoQuery } = contentApi;
