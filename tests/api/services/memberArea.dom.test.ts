import { describe } from 'vitest';
import {
  getTransferCouponLog,
  getUnusedCoupons,
  getUsedCouponLog,
  saveCoupon,
  saveCouponForPrePaid,
  transferCouponAct,
  transferCouponChk,
} from '../../../src/api/coupon';
import {
  getEshopProcess,
  getFixlineProcess,
  getKeeperInfo,
  getPremiumServices,
  getRoamingProcess,
} from '../../../src/api/dashboard';
import {
  getInstallProcess,
  getInstallProcessNoLogin,
  logFunctApi,
} from '../../../src/api/fixedLine';
import {
  addDevice,
  cleanDeviceMenu,
  deleteDssn,
  displaySalesEnquiry,
  getChtMemberProfile,
  getHamiPointQrCode,
  getLineBindStatus,
  getMemberBenefits,
  getNotifySettings,
  getPersonalContent,
  redeemBenefit,
  removeChtMemberCache,
  removeDevice,
  setDeviceSalesType,
  setDssnConfirm,
  setDssnSendCode,
  setNotifySetting,
  unregister,
  sendMailCode,
  updateBirthday,
  updateMail,
  updateName,
  updateNickname,
} from '../../../src/api/memberArea';
import { getOfficeCode } from '../../../src/api/officeCode';
import { describeCalls, type CallRow } from './callHarness';

const coupon = {
  couponNo: 'CP1',
  projectName: 'Coffee',
  description: 'A cup',
  value: 0,
  effectiveStartTime: '2026-01-01',
  effectiveEndTime: '2026-12-31',
  transferable: true,
};

