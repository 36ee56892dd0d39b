/**
 * The destinations the pass finder offers (ISO codes; names come from the interface language).
 * The carrier answers which passes cover each; a destination without one shows the empty state.
 */
export const ROAMING_COUNTRY_CODES: readonly string[] = [
  'JP',
  'KR',
  'HK',
  'MO',
  'CN',
  'SG',
  'MY',
  'TH',
  'VN',
  'PH',
  'ID',
  'US',
  'CA',
  'GB',
  'FR',
  'DE',
  'AU',
];
