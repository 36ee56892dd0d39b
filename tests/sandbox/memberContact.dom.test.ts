import { afterEach, describe, expect, it } from 'vitest';
import { setCommonHeaderProvider } from '../../src/api/http';
import { getSiteCoreAdItems } from '../../src/api/dashboard';
import { getChtMemberInfo } from '../../src/api/member';
import {
  getChtMemberProfile,
  sendMailCode,
  updateMail,
  updateNickname,
} from '../../src/api/memberArea';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import { db, mutate } from '../../src/sandbox/db/state';
import { MEMBER_AREA_PROOF_CODE } from '../../src/sandbox/db/tables/memberArea';
import { outboxView } from '../../src/sandbox/db/tables/outbox';
import { actAs, dataOf } from './support';

afterEach(() => {
  setCommonHeaderProvider(() => ({}));
});

const codeOf = (result: { data: unknown } | { error: { code?: string | number } }) =>
  'error' in result ? result.error.code : undefined;

describe('sandbox nickname', () => {
  it('changes the nickname, which member info then answers; a bad one is refused', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    expect(codeOf(await updateNickname({ nickname: '<小明>' }))).toBe('NICKNAME_INVALID');
    expect(codeOf(await updateNickname({ nickname: 'x'.repeat(21) }))).toBe('NICKNAME_INVALID');
    expect(dataOf(await getChtMemberProfile()).nickname).toBe('小明');

    expect(dataOf(await updateNickname({ nickname: ' 阿明 ' })).nickname).toBe('阿明');
    expect(dataOf(await getChtMemberInfo()).nickname).toBe('阿明');

    actAs(DEMO_CUSTOMER_IDS.enterprise);
    expect(codeOf(await updateNickname({ nickname: '好客' }))).toBe('COMPANY_PROFILE');
  });
});

describe('sandbox e-mail change', () => {
  it('sends a code to the new address, which counts only with the right code', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    const mail = 'ming.wang@example.net';
    expect(codeOf(await sendMailCode({ mail: 'not-an-address' }))).toBe('MAIL_INVALID');
    expect(codeOf(await sendMailCode({ mail: 'Wang.Xiaoming@example.com' }))).toBe(
      'MAIL_UNCHANGED',
    );
    expect(codeOf(await updateMail({ mail, code: MEMBER_AREA_PROOF_CODE }))).toBe('CODE_MISSING');

    expect(dataOf(await sendMailCode({ mail }))).toMatchObject({ sentTo: mail });
    const sent = outboxView(db()).find((message) => message.kind === 'mailCode');
    expect(sent).toMatchObject({ channel: 'email', to: mail });
    expect(sent?.text).toContain(MEMBER_AREA_PROOF_CODE);

    expect(codeOf(await updateMail({ mail, code: '111111' }))).toBe('CODE_WRONG');
    expect(dataOf(await getChtMemberProfile()).mail).toBe('wang.xiaoming@example.com');
    expect(dataOf(await updateMail({ mail, code: MEMBER_AREA_PROOF_CODE })).mail).toBe(mail);
    expect(dataOf(await getChtMemberInfo()).mail).toBe(mail);
    // The new address is now the member’s own.
    expect(codeOf(await updateMail({ mail, code: MEMBER_AREA_PROOF_CODE }))).toBe('MAIL_UNCHANGED');
  });

  it('refuses a company', async () => {
    actAs(DEMO_CUSTOMER_IDS.enterprise);
    expect(codeOf(await sendMailCode({ mail: 'new@haoke.example.com' }))).toBe('COMPANY_PROFILE');
  });
});

describe('sandbox ad items', () => {
  const urlsFor = async (deviceNo: string) => {
    actAs(DEMO_CUSTOMER_IDS.mobile, deviceNo);
    return dataOf(await getSiteCoreAdItems()).map((item) => item.URL);
  };

  it('leaves the plan change offer out for a contract-locked or suspended line', async () => {
    expect(await urlsFor('0922333444')).toContain('/MobileRateChange');
    expect(await urlsFor('0912345678')).not.toContain('/MobileRateChange');
    expect(await urlsFor('0912345678')).toContain('/Roaming');

    mutate((database) => {
      const line = database.mobile.lines.find((row) => row.deviceNo === '0922333444');
      if (line) line.suspend = 'oneWaySuspended';
    });
    expect(await urlsFor('0922333444')).not.toContain('/MobileRateChange');
  });

  it('offers a visitor every item', async () => {
    setCommonHeaderProvider(() => ({}));
    const urls = dataOf(await getSiteCoreAdItems()).map((item) => item.URL);
    expect(urls).toEqual(['/MobileRateChange', '/Roaming']);
  });
});
