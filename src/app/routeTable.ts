import type { RouteKey } from '../config/paths';
import { screenOverrides } from './routes';
import { withTexts, type ScreenLoader } from './routes/types';

export type { ScreenLoader };

/** Domains of the route table; a domain without its own screens yet shows the pending frame. */
export type Domain =
  | 'core'
  | 'bill'
  | 'mobile'
  | 'roaming'
  | 'support'
  | 'fixedline'
  | 'prepaid'
  | 'enterprise'
  | 'campaigns';

const pending: ScreenLoader = () => import('../features/core/ServicePendingScreen');
const notFound: ScreenLoader = () => import('../features/core/NotFoundScreen');

export interface RouteEntry {
  key: RouteKey;
  domain: Domain;
  load: ScreenLoader;
}

const entry = (key: RouteKey, domain: Domain, load: ScreenLoader = pending): RouteEntry => ({
  key,
  domain,
  load: screenOverrides[key] ?? load,
});

const group = (domain: Domain, keys: RouteKey[]): RouteEntry[] =>
  keys.map((key) => entry(key, domain));

/**
 * Every route of spec 01 §2 and spec 02 §2.1, each lazily loaded. Screens are added here by
 * replacing the pending loader with the domain's screen module.
 */
export const routeTable: RouteEntry[] = [
  entry(
    'home',
    'core',
    withTexts(['home'], () => import('../features/core/HomeScreen')),
  ),
  ...group('core', [
    'init',
    'main',
    'my',
    'cookbook',
    'search',
    'contract',
    'cheatSheet',
    'overview',
    'process',
    'account',
    'myInfoSettings',
    'myNotifySettings',
    'allItems',
    'deviceMenuSetting',
    'appAbout',
    'fastLoginSetting',
    'signInBoard',
    'announcement',
    'appMessage',
    'appLogin',
    'appOnBoarding',
    'login',
    'pidSetting',
    'operationsOfficeCode',
  ]),
  entry('devOpsTools', 'core', notFound),
  entry(
    'bill',
    'bill',
    withTexts(['bill', 'validation'], () => import('../features/bill/BillScreen')),
  ),
  ...group('bill', [
    'billSettings',
    'billAddress',
    'usageNotify',
    'eBill',
    'eBillConfirm',
    'eBillConfirmResult',
    'smsBill',
    'smsBillForFix',
    'autoPayment',
    'dataUsageHistory',
    'mobileUsage',
    'callDetails',
    'callDetailsApplyResult',
    'eReceipt',
    'recharge',
    'withholdingPayment',
    'directCarrierBilling',
    'mobilePaymentForPos',
  ]),
  ...group('mobile', [
    'mobileRateSuggest',
    'telRateSuggest',
    'mobileRateChange',
    'mobileSuspendResume',
    'queryInOutDevice',
    'puk',
    'voLteApply',
    'eSim',
    'detectFake2GSetting',
    'oneNumber',
    'adblock',
    'addon',
    'coolAddon',
    'dataTransfer',
    'bibrSetting',
    'fiveGMgm',
    'bandwidth',
  ]),
  ...group('roaming', ['roaming', 'roamingHistory', 'roamingNextTest']),
  ...group('support', [
    'trouble',
    'serviceCenter',
    'healthCheck',
    'hamiCamTrouble',
    'deviceManual',
    'signLanguage',
    'nps',
    'remindVerificationUpload',
    'remindVerificationNotUpload',
    'eShopApply',
    'embeddedService',
    'h5',
    'app',
    'error',
  ]),
  ...group('fixedline', [
    'fixedlineMgm',
    'hiNetStaticIp',
    'hiNetReset',
    'hiNetValueTotal',
    'hiNetAdslTotal',
    'hiNetDialTotal',
    'internetUsage',
    'parkingCar',
    'netflix',
    'msecuritygo2',
    'mediaZone',
    'hamiStore',
  ]),
  ...group('prepaid', [
    'prepaidLoginLogOut',
    'prepaidSubscriber',
    'prepaidTopUp',
    'prepaidPurchase',
    'prepaid45',
    'prepaidNotify',
    'prepaid3To45',
    'prepaidRoaming',
    'prepaidRoamingHistory',
  ]),
  ...group('enterprise', [
    'ecsLogin',
    'ecsOnBoarding',
    'ecAbout',
    'ecs',
    'ecsMenu',
    'ecMain',
    'ecProductCenter',
    'eProducts',
    'eSellableProducts',
    'ecMy',
  ]),
  ...group('campaigns', [
    'badmintonSignin',
    'badmintonRecord',
    'double112024',
    'double112024Record',
    'springFun2025',
    'springFun2025Record',
    'giftbox2025',
    'giftbox2025Record',
    'mediaZone2025',
    'mediaZone2025Record',
    'hamiStore2025',
    'hamiStore2025Record',
    'mediaPromote2025',
    'mediaPromote2025Record',
    'treasureHunt2025',
    'treasureHunt2025Record',
    'baseball2025',
    'baseball2025Record',
    'baseball2025Test',
    'baseball2025RecordTest',
  ]),
];
