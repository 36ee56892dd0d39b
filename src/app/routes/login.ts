import { screensWithTexts, type ScreenOverrides } from './types';

export const loginScreens: ScreenOverrides = screensWithTexts(['login', 'validation'], {
  login: () => import('../../features/login/LoginScreen'),
  appLogin: () => import('../../features/login/AppLoginScreen'),
  fastLoginSetting: () => import('../../features/login/FastLoginSettingScreen'),
  signInBoard: () => import('../../features/login/SignInBoardScreen'),
});
