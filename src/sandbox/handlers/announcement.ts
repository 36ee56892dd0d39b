import { http } from 'msw';
import type {
  Announcement,
  AppAdBanner,
  NewsItem,
  PageTreeList,
} from '../../api/types/announcement';
import { PAGE_TREE } from '../db/seed';
import { db } from '../db/state';
import { apiUrl } from './support';
import { ok } from './respond';

/** localStorage key with which an automated browser or a unit test asks for the popup. */
export const SHOW_ANNOUNCEMENTS_KEY = 'sandbox.showAnnouncements';

/** Whether this runs under automation: a browser driven by WebDriver/CDP, or vitest. */
function isAutomated(): boolean {
  if (import.meta.env.MODE === 'test') return true;
  return typeof navigator !== 'undefined' && navigator.webdriver;
}

/**
 * The popup is modal: under automation (a driven browser, vitest) the sandbox answers an empty
 * list unless the journey or test opts in with SHOW_ANNOUNCEMENTS_KEY = 'on', so that journeys
 * and tests of other screens are not covered by it. People using the sandbox always see it.
 */
export function announcementsOptedOut(): boolean {
  if (!isAutomated()) return false;
  try {
    return globalThis.localStorage.getItem(SHOW_ANNOUNCEMENTS_KEY) !== 'on';
  } catch {
    return true;
  }
}

/** Public content: no session needed. The portal filters announcements itself (spec 01 §4). */
export const announcementHandlers = [
  http.get(apiUrl('Announcement/SitecoreAnnouncement'), () =>
    ok<Announcement[]>(announcementsOptedOut() ? [] : db().announcements),
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
