import { describe } from 'vitest';
import { getOtp, getOtpWithCaptcha, validateCaptcha, verifyOtp } from '../../../src/api/otp';
import { describeCalls, type CallRow } from './callHarness';

const rows: CallRow[] = [
  [
    'getOtp',
    () => getOtp({ mobileNo: '0912345678', pid: 'A123456789', identifier: 'id-1' }),
    {
      method: 'POST',
      path: 'SMSAuth/GetOTP',
      body: { mobileno: '0912345678', pid: 'A123456789', identifier: 'id-1' },
    },
  ],
  [
    'getOtp upper-cases and trims the pid',
    () => getOtp({ mobileNo: '0912345678', pid: ' a123456789 ', identifier: 'id-1' }),
    {
      method: 'POST',
      path: 'SMSAuth/GetOTP',
      body: { mobileno: '0912345678', pid: 'A123456789', identifier: 'id-1' },
    },
  ],
  [
    'getOtpWithCaptcha',
    () =>
      getOtpWithCaptcha({
        mobileNo: '0912345678',
        pid: 'b223456789',
        identifier: 'id-1',
        captcha: 'cap-1',
        code: 'x7k2',
      }),
    {
      method: 'POST',
      path: 'SMSAuth/GetOTPWithCaptcha',
      headers: { captcha: 'cap-1', code: 'x7k2' },
      body: { mobileno: '0912345678', pid: 'B223456789', identifier: 'id-1' },
    },
  ],
  [
    'verifyOtp',
    () => verifyOtp({ mobileNo: '0912345678', smsOtp: '123456', identifier: 'id-1' }),
    {
      method: 'POST',
      path: 'SMSAuth/VerifyOTP',
      body: { mobileno: '0912345678', smsotp: '123456', identifier: 'id-1' },
    },
  ],
  [
    'validateCaptcha',
    () => validateCaptcha({ token: 'cap-1', code: 'x7k2' }),
    { method: 'PUT', path: 'Captcha/Vaild', headers: { token: 'cap-1', code: 'x7k2' } },
  ],
];

describe('OTP and captcha service', () => {
  describeCalls(rows);
});
