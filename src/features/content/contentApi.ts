import { getSitecoreNews } from '../../api/announcement';
import { getVersionInfo, type AppPlatform, type VersionInfo } from '../../api/system';
import type { NewsItem } from '../../api/types/announcement';
import { portalApi } from '../../state/portalApi';

export const contentApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** Settings/VersionInfo/{platform}: the newest and the minimum app version. */
    getAppVersionInfo: build.query<VersionInfo, AppPlatform>({
      queryFn: (platform) => getVersionInfo({ platform }),
    }),
    /** Announcement/SitecoreNews: the carrier's news (/Main). */
    getNews: build.query<NewsItem[], undefined>({
      queryFn: () => getSitecoreNews(),
    }),
  }),
});

export const { useGetAppVersionInfoQuery, useGetNewsQuery } = contentApi;
