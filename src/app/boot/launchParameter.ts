/**
 * The query parameter through which the carrier's apps open the portal embedded (spec 01 §4):
 * hex of UTF-8 JSON. Kept in this tiny module so that the entry chunk can test for it without
 * loading the decoder.
 */
export const LAUNCH_PARAMETER = 'appLaunch';

export function hasLaunchParameter(search: string): boolean {
  return new URLSearchParams(search).has(LAUNCH_PARAMETER);
}
