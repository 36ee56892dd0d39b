import { paths, type RoutePattern } from '../../config/paths';

/** Generic partner marks (no real brands), each with its text alternative. */
export const PARTNER_MARKS = ['payments', 'devices', 'content', 'security'] as const;
export type PartnerMark = (typeof PARTNER_MARKS)[number];

/** The portal page of the service each mark names. */
export const PARTNER_PAGES: Record<PartnerMark, RoutePattern> = {
  payments: paths.directCarrierBilling,
  devices: paths.deviceManual,
  content: paths.mediaZone,
  security: paths.msecuritygo2,
};
