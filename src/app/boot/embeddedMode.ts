/**
 * Pure rules of embedded mode (spec 01 §2, §4), kept apart from the launch so that the shell and
 * tests can use them without loading the launch.
 */

/**
 * Pages that are always shown standalone, even when an app opens them (spec 01 §2: URLs
 * containing EmbeddedService, AppLogin, Main, My or AppOnBoarding). Matched as the whole first
 * path segment, ignoring case: a plain substring test would also catch /MyInfoSettings or
 * /ECMain, which the apps do open embedded.
 */
export const STANDALONE_PAGES = ['EmbeddedService', 'AppLogin', 'Main', 'My', 'AppOnBoarding'];

const STANDALONE_SEGMENTS = new Set(STANDALONE_PAGES.map((page) => page.toLowerCase()));

/** Whether embedded mode is forced off for this portal path (query and hash ignored). */
export function isEmbeddingForcedOff(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const first = pathname.split('/')[1] ?? '';
  return STANDALONE_SEGMENTS.has(first.toLowerCase());
}

/**
 * The https origin of the page that framed the portal, '' when none did: the only origin the
 * bridge posts to and accepts messages from (docs/bridge.md).
 */
export function hostOrigin(referrer: string | undefined): string {
  if (!referrer) return '';
  try {
    const url = new URL(referrer);
    return url.protocol === 'https:' ? url.origin : '';
  } catch {
    return '';
  }
}
