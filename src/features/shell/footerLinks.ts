/** Generic partner marks (no real brands), each with its text alternative. */
export const PARTNER_MARKS = ['payments', 'devices', 'content', 'security'] as const;
export type PartnerMark = (typeof PARTNER_MARKS)[number];
