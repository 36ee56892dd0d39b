/**
 * App versions as the apps report them (`5.12.0`): dotted numbers, compared part by part, a
 * missing part counting as 0. A version that is not of that shape is never called older, so a
 * strange launch parameter never locks an app out.
 */
const VERSION_PATTERN = /^\d{1,6}(\.\d{1,6}){0,3}$/;

function partsOf(version: string): number[] | null {
  const trimmed = version.trim();
  return VERSION_PATTERN.test(trimmed) ? trimmed.split('.').map(Number) : null;
}

/** Whether `version` is below `minimum`; false when either is not a version. */
export function isOlderVersion(version: string, minimum: string): boolean {
  const own = partsOf(version);
  const least = partsOf(minimum);
  if (!own || !least) return false;
  for (let index = 0; index < Math.max(own.length, least.length); index += 1) {
    const difference = (own[index] ?? 0) - (least[index] ?? 0);
    if (difference !== 0) return difference < 0;
  }
  return false;
}

/** The platform of Settings/VersionInfo for an app's reported device type, or null. */
export function appPlatformOf(deviceType: string | undefined): 'ios' | 'android' | null {
  const type = (deviceType ?? '').toLowerCase();
  if (type.includes('android')) return 'android';
  if (/ios|iphone|ipad/.test(type)) return 'ios';
  return null;
}
