import type { RequestHandler } from 'msw';
import { announcementHandlers } from './announcement';
import { billHandlers } from './bill';
import { billPayHandlers } from './billPay';
import { billSettingsHandlers } from './billSettings';
import { deviceSettingsHandlers } from './deviceSettings';
import { eBillHandlers } from './ebill';
import { embeddedHandlers } from './embedded';
import { loginHandlers } from './login';
import { prepaidCardHandlers } from './prepaidCards';
import { prepaidPlanHandlers } from './prepaidPlans';
import { roamingHandlers } from './roaming';
import { shellHandlers } from './shell';
import { usageHandlers } from './usage';
import { faultLayer } from './faultLayer';
import { memberHandlers } from './member';
import { memberAreaHandlers } from './memberArea';
import { memberLineHandlers } from './memberLines';
import { couponHandlers } from './coupons';
import { dashboardHandlers } from './dashboard';
import { mobileHandlers } from './mobile';
import { systemHandlers } from './system';
import { troubleHandlers } from './trouble';
import { serviceCenterHandlers } from './serviceCenter';
import { healthCheckHandlers } from './healthCheck';
import { ssoHandlers } from './sso';
import { signLanguageHandlers } from './signLanguage';
import { hamicamHandlers } from './hamicam';

/**
 * Every sandbox handler, for the browser worker and for vitest. The fault layer comes first:
 * it delays (browser only) and answers an injected failure, otherwise it falls through.
 */
export const handlers: RequestHandler[] = [
  faultLayer,
  ...memberHandlers,
  ...systemHandlers,
  ...announcementHandlers,
  ...billHandlers,
  ...loginHandlers,
  ...deviceSettingsHandlers,
  ...billPayHandlers,
  ...billSettingsHandlers,
  ...eBillHandlers,
  ...usageHandlers,
  ...prepaidCardHandlers,
  ...prepaidPlanHandlers,
  ...shellHandlers,
  ...roamingHandlers,
  ...embeddedHandlers,
  ...memberAreaHandlers,
  ...memberLineHandlers,
  ...couponHandlers,
  ...dashboardHandlers,
  ...mobileHandlers,
  ...troubleHandlers,
  ...serviceCenterHandlers,
  ...healthCheckHandlers,
  ...ssoHandlers,
  ...signLanguageHandlers,
  ...hamicamHandlers,
];
