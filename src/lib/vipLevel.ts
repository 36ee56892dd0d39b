/** The level of a normal account: the default when the carrier names none (spec 02 §4.8). */
const DEFAULT_VIP_LEVEL = 9999;

/** The VIP levels of spec 02 §4.8; 9999 (the default) and any other value is a normal account. */
export const VIP_TIERS = [
  'honoured',
  'gold',
  'titanium',
  'blueDiamond',
  'blackDiamond',
  'normal',
] as const;
export type VipTier = (typeof VIP_TIERS)[number];

const TIER_BY_LEVEL: Readonly<Record<number, VipTier>> = {
  0: 'honoured',
  1: 'gold',
  2: 'titanium',
  3: 'blueDiamond',
  4: 'blackDiamond',
  [DEFAULT_VIP_LEVEL]: 'normal',
};

export function vipTier(level: number): VipTier {
  return TIER_BY_LEVEL[level] ?? 'normal';
}
