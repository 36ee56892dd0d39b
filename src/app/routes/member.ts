import { screenRoutes } from './types';

/** The member area: /My, the account hub and its settings, the household trackers (features/member). */
export const memberRoutes = [
  ...screenRoutes('core', ['member', 'validation'], {
    my: () => import('../../features/member/MyScreen'),
    account: () => import('../../features/member/AccountScreen'),
    myInfoSettings: () => import('../../features/member/MyInfoSettingsScreen'),
    contract: () => import('../../features/member/ContractScreen'),
    overview: () => import('../../features/member/OverviewScreen'),
    process: () => import('../../features/member/ProcessScreen'),
    pidSetting: () => import('../../features/member/PidSettingScreen'),
    myNotifySettings: () => import('../../features/member/MyNotifySettingsScreen'),
    operationsOfficeCode: () => import('../../features/member/OperationsOfficeCodeScreen'),
  }),
  ...screenRoutes('support', ['member', 'validation'], {
    remindVerificationUpload: () => import('../../features/member/RemindVerificationUploadScreen'),
    remindVerificationNotUpload: () =>
      import('../../features/member/RemindVerificationNotUploadScreen'),
    eShopApply: () => import('../../features/member/EShopApplyScreen'),
  }),
];
