import { billPayScreens } from './billPay';
import { billSettingsScreens } from './billSettings';
import { deviceScreens } from './devices';
import { devToolsScreens } from './devtools';
import { loginScreens } from './login';
import { memberScreens } from './member';
import { mobileScreens } from './mobile';
import { prepaidCardScreens } from './prepaidCards';
import { prepaidPlanScreens } from './prepaidPlans';
import { roamingScreens } from './roaming';
import { supportScreens } from './support';
import type { ScreenOverrides } from './types';
import { usageScreens } from './usage';

/** Every screen that replaces a pending frame, merged from the parts of the portal. */
export const screenOverrides: ScreenOverrides = {
  ...loginScreens,
  ...deviceScreens,
  ...devToolsScreens,
  ...billPayScreens,
  ...billSettingsScreens,
  ...usageScreens,
  ...prepaidCardScreens,
  ...prepaidPlanScreens,
  ...roamingScreens,
  ...memberScreens,
  ...mobileScreens,
  ...supportScreens,
};
