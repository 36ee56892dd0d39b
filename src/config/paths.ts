/**
 * The one registry of route paths (spec 01 §2, spec 02 §2.1). No other file spells a route URL.
 * `href(paths.bill, { tab: 'history' })` builds a concrete URL from a pattern.
 */
export const paths = {
  // Core
  home: '/',
  init: '/Init',
  main: '/Main',
  my: '/My',
  cookbook: '/Cookbook',
  search: '/Search',
  contract: '/Contract',
  cheatSheet: '/CheatSheet',
  devOpsTools: '/DevOpsTools',
  overview: '/Overview',
  process: '/Process',
  account: '/Account',
  myInfoSettings: '/MyInfoSettings',
  myNotifySettings: '/MyNotifySettings/:notifyType?',
  allItems: '/AllItems',
  deviceMenuSetting: '/DeviceMenuSetting',
  appAbout: '/AppAbout',
  fastLoginSetting: '/FastLoginSetting',
  signInBoard: '/SignInBoard',
  announcement: '/Announcement',
  appMessage: '/AppMessage',
  appLogin: '/AppLogin',
  appOnBoarding: '/AppOnBoarding',
  login: '/Login/:page?',
  pidSetting: '/PidSetting',
  operationsOfficeCode: '/OperationsOfficeCode',
  // Bill and payment
  bill: '/Bill/:tab?',
  billSettings: '/BillSettings',
  billAddress: '/BillAddress',
  usageNotify: '/UsageNotify',
  eBill: '/EBill',
  eBillConfirm: '/EBillConfirm',
  eBillConfirmResult: '/EBillConfirmResult',
  smsBill: '/SMSBill',
  smsBillForFix: '/SMSBillForFix',
  autoPayment: '/AutoPayment',
  dataUsageHistory: '/DataUsageHistory',
  mobileUsage: '/MobileUsage',
  callDetails: '/CallDetails',
  callDetailsApplyResult: '/CallDetailsApplyResult',
  eReceipt: '/EReceipt',
  recharge: '/Recharge',
  withholdingPayment: '/WithholdingPayment',
  directCarrierBilling: '/DirectCarrierBilling',
  mobilePaymentForPos: '/MobilePaymentForPOS/:DeviceNo?/:Pid?',
  // Mobile services
  mobileRateSuggest: '/MobileRateSuggest',
  telRateSuggest: '/TelRateSuggest',
  mobileRateChange: '/MobileRateChange',
  mobileSuspendResume: '/MobileSuspendResume',
  queryInOutDevice: '/QueryInOutDevice',
  puk: '/PUK',
  voLteApply: '/VoLTEApply',
  eSim: '/eSIM',
  detectFake2GSetting: '/DetectFake2GSetting',
  oneNumber: '/OneNumber',
  adblock: '/Adblock',
  addon: '/Addon',
  coolAddon: '/CoolAddon',
  dataTransfer: '/DataTransfer/:page?',
  bibrSetting: '/BIBRSetting',
  fiveGMgm: '/5G-MGM',
  bandwidth: '/Bandwidth',
  // Roaming
  roaming: '/Roaming',
  roamingHistory: '/RoamingHistory',
  roamingNextTest: '/Roaming-Next-Test',
  // Support
  trouble: '/Trouble',
  serviceCenter: '/ServiceCenter/:page?',
  healthCheck: '/HealthCheck',
  hamiCamTrouble: '/HamiCamTrouble',
  deviceManual: '/DeviceManual',
  signLanguage: '/Signlanguage',
  nps: '/NPS',
  remindVerificationUpload: '/RemindVerificationUpload',
  remindVerificationNotUpload: '/RemindVerificationNotUpload',
  eShopApply: '/EShopApply',
  embeddedService: '/EmbeddedService',
  h5: '/H5',
  app: '/App/:page?',
  error: '/Error/:hex?',
  // Fixed line and broadband
  fixedlineMgm: '/FixedlineMGM',
  hiNetStaticIp: '/HiNetStaticIp',
  hiNetReset: '/HiNetReset',
  hiNetValueTotal: '/HiNetValueTotal',
  hiNetAdslTotal: '/HiNetAdslTotal',
  hiNetDialTotal: '/HiNetDialTotal',
  internetUsage: '/InternetUsage',
  parkingCar: '/ParkingCar',
  netflix: '/Netflix',
  msecuritygo2: '/Msecuritygo2',
  mediaZone: '/MediaZone',
  hamiStore: '/HamiStore',
  // Prepaid
  prepaidLoginLogOut: '/PrepaidLoginLogOut',
  prepaidSubscriber: '/PrepaidSubscriber',
  prepaidTopUp: '/PrepaidTopUp',
  prepaidPurchase: '/PrepaidPurchase',
  prepaid45: '/Prepaid45',
  prepaidNotify: '/PrepaidNotify',
  prepaid3To45: '/Prepaid3To45',
  prepaidRoaming: '/PrepaidRoaming',
  prepaidRoamingHistory: '/PrepaidRoamingHistory',
  // Enterprise
  ecsLogin: '/ECSLogin/:userid?',
  ecsOnBoarding: '/ECSOnBoarding',
  ecAbout: '/ECAbout',
  ecs: '/ECS',
  ecsMenu: '/ECSMenu',
  ecMain: '/ECMain',
  ecProductCenter: '/ECProductCenter',
  eProducts: '/EProducts/:sub?',
  eSellableProducts: '/ESellableProducts/:sub?',
  ecMy: '/ECMy',
  // Campaigns, each with its Record page
  badmintonSignin: '/BadmintonSignin',
  badmintonRecord: '/BadmintonRecord',
  double112024: '/Double112024',
  double112024Record: '/Double112024Record',
  springFun2025: '/SpringFun2025',
  springFun2025Record: '/SpringFun2025Record',
  giftbox2025: '/Giftbox2025',
  giftbox2025Record: '/Giftbox2025Record',
  mediaZone2025: '/MediaZone2025',
  mediaZone2025Record: '/MediaZone2025Record',
  hamiStore2025: '/HamiStore2025',
  hamiStore2025Record: '/HamiStore2025Record',
  mediaPromote2025: '/MediaPromote2025',
  mediaPromote2025Record: '/MediaPromote2025Record',
  treasureHunt2025: '/TreasureHunt2025',
  treasureHunt2025Record: '/TreasureHunt2025Record',
  baseball2025: '/Baseball2025',
  baseball2025Record: '/Baseball2025Record',
  baseball2025Test: '/Baseball2025Test',
  baseball2025RecordTest: '/Baseball2025RecordTest',
} as const;

export type RouteKey = keyof typeof paths;
export type RoutePattern = (typeof paths)[RouteKey];

type ParamName<S extends string> = S extends `${string}:${infer P}/${infer Rest}`
  ? ParamName<`:${P}`> | ParamName<`/${Rest}`>
  : S extends `${string}:${infer P}`
    ? P
    : never;
type Clean<P extends string> = P extends `${infer N}?` ? N : P;
export type PathParams<S extends string> = Partial<Record<Clean<ParamName<S>>, string>>;

/** Fills a pattern's parameters; optional segments without a value are dropped. */
export function href<S extends RoutePattern>(pattern: S, params: PathParams<S> = {}): string {
  const values = params as Record<string, string | undefined>;
  const built = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.replace(/^:/, '').replace(/\?$/, '');
      const value = values[name];
      if (value === undefined || value === '') {
        if (segment.endsWith('?')) return null;
        throw new Error(`Missing route parameter ${name} for ${pattern}`);
      }
      return encodeURIComponent(value);
    })
    .filter((segment): segment is string => segment !== null)
    .join('/');
  return built === '' ? '/' : built;
}
