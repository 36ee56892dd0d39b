import { beforeEach, describe, expect, it } from 'vitest';
import { db, mutate, resetSandbox } from '../../src/sandbox/db/state';
import {
  MESSAGE_LANGUAGES,
  outboxView,
  sendMessage,
  type LocalisedText,
} from '../../src/sandbox/db/tables/outbox';
import {
  markNotificationRead,
  NOTIFICATION_REFUSALS,
  notificationsOf,
} from '../../src/sandbox/db/tables/outboxRules';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import { SANDBOX_OTP_CODE } from '../../src/sandbox/db/tables/login';
import { sendOtp } from '../../src/sandbox/db/tables/loginRules';
import { LANGUAGES } from '../../src/i18n/languages';

const WANG = DEMO_CUSTOMER_IDS.mobile;
const NUMBER = '0912345678';
const NOW = new Date('2026-06-15T04:00:00Z');
const TEXT: LocalisedText = {
  'zh-TW': '中文',
  en: 'English',
  id: 'Indonesia',
  th: 'ไทย',
  vi: 'Việt',
};

function sendAlert(): void {
  mutate((database) =>
    sendMessage(database, { kind: 'roamingCapAlert', deviceNo: NUMBER, text: TEXT, now: NOW }),
  );
}

beforeEach(() => {
  resetSandbox();
});

describe('the message centre over the outbox', () => {
  it('writes in every interface language of the portal', () => {
    expect([...MESSAGE_LANGUAGES]).toEqual([...LANGUAGES]);
  });

  it("lists the customer's pushes only, unread, in the language asked for", () => {
    sendAlert();
    const list = notificationsOf(db(), WANG, 'en');
    expect(list).toEqual([
      expect.objectContaining({ actid: 'roamingCapAlert', body: 'English', isRead: false }),
    ]);
    expect(notificationsOf(db(), WANG, 'vi')[0]?.body).toBe('Việt');
    expect(notificationsOf(db(), WANG, 'xx')[0]?.body).toBe('中文');
    expect(notificationsOf(db(), DEMO_CUSTOMER_IDS.fixedBroadband, 'en')).toEqual([]);
    expect(outboxView(db(), 'th').map((row) => row.text)).toEqual(['ไทย', 'ไทย', 'ไทย']);
  });

  it('marks a message read only when all three keys name it, for its own customer', () => {
    sendAlert();
    const [message] = notificationsOf(db(), WANG, 'en');
    if (!message) throw new Error('no message');
    const keys = { msgkey: message.msgkey, actid: message.actid, pushid: message.pushid };
    expect(
      mutate((database) => markNotificationRead(database, DEMO_CUSTOMER_IDS.fixedBroadband, keys)),
    ).toEqual({
      ok: false,
      ...NOTIFICATION_REFUSALS.unknown,
    });
    expect(
      mutate((database) => markNotificationRead(database, WANG, { ...keys, pushid: 'P-other' })).ok,
    ).toBe(false);
    expect(mutate((database) => markNotificationRead(database, WANG, keys)).ok).toBe(true);
    expect(notificationsOf(db(), WANG, 'en')[0]?.isRead).toBe(true);
  });
});

describe('SMS codes in the outbox', () => {
  it('sends the sign-in code by SMS to the number that asked, in every language', () => {
    const sent = sendOtp(
      { mobile: NUMBER, pid: 'A123456789', identifier: 'browser-1' },
      false,
      NOW,
    );
    expect(sent.ok).toBe(true);
    const [row] = outboxView(db(), 'en');
    expect(row).toMatchObject({ kind: 'smsCode', channel: 'sms', to: NUMBER });
    expect(row?.text).toBe(
      `Your verification code is ${SANDBOX_OTP_CODE}. It is valid for 5 minutes. Never share it with anyone.`,
    );
    expect(outboxView(db(), 'zh-TW')[0]?.text).toContain(SANDBOX_OTP_CODE);
  });
});
