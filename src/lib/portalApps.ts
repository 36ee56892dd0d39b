/**
 * The carrier's apps that carry the portal: their store pages and the deep link that opens each
 * when it is installed. Store addresses are placeholders until the carrier's are known.
 */
export const PORTAL_APP_KINDS = ['consumer', 'prepaid', 'enterprise'] as const;
export type PortalAppKind = (typeof PORTAL_APP_KINDS)[number];

export interface PortalApp {
  stores: { ios: string; android: string };
  /** Opens the app where it is installed (custom scheme). */
  deepLink: string;
}

export const PORTAL_APPS: Record<PortalAppKind, PortalApp> = {
  consumer: {
    stores: {
      ios: 'https://apps.apple.com/app/carrier-self-service/id0000000000',
      android: 'https://play.google.com/store/apps/details?id=example.carrier.selfservice',
    },
    deepLink: 'carrierselfservice://open',
  },
  prepaid: {
    stores: {
      ios: 'https://apps.apple.com/app/carrier-prepaid/id0000000001',
      android: 'https://play.google.com/store/apps/details?id=example.carrier.prepaid',
    },
    deepLink: 'carrierprepaid://open',
  },
  enterprise: {
    stores: {
      ios: 'https://apps.apple.com/app/carrier-business/id0000000002',
      android: 'https://play.google.com/store/apps/details?id=example.carrier.business',
    },
    deepLink: 'carrierbusiness://open',
  },
};

/** The app a /App/:page value names; anything else is none. */
export function portalAppKind(page: string | undefined): PortalAppKind | null {
  const value = (page ?? '').trim().toLowerCase();
  return (PORTAL_APP_KINDS as readonly string[]).includes(value) ? (value as PortalAppKind) : null;
}

/**
 * Compares dotted version numbers part by part ("5.10.0" is newer than "5.9.3"); a missing or
 * non-numeric part counts as 0. Negative when `a` is older.
 */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) =>
    version
      .trim()
      .split('.')
      .map((part) => Number.parseInt(part, 10) || 0);
  const left = parts(a);
  const right = parts(b);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
