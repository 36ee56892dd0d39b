import { describe } from 'vitest';
import {
  checkMemberSiteSession,
  checkOtpw,
  getSsoAuthInfo,
  setSsoAuthInfo,
} from '../../../src/api/sso';
import { describeCalls, type CallRow } from './callHarness';

const rows: CallRow[] = [
  [
    'setSsoAuthInfo',
    () => setSsoAuthInfo({ clientKey: 'shop-key', orderId: 'ES-1' }),
    {
      method: 'POST',
      path: 'SSO/SetSSOAuthInfo',
      body: { clientKey: 'shop-key', orderId: 'ES-1' },
    },
  ],
  [
    'getSsoAuthInfo',
    () => getSsoAuthInfo({ authToken: 'a1b2' }),
    { method: 'GET', path: 'SSO/GetSSOAuthInfo', query: { authToken: 'a1b2' } },
  ],
  [
    'checkMemberSiteSession',
    () => checkMemberSiteSession(),
    { method: 'GET', path: 'Check', target: 'memberSite' },
  ],
  [
    'checkOtpw',
    () => checkOtpw({ otpw: 'OTPW-1' }),
    {
      method: 'POST',
      path: 'SSO/CHTMember/OtpwCheck_V2',
      target: 'memberSite',
      body: { otpw: 'OTPW-1' },
    },
  ],
];

describe('single-sign-on service', () => {
  describeCalls(rows);
});
