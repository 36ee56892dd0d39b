import { http } from 'msw';
import type { ChtMemberInfo, DeviceMenu, VipInfo, VipLevel } from '../../api/types/member';
import { memberInfoOf, portalDevicesOf, vipInfoOf } from '../db/sessions';
import type { CustomerRow } from '../db/types';
import { apiUrl, withCustomer } from './support';
import { encrypted, ok, refuse } from './respond';

export const MEMBER_MESSAGES = {
  enterpriseOnly: '此帳號非企業客戶',
  individualOnly: '企業客戶請使用企業會員等級查詢',
} as const;

/** Partner hosts whose links may carry the single sign-on (the sandbox's whitelist). */
export const SANDBOX_SSO_HOSTS = [
  'shop.carrier.example',
  'points.carrier.example',
  'netflix.partner.example',
  'kkbox.partner.example',
  'h5.partner.example',
];

function vipLevelOf(customer: CustomerRow): VipLevel {
  return { vipLevel: customer.vipLevel, isCompanyTaxId: customer.isCompanyTaxId };
}

/** Member info and device menu arrive AES-encrypted, as the carrier sends them (spec 02 §7). */
export const memberHandlers = [
  http.get(
    apiUrl('Chtmember/CHTMemberInfo'),
    withCustomer(({ customer }) => ok(encrypted<ChtMemberInfo>(memberInfoOf(customer)))),
  ),
  http.post(
    apiUrl('CHTMember/DeviceMenu'),
    withCustomer(({ customer }) =>
      ok(encrypted<DeviceMenu>({ devices: portalDevicesOf(customer) })),
    ),
  ),
  http.post(apiUrl('CHTMember/allowSsoHosts'), () => ok<string[]>(SANDBOX_SSO_HOSTS)),
  http.get(
    apiUrl('Chtmember/CHTVipLevel'),
    withCustomer(({ customer }) => ok<VipLevel>(vipLevelOf(customer))),
  ),
  http.get(
    apiUrl('Chtmember/CHTMemberVIPLevel'),
    withCustomer(({ customer }) => ok<VipLevel>(vipLevelOf(customer))),
  ),
  http.get(
    apiUrl('Chtmember/CHTVIP_Indivisual'),
    withCustomer(({ customer }) =>
      customer.isCompanyTaxId
        ? refuse(MEMBER_MESSAGES.individualOnly)
        : ok<VipInfo>(vipInfoOf(customer)),
    ),
  ),
  http.get(
    apiUrl('Chtmember/CHTVIP_Enterprise'),
    withCustomer(({ customer }) =>
      customer.isCompanyTaxId
        ? ok<VipInfo>(vipInfoOf(customer))
        : refuse(MEMBER_MESSAGES.enterpriseOnly),
    ),
  ),
];
