import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../../src/api/http';
import {
  addMobileTrouble,
  addTrouble,
  cancelTrouble,
  fetchAttachedNos,
  getEramMsg,
  getMobileTrouble,
  getTroubleAlert,
  getTroubleList,
  getTroubleToken,
  mobileTroubleCheck,
  modifyTrouble,
  modifyTroubleAnnounce,
  resetTroubleDeviceNo,
} from '../../../src/api/trouble';
import { NO_LOGIN_DEVICE_REQUIRED, type TroubleAccess } from '../../../src/api/troubleAccess';
import {
  clickPay,
  getFixDateTimeList,
  getLineInfo,
  getLineNumberErrorCode,
  logDn,
  logFunct,
  testLineNumber,
  testPhoneNumberLine,
  troubleSmsCheck,
  troubleSmsOtp,
} from '../../../src/api/troubleChecks';
import type { TroubleReport } from '../../../src/api/types/trouble';
import { captureRequests, describeCalls, type CallRow, type ExpectedCall } from './callHarness';

const report: TroubleReport = {
  contact_name_tmp: '  Lin Mei ',
  contact_phone_tmp: ' 0223456789 ',
  contact_phone2_tmp: ' 0912345678',
  choosedDay: '2025-07-02',
  period: 'AM',
  showDescription_tmp: 'No dial tone',
  code: 'T01',
  tcode: 'T01-3',
  userChooseCode: 'U7',
  showBuildingStatus_tmp: 'normal',
};

const reportBody = {
  contact_name_tmp: 'Lin Mei',
  contact_phone_tmp: '0223456789,0912345678',
  choosedDay: '2025-07-02',
  period: 'AM',
  showDescription_tmp: 'No dial tone',
  code: 'T01',
  tcode: 'T01-3',
  userChooseCode: 'U7',
  showBuildingStatus_tmp: 'normal',
};

interface TroubleCase {
  name: string;
  invoke: (access: TroubleAccess) => Promise<ApiResult<unknown>>;
  call: Omit<ExpectedCall, 'path'> & { name: string; alwaysITris?: boolean };
}

const cases: TroubleCase[] = [
  {
    name: 'getTroubleToken',
    invoke: (a) => getTroubleToken(a),
    call: { method: 'GET', name: 'GetToken' },
  },
  {
    name: 'fetchAttachedNos',
    invoke: (a) => fetchAttachedNos(a),
    call: { method: 'GET', name: 'FetchAttachedNos' },
  },
  {
    name: 'mobileTroubleCheck',
    invoke: (a) => mobileTroubleCheck(a),
    call: { method: 'GET', name: 'MobileTroubleCheck' },
  },
  {
    name: 'getMobileTrouble',
    invoke: (a) => getMobileTrouble(a),
    call: { method: 'GET', name: 'MobileTrouble' },
  },
  {
    name: 'addTrouble',
    invoke: (a) => addTrouble(report, a),
    call: { method: 'POST', name: 'Add', body: reportBody },
  },
  {
    name: 'addMobileTrouble',
    invoke: (a) => addMobileTrouble({ ...report, contact_phone2_tmp: '  ' }, a),
    call: {
      method: 'POST',
      name: 'AddMobileTrouble',
      body: { ...reportBody, contact_phone_tmp: '0223456789' },
    },
  },
  {
    name: 'getTroubleList',
    invoke: (a) => getTroubleList(a),
    call: { method: 'GET', name: 'List' },
  },
  {
    name: 'cancelTrouble',
    invoke: (a) => cancelTrouble({ id: 'TK-9' }, a),
    call: { method: 'GET', name: 'Cancel', query: { id: 'TK-9' } },
  },
  {
    name: 'modifyTrouble',
    invoke: (a) =>
      modifyTrouble(
        {
          id: 'TK-9',
          contactName: ' Lin Mei ',
          contactPhone: '0223456789 ',
          contactPhone2: '0912345678',
          day: '2025-07-03',
          period: 'PM',
          note: 'Call first',
        },
        a,
      ),
    call: {
      method: 'GET',
      name: 'Modify',
      query: {
        id: 'TK-9',
        contact_name: 'Lin Mei',
        contact_phone: '0223456789,0912345678',
        day: '2025-07-03',
        period: 'PM',
        note: 'Call first',
      },
    },
  },
  {
    name: 'modifyTroubleAnnounce',
    invoke: (a) => modifyTroubleAnnounce({ id: 'TK-9' }, a),
    call: { method: 'GET', name: 'ModifyAnnonce', query: { id: 'TK-9' } },
  },
  {
    name: 'resetTroubleDeviceNo',
    invoke: (a) => resetTroubleDeviceNo(a),
    call: { method: 'POST', name: 'ResetDeviceNo' },
  },
  {
    name: 'getTroubleAlert',
    invoke: (a) => getTroubleAlert(a),
    call: { method: 'GET', name: 'Setting/GetTroubleAlert' },
  },
  { name: 'getEramMsg', invoke: (a) => getEramMsg(a), call: { method: 'GET', name: 'EramMsg' } },
  {
    name: 'getFixDateTimeList',
    invoke: (a) => getFixDateTimeList(a),
    call: { method: 'GET', name: 'FixDateTimeList', alwaysITris: true },
  },
  {
    name: 'testPhoneNumberLine',
    invoke: (a) => testPhoneNumberLine(a),
    call: { method: 'GET', name: 'TestPhoneNumberLine', alwaysITris: true },
  },
  {
    name: 'testLineNumber',
    invoke: (a) => testLineNumber(a),
    call: { method: 'GET', name: 'TestLineNumber', alwaysITris: true },
  },
  {
    name: 'getLineNumberErrorCode',
    invoke: (a) => getLineNumberErrorCode(a),
    call: { method: 'GET', name: 'LineNumberErrorCode', alwaysITris: true },
  },
  {
    name: 'getLineInfo',
    invoke: (a) => getLineInfo(a),
    call: { method: 'POST', name: 'getLineInfo' },
  },
  {
    name: 'troubleSmsOtp',
    invoke: (a) => troubleSmsOtp({ mobileNo: '12345678' }, a),
    call: { method: 'GET', name: 'smsOTP', query: { mobileno: '0912345678' } },
  },
  {
    name: 'troubleSmsCheck',
    invoke: (a) => troubleSmsCheck({ mobileNo: ' 12345678', smsOtp: '654321 ' }, a),
    call: { method: 'GET', name: 'smsCheck', query: { mobileno: '0912345678', smsotp: '654321' } },
  },
  { name: 'clickPay', invoke: (a) => clickPay(a), call: { method: 'GET', name: 'clickPay' } },
  { name: 'logDn', invoke: (a) => logDn(a), call: { method: 'GET', name: 'LogDN' } },
  {
    name: 'logFunct',
    invoke: (a) => logFunct({ funct: 'lineTest' }, a),
    call: { method: 'GET', name: 'logFunct', query: { funct: 'lineTest' } },
  },
];

