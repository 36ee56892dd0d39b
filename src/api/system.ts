import { call } from './call';
import type { ApiResult } from './http';
import { pathSegment } from './normalize';
import { CURRENT_TIME_PATH } from './publicPaths';

/** Http/CurrentTime. Time calls treat a result other than 1 as failure; callers fall back to the local clock. */
export interface CurrentTime {
  /** ISO 8601 date-time of the server. */
  serverTime: string;
}

/** Settings/VersionInfo/{platform}: the app versions the portal works with. */
export interface VersionInfo {
  platform: string;
  version: string;
  /** Apps older than this must update. */
  minVersion?: string;
  updateUrl?: string;
}

export type AppPlatform = 'ios' | 'android' | 'web' | (string & {});

/** Public, read as a public GET: a live build's index.html has already asked for it. */
export function getCurrentTime(): Promise<ApiResult<CurrentTime>> {
  return call<CurrentTime>({ method: 'GET', path: CURRENT_TIME_PATH, publicGet: true });
}

export function getVersionInfo(params: { platform: AppPlatform }): Promise<ApiResult<VersionInfo>> {
  return call<VersionInfo>({
    method: 'GET',
    path: `Settings/VersionInfo/${pathSegment(params.platform)}`,
  });
}
