import type { CpisRecord, PageMeta, SpaCacheVersion } from '../../../api/settingsAdmin';
import type { VersionInfo } from '../../../api/system';
import { isOlderVersion } from '../../../lib/appVersion';
import { accepted, refused, type Outcome } from '../outcome';
import type { SandboxDb } from '../types';

/**
 * The administration calls' rules (Settings/SetSpaCacheVersion, SetVersionInfo, SetMeta, GetMeta,
 * CPIS): what was set lives in the shell tables, so Settings/VersionInfo and GetMeta answer it.
 */

export interface AdminTables {
  spaCacheVersion: SpaCacheVersion | null;
  /** Versions set per platform; a platform without one answers the sandbox's own. */
  versions: Record<string, VersionInfo>;
  metas: PageMeta[];
}

export const ADMIN_REFUSALS = {
  version: { code: 'ADMIN_VERSION', message: '版本號格式不正確' },
  platform: { code: 'ADMIN_PLATFORM', message: '平台須為 ios、android 或 web' },
  minimum: { code: 'ADMIN_MIN_VERSION', message: '最低版本不可高於最新版本' },
  updateUrl: { code: 'ADMIN_UPDATE_URL', message: '更新網址須為 https' },
  path: { code: 'ADMIN_META_PATH', message: '路徑須以 / 開頭' },
  title: { code: 'ADMIN_META_TITLE', message: '標題須為 1 至 60 字' },
  description: { code: 'ADMIN_META_DESCRIPTION', message: '描述最多 160 字' },
  number: { code: 'ADMIN_CPIS_NUMBER', message: '查無此門號' },
} as const;

const VERSION = /^\d{1,4}(\.\d{1,4}){0,3}$/;
const PLATFORMS = ['ios', 'android', 'web'];

/** The admin tables, created on first use (older sandbox data has none). */
export function adminTables(database: SandboxDb): AdminTables {
  database.shell.admin ??= { spaCacheVersion: null, versions: {}, metas: [] };
  return database.shell.admin;
}

export function setSpaCacheVersion(
  database: SandboxDb,
  version: string,
  now: Date,
): Outcome<SpaCacheVersion> {
  if (!VERSION.test(version)) return refused(ADMIN_REFUSALS.version);
  const row = { version, setAt: now.toISOString() };
  adminTables(database).spaCacheVersion = row;
  return accepted(row);
}

export function setVersionInfo(database: SandboxDb, info: VersionInfo): Outcome<VersionInfo> {
  const platform = info.platform.toLowerCase();
  if (!PLATFORMS.includes(platform)) return refused(ADMIN_REFUSALS.platform);
  const minVersion = info.minVersion ?? '';
  if (!VERSION.test(info.version) || (minVersion !== '' && !VERSION.test(minVersion))) {
    return refused(ADMIN_REFUSALS.version);
  }
  if (minVersion !== '' && isOlderVersion(info.version, minVersion)) {
    return refused(ADMIN_REFUSALS.minimum);
  }
  const updateUrl = info.updateUrl ?? '';
  if (updateUrl !== '' && !updateUrl.startsWith('https://')) {
    return refused(ADMIN_REFUSALS.updateUrl);
  }
  const row: VersionInfo = {
    platform,
    version: info.version,
    ...(minVersion !== '' ? { minVersion } : {}),
    ...(updateUrl !== '' ? { updateUrl } : {}),
  };
  adminTables(database).versions[platform] = row;
  return accepted(row);
}

export function setMeta(database: SandboxDb, meta: PageMeta): Outcome<PageMeta> {
  if (!meta.path.startsWith('/') || meta.path.startsWith('//')) {
    return refused(ADMIN_REFUSALS.path);
  }
  const title = meta.title.trim();
  if (title.length === 0 || title.length > 60) return refused(ADMIN_REFUSALS.title);
  if (meta.description.length > 160) return refused(ADMIN_REFUSALS.description);
  const row = { path: meta.path, title, description: meta.description.trim() };
  const tables = adminTables(database);
  tables.metas = [...tables.metas.filter((entry) => entry.path !== row.path), row];
  return accepted(row);
}

/** The meta set for a path (path compared without case, as routes are), or null. */
export function metaOf(database: SandboxDb, path: string): PageMeta | null {
  const wanted = path.toLowerCase();
  return database.shell.admin?.metas.find((entry) => entry.path.toLowerCase() === wanted) ?? null;
}

/** A number's customer-profile record: its customer's kind, plan and whether it is suspended. */
export function cpisRecord(database: SandboxDb, deviceNo: string): Outcome<CpisRecord> {
  const device = database.devices.find((row) => row.deviceNo === deviceNo);
  const customer = database.customers.find((row) => row.id === device?.customerId);
  if (!device || !customer) return refused(ADMIN_REFUSALS.number);
  const line = database.mobile.lines.find((row) => row.deviceNo === deviceNo);
  return accepted({
    deviceNo,
    customerKind: customer.kind,
    ratePlan: device.ratePlan,
    status: line && line.suspend !== 'normal' ? 'suspended' : 'active',
  });
}
