import { screenRoutes } from './types';

/**
 * Entertainment (features/entertainment): the Hami store spends the member's points and the media
 * zone spans every number of the account (the member area's domain); the Netflix bundle belongs
 * to one number's plan (mobile, as the other per-number services).
 */
export const entertainmentRoutes = [
  ...screenRoutes('core', ['entertainment'], {
    hamiStore: () => import('../../features/entertainment/HamiStoreScreen'),
    mediaZone: () => import('../../features/entertainment/MediaZoneScreen'),
  }),
  ...screenRoutes('mobile', ['entertainment'], {
    netflix: () => import('../../features/entertainment/NetflixScreen'),
  }),
];
