/**
 * The carrier's own pages the footer links to. The spec names them without addresses; these
 * placeholders on the reserved example domain stand in for them.
 */
export const TERMS_OF_USE_URL = 'https://www.carrier.example/terms-of-use/';
export const PRIVACY_POLICY_URL = 'https://www.carrier.example/privacy/';

/** Generic partner marks (no real brands), each with its text alternative. */
export const PARTNER_MARKS = ['payments', 'devices', 'content', 'security'] as const;
export type PartnerMark = (typeof PARTNER_MARKS)[number];