const rows: CallRow[] = [
  [
    'getHamiPointQrCode',
    () => getHamiPointQrCode(),
    { method: 'GET', path: 'CHTMember/HamiPointQRCode' },
  ],
  [
    'getMemberBenefits',
    () => getMemberBenefits(),
    { method: 'GET', path: 'CHTMember/HamiPointBanners' },
  ],
  [
    'redeemBenefit',
    () => redeemBenefit({ code: 'BN01', seq: 1 }),
    { method: 'POST', path: 'CHTMember/CHTMemberRedeemBenefit', body: { code: 'BN01', seq: 1 } },
  ],
  [
    'getPersonalContent',
    () => getPersonalContent(),
    { method: 'GET', path: 'CHTMember/PersonalContent' },
  ],
  [
    'getChtMemberProfile',
    () => getChtMemberProfile(),
    { method: 'GET', path: 'CHTMember/CHTMemberProfile' },
  ],
  [
    'updateName',
    () => updateName({ name: '  王大明 ' }),
    { method: 'POST', path: 'CHTMember/UpdateName', body: { name: '王大明' } },
  ],
  [
    'updateBirthday',
    () => updateBirthday({ birthday: '1990-01-02' }),
    { method: 'POST', path: 'CHTMember/UpdateBirthday', body: { birthday: '1990-01-02' } },
  ],
  [
    'updateNickname',
    () => updateNickname({ nickname: ' 阿明 ' }),
    { method: 'POST', path: 'CHTMember/UpdateNickname', body: { nickname: '阿明' } },
  ],
  [
    'sendMailCode',
    () => sendMailCode({ mail: ' ming@example.net ' }),
    { method: 'POST', path: 'CHTMember/SendMailCode', body: { mail: 'ming@example.net' } },
  ],
  [
    'updateMail',
    () => updateMail({ mail: 'ming@example.net', code: '246 810' }),
    {
      method: 'POST',
      path: 'CHTMember/UpdateMail',
      body: { mail: 'ming@example.net', code: '246810' },
    },
  ],
  [
    'removeChtMemberCache',
    () => removeChtMemberCache(),
    { method: 'POST', path: 'CHTMember/RemoveCHTMemberCache' },
  ],
  [
    'getLineBindStatus',
    () => getLineBindStatus(),
    { method: 'GET', path: 'CHTMember/LineBindStatus' },
  ],
  [
    'setDssnSendCode upper-cases the pid',
    () => setDssnSendCode({ kind: 'mobile', deviceNo: '0912345678', ssn: ' a123456789 ' }),
    {
      method: 'POST',
      path: 'CHTMember/SetDSSN',
      headers: { ssn: 'A123456789' },
      body: { step: 1, type: 'mobile', deviceno: '0912345678' },
    },
  ],
  [
    'setDssnConfirm',
    () =>
      setDssnConfirm({ kind: 'tel', deviceNo: '0223456789', ssn: 'f223456788', code: '246810' }),
    {
      method: 'POST',
      path: 'CHTMember/SetDSSN',
      headers: { ssn: 'F223456788', code: '246810' },
      body: { step: 2, type: 'tel', deviceno: '0223456789' },
    },
  ],
  [
    'deleteDssn',
    () => deleteDssn({ deviceNo: '0912345678' }),
    { method: 'POST', path: 'CHTMember/DeleteDssn', headers: { deviceno: '0912345678' } },
  ],
  [
    'addDevice',
    () => addDevice({ deviceNo: '0944777888', pid: 'a123456789', code: '246810' }),
    {
      method: 'POST',
      path: 'CHTMember/AddDevice',
      headers: { deviceno: '0944777888' },
      body: { pid: 'A123456789', code: '246810' },
    },
  ],
  [
    'removeDevice',
    () => removeDevice({ deviceNo: '0944777888' }),
    { method: 'POST', path: 'CHTMember/RemoveDevice', headers: { deviceno: '0944777888' } },
  ],
  [
    'cleanDeviceMenu',
    () => cleanDeviceMenu(),
    { method: 'POST', path: 'CHTMember/CleanDeviceMenu' },
  ],
  [
    'displaySalesEnquiry',
    () => displaySalesEnquiry({ deviceNo: '0912345678' }),
    { method: 'GET', path: 'CHTMember/DisplaySalesEnquiry', headers: { deviceno: '0912345678' } },
  ],
  [
    'setDeviceSalesType',
    () => setDeviceSalesType({ deviceNo: '0912345678', consent: true }),
    {
      method: 'POST',
      path: 'CHTMember/SetDeviceSalesType',
      headers: { deviceno: '0912345678', consent: 'Y' },
    },
  ],
  [
    'getNotifySettings',
    () => getNotifySettings(),
    { method: 'GET', path: 'CHTMember/NotifySettings' },
  ],
  [
    'setNotifySetting',
    () => setNotifySetting({ type: 'bill', sms: true, email: false, push: true }),
    {
      method: 'POST',
      path: 'CHTMember/SetNotifySettings',
      body: { type: 'bill', sms: true, email: false, push: true },
    },
  ],
  [
    'unregister',
    () => unregister({ pushId: 'push-1' }),
    { method: 'POST', path: 'Profile/Unregister', body: { PushId: 'push-1' } },
  ],
  [
    'saveCoupon',
    () => saveCoupon({ couponNo: ' hami2026 ' }),
    { method: 'POST', path: 'Coupon/SaveCoupon', body: { couponno: 'HAMI2026' } },
  ],
  [
    'saveCouponForPrePaid',
    () => saveCouponForPrePaid({ couponNo: 'pp1' }),
    { method: 'POST', path: 'Coupon/SaveCouponForPrePaid', body: { couponno: 'PP1' } },
  ],
  ['getUnusedCoupons', () => getUnusedCoupons(), { method: 'GET', path: 'Coupon/UnusedCoupons' }],
  ['getUsedCouponLog', () => getUsedCouponLog(), { method: 'GET', path: 'Coupon/UsedCouponLog' }],
  [
    'getTransferCouponLog',
    () => getTransferCouponLog(),
    { method: 'GET', path: 'Coupon/TransferCouponLog' },
  ],
  [
    'transferCouponChk',
    () => transferCouponChk({ transferNo: ' 0922333444 ' }),
    { method: 'POST', path: 'Coupon/TransferCoupon_CHK', body: { transferno: '0922333444' } },
  ],
  [
    'transferCouponAct',
    () => transferCouponAct({ coupon, check: { transferNo: '0922333444', token: 'tc-1' } }),
    {
      method: 'POST',
      path: 'Coupon/TransferCoupon_ACT',
      body: {
        couponno: 'CP1',
        projectName: 'Coffee',
        effectiveStartTime: '2026-01-01',
        effectiveEndTime: '2026-12-31',
        transferno: '0922333444',
        transferType: 'mobile',
        token: 'tc-1',
      },
    },
  ],
  ['getEshopProcess', () => getEshopProcess(), { method: 'GET', path: 'dashboard/EshopProcess' }],
  [
    'getFixlineProcess',
    () => getFixlineProcess(),
    { method: 'GET', path: 'dashboard/FixlineProcess' },
  ],
  [
    'getRoamingProcess',
    () => getRoamingProcess(),
    { method: 'GET', path: 'dashboard/RoamingProcess' },
  ],
  ['getKeeperInfo', () => getKeeperInfo(), { method: 'GET', path: 'dashboard/KeeperInfo' }],
  [
    'getPremiumServices',
    () => getPremiumServices(),
    { method: 'GET', path: 'dashboard/PremiumServices' },
  ],
  [
    'getInstallProcess',
    () => getInstallProcess(),
    { method: 'GET', path: 'FixedLine/InstallProcess' },
  ],
  [
    'getInstallProcessNoLogin',
    () =>
      getInstallProcessNoLogin({
        deviceNo: 'HN87654321',
        pid: 'a123456789',
        captcha: 'c1',
        code: '2580',
      }),
    {
      method: 'GET',
      path: 'FixedLine/InstallProcessNoLogin',
      headers: { captcha: 'c1', code: '2580' },
      query: { deviceno: 'HN87654321', pid: 'A123456789' },
    },
  ],
  [
    'logFunctApi',
    () => logFunctApi({ deviceNo: '0912345678', l2: 'member', l3: 'process' }),
    {
      method: 'POST',
      path: 'FixedLine/logFunctApi',
      body: { deviceNo: '0912345678', l2: 'member', l3: 'process' },
    },
  ],
  ['getOfficeCode', () => getOfficeCode(), { method: 'GET', path: 'Device/OfficeCode' }],
  [
    'getOfficeCode by city and district',
    () => getOfficeCode({ city: '新北市', district: ' 板橋區 ' }),
    { method: 'GET', path: 'Device/OfficeCode', query: { city: '新北市', district: '板橋區' } },
  ],
];

describe('member area services', () => {
  describeCalls(rows);
});
