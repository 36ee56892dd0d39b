import { isTestEnvironment } from '../config/env';
import { call } from './call';
import type { ApiResult } from './http';
import type { VersionInfo } from './system';

/**
 * The carrier's administration calls of spec 02 §7.12 "Settings" (the spec names them only; the
 * shapes are ours). They change what every customer sees, so the portal sends them only in the
 * test environment, from /DevOpsTools; elsewhere they refuse without a call.
 */

/** Settings/SetSpaCacheVersion: the version that tells browsers to drop the portal's caches. */
export interface SpaCacheVersion {
  version: string;
  /** ISO instant it was set. */
  setAt: string;
}

/** Settings/SetMeta and GetMeta: a page's title and description for search engines and shares. */
export interface PageMeta {
  /** The portal path, e.g. `/Roaming`. */
  path: string;
  title: string;
  description: string;
}

/** Settings/CPIS: a number's record in the customer profile system, as the back end sees it. */
export interface CpisRecord {
  deviceNo: string;
  customerKind: string;
  ratePlan: string;
  status: 'active' | 'suspended';
}

export const ADMIN_TEST_ONLY = 'ADMIN_TEST_ONLY';

function testOnly<T>(send: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  if (isTestEnvironment) return send();
  return Promise.resolve({
    error: {
      message: 'Administration calls are sent in the test environment only',
      code: ADMIN_TEST_ONLY,
    },
  });
}

export function setSpaCacheVersion(params: {
  version: string;
}): Promise<ApiResult<SpaCacheVersion>> {
  return testOnly(() =>
    call<SpaCacheVersion>({ method: 'POST', path: 'Settings/SetSpaCacheVersion', body: params }),
  );
}

export function setVersionInfo(params: VersionInfo): Promise<ApiResult<VersionInfo>> {
  return testOnly(() =>
    call<VersionInfo>({ method: 'POST', path: 'Settings/SetVersionInfo', body: params }),
  );
}

export function setMeta(params: PageMeta): Promise<ApiResult<PageMeta>> {
  return testOnly(() => call<PageMeta>({ method: 'POST', path: 'Settings/SetMeta', body: params }));
}

/** null: no meta set for that path. */
export function getMeta(params: { path: string }): Promise<ApiResult<PageMeta | null>> {
  return testOnly(() =>
    call<PageMeta | null>({ method: 'GET', path: 'Settings/GetMeta', query: params }),
  );
}

export function getCpis(params: { deviceNo: string }): Promise<ApiResult<CpisRecord>> {
  return testOnly(() => call<CpisRecord>({ method: 'GET', path: 'Settings/CPIS', query: params }));
}
