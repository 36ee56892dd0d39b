import { call } from './call';
import { ANNOUNCEMENT_LIST_PATH } from './publicPaths';
import type { ApiResult } from './http';
import type {
  Announcement,
  AppAdBanner,
  Area,
  NewsItem,
  PageTreeList,
  RoadStreet,
} from './types/announcement';

/** Announcement calls treat a result other than 1 as failure (spec 01 §8): call() does. */
export function getEnterpriseAppAdBanners(): Promise<ApiResult<AppAdBanner[]>> {
  return call<AppAdBanner[]>({
    method: 'GET',
    path: 'Announcement/eShopEnterprise_GetAppAdBanners',
  });
}

export function getSitecoreNews(): Promise<ApiResult<NewsItem[]>> {
  return call<NewsItem[]>({ method: 'GET', path: 'Announcement/SitecoreNews' });
}

export function getEnterpriseAppNews(): Promise<ApiResult<NewsItem[]>> {
  return call<NewsItem[]>({ method: 'GET', path: 'Announcement/eShopEnterprise_GetAppNews' });
}

/**
 * The announcements the popup filters by group, source and time (spec 01 §4). Public content, read
 * as a public GET: a live build's index.html has already asked for it (deploy/apiPreload.mjs).
 */
export function getSitecoreAnnouncement(): Promise<ApiResult<Announcement[]>> {
  return call<Announcement[]>({
    method: 'GET',
    path: ANNOUNCEMENT_LIST_PATH,
    publicGet: true,
  });
}

export function getEnterprisePageTreeList(): Promise<ApiResult<PageTreeList>> {
  return call<PageTreeList>({
    method: 'GET',
    path: 'Announcement/eShopEnterprise_GetPageTreeList',
  });
}

export function getAreasByCity(params: { cityName: string }): Promise<ApiResult<Area[]>> {
  return call<Area[]>({
    method: 'POST',
    path: 'Announcement/eShop_GetAreasByCity',
    body: { cityName: params.cityName },
  });
}

export function getRoadStreetsByZipCode(params: {
  zipCode: string;
}): Promise<ApiResult<RoadStreet[]>> {
  return call<RoadStreet[]>({
    method: 'POST',
    path: 'Announcement/eShop_GetRoadStreetsByZipCode',
    body: { zipCode: params.zipCode },
  });
}

const REQUIRED_TEXT = ['Text', 'URL', 'Source', 'LayoutTag', 'ShowTime'] as const;
const OPTIONAL_TEXT = [
  'StartTime',
  'EndTime',
  'DisableStartTime',
  'DisableEndTime',
  'BTLTag',
  'Title',
  'Content',
  'Image',
  'ImageWeb',
  'ImageMWeb',
] as const;

/** An entry whose fields are not of the announced types is left out rather than trusted. */
export function isAnnouncement(value: unknown): value is Announcement {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const countdown = record.CountdownSeconds;
  return (
    REQUIRED_TEXT.every((field) => typeof record[field] === 'string') &&
    OPTIONAL_TEXT.every((field) => record[field] == null || typeof record[field] === 'string') &&
    (countdown == null || (typeof countdown === 'number' && Number.isFinite(countdown)))
  );
}
