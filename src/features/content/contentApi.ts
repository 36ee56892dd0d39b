import { getSitecoreAnnouncement, getSitecoreNews, isAnnouncement } from '../../api/announcement';
import {
  mobileManualClickLog,
  mobileManualItem,
  mobileManualList,
  type MobileManual,
  type MobileManualClick,
  type MobileManualDetail,
} from '../../api/deviceManual';
import { getVersionInfo, type AppPlatform, type VersionInfo } from '../../api/system';
import type { Announcement, NewsItem } from '../../api/types/announcement';
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
    /** Announcement/SitecoreAnnouncement: every announcement; entries of another shape are left out. */
    getAnnouncements: build.query<Announcement[], undefined>({
      queryFn: async () => {
        const reply = await getSitecoreAnnouncement();
        if ('error' in reply) return reply;
        return { data: Array.isArray(reply.data) ? reply.data.filter(isAnnouncement) : [] };
      },
    }),
    /** Device/MobileManualList: the handset manuals. */
    getDeviceManuals: build.query<MobileManual[], undefined>({
      queryFn: () => mobileManualList(),
    }),
    /** Device/MobileManualItem: one manual's chapters. */
    getDeviceManual: build.query<MobileManualDetail, string>({
      queryFn: (manualId) => mobileManualItem({ manualId }),
    }),
    /** Device/MobileManualClickLog: a chapter was opened. */
    logDeviceManualClick: build.mutation<MobileManualClick, { manualId: string; itemId: string }>({
      queryFn: (args) => mobileManualClickLog(args),
    }),
  }),
});

export const {
  useGetDeviceManualQuery,
  useGetDeviceManualsQuery,
  useLogDeviceManualClickMutation,
  useGetAnnouncementsQuery,
  useGetAppVersionInfoQuery,
  useGetNewsQuery,
} = contentApi;
