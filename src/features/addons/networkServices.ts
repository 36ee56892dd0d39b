/** The service codes of the NW call family for this feature's services (our codes: docs/api.md). */
export const NETWORK_SERVICE_CODES = {
  adblock: 'ADBLOCK',
  mobileSecurity: 'MSECURITY',
} as const;
