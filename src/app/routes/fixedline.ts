import { screenRoutes } from './types';

/**
 * Fixed line and HiNet broadband: static IP, password resets, HiNet usage, speed tier, parking,
 * fixed-line member-gets-member (features/fixedline).
 */
export const fixedlineRoutes = screenRoutes('fixedline', ['fixedline', 'validation'], {
  hiNetStaticIp: () => import('../../features/fixedline/HiNetStaticIpScreen'),
  hiNetReset: () => import('../../features/fixedline/HiNetResetScreen'),
  hiNetValueTotal: () => import('../../features/fixedline/HiNetValueTotalScreen'),
  hiNetAdslTotal: () => import('../../features/fixedline/HiNetAdslTotalScreen'),
  hiNetDialTotal: () => import('../../features/fixedline/HiNetDialTotalScreen'),
  bandwidth: () => import('../../features/fixedline/BandwidthScreen'),
  parkingCar: () => import('../../features/fixedline/ParkingCarScreen'),
  fixedlineMgm: () => import('../../features/fixedline/FixedlineMgmScreen'),
});
