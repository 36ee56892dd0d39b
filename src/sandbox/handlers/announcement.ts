import { http } from 'msw';
import type {
  Announcement,
  AppAdBanner,
  NewsItem,
  PageTreeList,
} from '../../api/types/announcement';
import { PAGE_TREE } from '../db/seed';
import { db } from '../db/state';
import { apiUrl, ok } from './support';

/** Public content: no session needed. The portal filters announcements itself (spec 01 §4). */
export const announcementHandlers = [
  http.get(apiUrl('Announcement/SitecoreAnnouncement'), () =>
    ok<Announcement[]>(db().announcements),
  ),
  http.get(apiUrl('Announcement/SitecoreNews'), () => ok<NewsItem[]>(db().news)),
  http.get(apiUrl('Announcement/eShopEnterprise_GetAppNews'), () =>
    ok<NewsItem[]>(db().enterpriseNews),
  ),
  http.get(apiUrl('Announcement/eShopEnterprise_GetAppAdBanners'), () =>
    ok<AppAdBanner[]>(db().adBanners),
  ),
  http.get(apiUrl('Announcement/eShopEnterprise_GetPageTreeList'), () =>
    ok<PageTreeList>(PAGE_TREE),
  ),
];
