import { screenRoutes } from './types';

/** Mobile services: plans, suspension, PUK, eSIM, barring, VoLTE and more (features/mobile). */
export const mobileRoutes = screenRoutes('mobile', ['mobile', 'validation'], {
  mobileRateChange: () => import('../../features/mobile/MobileRateChangeScreen'),
  mobileSuspendResume: () => import('../../features/mobile/MobileSuspendResumeScreen'),
  puk: () => import('../../features/mobile/PukScreen'),
  eSim: () => import('../../features/mobile/EsimScreen'),
  bibrSetting: () => import('../../features/mobile/BarringScreen'),
  queryInOutDevice: () => import('../../features/mobile/RepairStatusScreen'),
  mobileRateSuggest: () => import('../../features/mobile/MobileRateSuggestScreen'),
  telRateSuggest: () => import('../../features/mobile/TelRateSuggestScreen'),
  voLteApply: () => import('../../features/mobile/VoLteScreen'),
  detectFake2GSetting: () => import('../../features/mobile/FakeBaseStationScreen'),
  oneNumber: () => import('../../features/mobile/OneNumberScreen'),
});