const noLogin: TroubleAccess = {
  variant: 'noLogin',
  deviceNo: ' 0223456789 ',
  accessToken: 'acc-1',
};
const variants: [
  label: string,
  access: TroubleAccess,
  prefix: string,
  headers?: Record<string, string>,
][] = [
  ['ordinary', { variant: 'ordinary' }, 'Trouble/'],
  ['iTris', { variant: 'iTris' }, 'TroubleITris/'],
  ['noLogin', noLogin, 'TroubleNoLogin/', { deviceno: '0223456789', token: 'acc-1' }],
];

const rows: CallRow[] = variants.flatMap(([label, access, prefix, headers]) =>
  cases.map(({ name, invoke, call }): CallRow => {
    const { name: callName, alwaysITris, ...expected } = call;
    return [
      `${name} (${label})`,
      () => invoke(access),
      {
        ...expected,
        path: `${alwaysITris ? 'TroubleITris/' : prefix}${callName}`,
        ...(headers ? { headers } : {}),
      },
    ];
  }),
);

describe('trouble service', () => {
  describeCalls(rows);

  it('uses the ordinary path when no access is given', async () => {
    const { requests, stop } = await captureRequests();
    await getTroubleList();
    await getFixDateTimeList();
    stop();
    expect(requests.map((request) => request.url.pathname)).toEqual([
      '/api/Trouble/List',
      '/api/TroubleITris/FixDateTimeList',
    ]);
  });

  it('sends no token header before the no-login session has an access token', async () => {
    const { requests, stop } = await captureRequests();
    await getTroubleToken({ variant: 'noLogin', deviceNo: '0223456789' });
    stop();
    expect(requests[0]?.headers.get('deviceno')).toBe('0223456789');
    expect(requests[0]?.headers.has('token')).toBe(false);
  });

  it.each(cases)('$name does nothing without the no-login device number', async ({ invoke }) => {
    const { requests, stop } = await captureRequests();
    const result = await invoke({ variant: 'noLogin', deviceNo: '  ', accessToken: 'acc-1' });
    stop();
    expect(result).toMatchObject({ error: { code: NO_LOGIN_DEVICE_REQUIRED } });
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['12345678', '0912345678'],
    ['0912345678', '0912345678'],
    [' 0987654321 ', '0987654321'],
  ])('sends the SMS OTP mobile %j as %j', async (typed, sent) => {
    const { requests, stop } = await captureRequests();
    await troubleSmsOtp({ mobileNo: typed });
    stop();
    expect(requests[0]?.url.searchParams.get('mobileno')).toBe(sent);
  });
});
