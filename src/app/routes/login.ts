import { screenRoutes } from './types';

/** Signing in: the login page, the apps' login, fast login and the sign-in board (features/login). */
export const loginRoutes = screenRoutes('core', ['login', 'validation'], {
  login: () => import('../../features/login/LoginScreen'),
  appLogin: () => import('../../features/login/AppLoginScreen'),
  fastLoginSetting: () => import('../../features/login/FastLoginSettingScreen'),
  signInBoard: () => import('../../features/login/SignInBoardScreen'),
});
