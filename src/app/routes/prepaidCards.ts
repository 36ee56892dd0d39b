import { screensWithTexts, type ScreenOverrides } from './types';

/** Prepaid login, home, number information and top-up. */
export const prepaidCardScreens: ScreenOverrides = screensWithTexts(['prepaid', 'validation'], {
  prepaidLoginLogOut: () => import('../../features/prepaid/PrepaidLoginLogOutScreen'),
  prepaidSubscriber: () => import('../../features/prepaid/PrepaidSubscriberScreen'),
  prepaidTopUp: () => import('../../features/prepaid/PrepaidTopUpScreen'),
});
