import type { ScreenOverrides } from './types';

/** The member area: /My, the account hub and its settings, the household trackers. */
export const memberScreens: ScreenOverrides = {
  my: () => import('../../features/member/MyScreen'),
  account: () => import('../../features/member/AccountScreen'),
  myInfoSettings: () => import('../../features/member/MyInfoSettingsScreen'),
  contract: () => import('../../features/member/ContractScreen'),
  overview: () => import('../../features/member/OverviewScreen'),
  process: () => import('../../features/member/ProcessScreen'),
  pidSetting: () => import('../../features/member/PidSettingScreen'),
};
