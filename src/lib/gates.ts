/** Route gates of spec 01 §2, as pure rules so that each is tested on its own. */

/** The fixed-line member-get-member page opens on this day, Asia/Taipei (spec 01 §9). */
export const FIXEDLINE_MGM_OPENS_AT = Date.parse('2023-12-01T00:00:00+08:00');

/** Before the opening day the page is not found, except in the test environment. */
export function isFixedlineMgmOpen(now: Date, isTestEnvironment: boolean): boolean {
  return isTestEnvironment || now.getTime() >= FIXEDLINE_MGM_OPENS_AT;
}

/** The developer tools exist only in the test environment. */
export function isDevOpsToolsOpen(isTestEnvironment: boolean): boolean {
  return isTestEnvironment;
}

/**
 * In production a host starting with `my.` is sent to the public host, keeping path, query and
 * hash; null when no redirect applies.
 */
export function publicHostRedirect(
  location: Pick<Location, 'protocol' | 'hostname' | 'port' | 'pathname' | 'search' | 'hash'>,
  options: { isProduction: boolean; publicHost: string },
): string | null {
  if (!options.isProduction || !location.hostname.toLowerCase().startsWith('my.')) return null;
  const host = options.publicHost || location.hostname.slice('my.'.length);
  if (host === '' || host.toLowerCase() === location.hostname.toLowerCase()) return null;
  const port = options.publicHost || location.port === '' ? '' : `:${location.port}`;
  return `${location.protocol}//${host}${port}${location.pathname}${location.search}${location.hash}`;
}
