import type { Page } from '@playwright/test';

/** Values for required route parameters; optional ones are left out. */
const SAMPLE_PARAMS: Record<string, string> = { DeviceNo: '0912345678', Pid: 'A123456789' };

/** A URL for a route pattern: required parameters filled with sample values, optional ones left out. */
export function sampleUrl(pattern: string): string {
  const segments = pattern.split('/').flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    if (segment.endsWith('?')) return [];
    const name = segment.slice(1);
    return [encodeURIComponent(SAMPLE_PARAMS[name] ?? 'sample')];
  });
  return segments.join('/') || '/';
}

/**
 * Client-side navigation, as the browser's back and forward buttons do it: the router reads the
 * new address on popstate. One boot, then many routes in seconds instead of a minute.
 */
export async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}
