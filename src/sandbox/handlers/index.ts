import type { RequestHandler } from 'msw';
import { announcementHandlers } from './announcement';
import { billHandlers } from './bill';
import { billPayHandlers } from './billPay';
import { autoPaymentHandlers as billSettingsAutoPaymentHandlers } from './billSettings/autoPayment';
import { addressHandlers as billSettingsAddressHandlers } from './billSettings/address';
import { alertHandlers as billSettingsAlertsHandlers } from './billSettings/alerts';
import { carrierBillingHandlers as billSettingsCarrierBillingHandlers } from './billSettings/carrierBilling';
import { withholdingHandlers as billSettingsWithholdingHandlers } from './billSettings/withholding';
import { posHandlers as billSettingsPosHandlers } from './billSettings/pos';
import { deviceSettingsHandlers } from './deviceSettings';
import { eBillRequestHandlers as ebillRequestsHandlers } from './ebill/requests';
import { confirmationHandlers as ebillConfirmationsHandlers } from './ebill/confirmations';
import { smsBillHandlers as ebillSmsBillHandlers } from './ebill/smsBill';
import { embeddedHandlers } from './embedded';
import { captchaHandlers as loginCaptchaHandlers } from './login/captcha';
import { passwordLoginHandlers as loginPasswordHandlers } from './login/password';
import { smsLoginHandlers as loginSmsHandlers } from './login/sms';
import { memberSiteHandlers as loginMemberSiteHandlers } from './login/memberSite';
import { fastLoginHandlers as loginFastLoginHandlers } from './login/fastLogin';
import { signInBoardHandlers as loginSignInBoardHandlers } from './login/signInBoard';
import { prepaidCardHandlers } from './prepaidCards';
import { prepaidPlanHandlers } from './prepaidPlans';
import { rscHandlers as roamingPassesHandlers } from './roaming/passes';
import { contractHandlers as roamingContractHandlers } from './roaming/contract';
import { dashboardHandlers as roamingDashboardHandlers } from './roaming/dashboard';
import { settingsHandlers as roamingSettingsHandlers } from './roaming/settings';
import { shellHandlers } from './shell';
import { usageHandlers } from './usage';
import { faultLayer } from './faultLayer';
import { languageLayer } from './languageLayer';
import { memberHandlers } from './member';
import { memberAreaHandlers } from './memberArea';
import { memberContactHandlers } from './memberContact';
import { memberLineHandlers } from './memberLines';
import { memberMenuHandlers } from './memberMenu';
import { couponHandlers } from './coupons';
import { dashboardHandlers } from './dashboard';
import { planHandlers as mobilePlansHandlers } from './mobile/plans';
import { suspendHandlers as mobileSuspendHandlers } from './mobile/suspend';
import { handsetHandlers as mobileHandsetsHandlers } from './mobile/handsets';
import { pukHandlers as mobilePukHandlers } from './mobile/puk';
import { repairHandlers as mobileRepairsHandlers } from './mobile/repairs';
import { networkHandlers as mobileNetworkHandlers } from './mobile/network';
import { barringHandlers as mobileBarringHandlers } from './mobile/barring';
import { oneNumberHandlers as mobileOneNumberHandlers } from './mobile/oneNumber';
import { systemHandlers } from './system';
import { troubleAccessHandlers } from './trouble/access';
import { troubleTicketHandlers } from './trouble/tickets';
import { troubleLineHandlers } from './trouble/lines';
import { serviceCenterHandlers } from './serviceCenter';
import { healthCheckHandlers } from './healthCheck';
import { ssoHandlers } from './sso';
import { h5Handlers } from './h5';
import { settingsAdminHandlers } from './settingsAdmin';
import { signLanguageHandlers } from './signLanguage';
import { hamicamHandlers } from './hamicam';
import { deviceManualHandlers } from './deviceManual';
import { campaignHandlers } from './campaigns';
import { entertainmentHandlers } from './entertainment';
import { ecsHandlers } from './ecs';
import { pushHandlers } from './push';
import { addonHandlers } from './addons';
import { dataShareHandlers } from './dataShare';
import { hinetHandlers as fixedlineHinetHandlers } from './fixedline/hinet';
import { parkingHandlers as fixedlineParkingHandlers } from './fixedline/parking';
import {
  fixedlineMgmHandlers,
  hinetResetHandlers as fixedlineHinetResetHandlers,
} from './fixedline/hinetReset';

const domainHandlers: RequestHandler[] = [
  ...memberHandlers,
  ...systemHandlers,
  ...announcementHandlers,
  ...billHandlers,
  ...loginCaptchaHandlers,
  ...loginPasswordHandlers,
  ...loginSmsHandlers,
  ...loginMemberSiteHandlers,
  ...loginFastLoginHandlers,
  ...loginSignInBoardHandlers,
  ...deviceSettingsHandlers,
  ...billPayHandlers,
  ...billSettingsAutoPaymentHandlers,
  ...billSettingsAddressHandlers,
  ...billSettingsAlertsHandlers,
  ...billSettingsCarrierBillingHandlers,
  ...billSettingsWithholdingHandlers,
  ...billSettingsPosHandlers,
  ...ebillRequestsHandlers,
  ...ebillConfirmationsHandlers,
  ...ebillSmsBillHandlers,
  ...usageHandlers,
  ...prepaidCardHandlers,
  ...prepaidPlanHandlers,
  ...shellHandlers,
  ...roamingPassesHandlers,
  ...roamingSettingsHandlers,
  ...roamingContractHandlers,
  ...roamingDashboardHandlers,
  ...embeddedHandlers,
  ...memberAreaHandlers,
  ...memberContactHandlers,
  ...memberLineHandlers,
  ...memberMenuHandlers,
  ...couponHandlers,
  ...dashboardHandlers,
  ...mobilePlansHandlers,
  ...mobileSuspendHandlers,
  ...mobileHandsetsHandlers,
  ...mobilePukHandlers,
  ...mobileRepairsHandlers,
  ...mobileNetworkHandlers,
  ...mobileBarringHandlers,
  ...mobileOneNumberHandlers,
  ...troubleAccessHandlers,
  ...troubleTicketHandlers,
  ...troubleLineHandlers,
  ...serviceCenterHandlers,
  ...healthCheckHandlers,
  ...ssoHandlers,
  ...h5Handlers,
  ...settingsAdminHandlers,
  ...signLanguageHandlers,
  ...hamicamHandlers,
  ...campaignHandlers,
  ...entertainmentHandlers,
  ...ecsHandlers,
  ...pushHandlers,
  ...addonHandlers,
  ...dataShareHandlers,
  ...fixedlineHinetHandlers,
  ...fixedlineParkingHandlers,
  ...fixedlineHinetResetHandlers,
  ...fixedlineMgmHandlers,
  ...deviceManualHandlers,
];

/**
 * Every sandbox handler, for the browser worker and for vitest. The fault layer comes first:
 * it delays (browser only) and answers an injected failure, otherwise it falls through. The
 * language layer then answers a call in another language than Chinese (languageLayer.ts).
 */
export const handlers: RequestHandler[] = [
  faultLayer,
  languageLayer(domainHandlers),
  ...domainHandlers,
];
