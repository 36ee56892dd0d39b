export { VIP_TIERS, vipTier, type VipTier } from '../../lib/vipLevel';
