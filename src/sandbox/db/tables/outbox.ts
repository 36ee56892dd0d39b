import type { NotifyType } from '../../../api/memberArea';
import type { OutboxChannel, OutboxMessage } from '../../../state/sandboxControls';
import type { SandboxDb } from '../types';
import { notifyChoiceOf } from './memberArea';

/**
 * The outbox: every message the carrier would send (SMS, e-mail, app push) lands here instead, so
 * that a tester sees on /DevOpsTools what a customer would have received.
 */

/**
 * Every kind of message, with the /MyNotifySettings type whose channels it follows ('always':
 * a message the customer cannot turn off, such as a sign-in code, goes by SMS). A new sender adds
 * its kind here in one line, and a line in docs/sandbox.md.
 */
export const MESSAGE_KINDS = {
  roamingCapAlert: 'roaming',
  mailCode: 'always',
  prepaidLowBalance: 'always',
  smsCode: 'always',
  bookingUpdate: 'service',
  visitorBooking: 'always',
  fakeBaseStationAlert: 'service',
  billDueReminder: 'bill',
  billOverdueReminder: 'bill',
  troubleUpdate: 'service',
} as const satisfies Record<string, NotifyType | 'always'>;

export type MessageKind = keyof typeof MESSAGE_KINDS;

/** The portal's interface languages (i18n/languages.ts, which the sandbox may not import). */
export const MESSAGE_LANGUAGES = ['zh-TW', 'en', 'id', 'th', 'vi'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/** A message written in every interface language: the customer reads it in theirs. */
export type LocalisedText = Record<MessageLanguage, string>;

export function isMessageLanguage(value: unknown): value is MessageLanguage {
  return typeof value === 'string' && (MESSAGE_LANGUAGES as readonly string[]).includes(value);
}

export interface OutboxRow extends OutboxMessage {
  kind: MessageKind;
  customerId: string;
  /** The text in each interface language; `text` is the Chinese one. Absent: `text` only. */
  texts?: LocalisedText;
  /** A push the customer opened in /AppMessage (PushService/SetNotificationIsRead). */
  read?: boolean;
}

/** A row's text in the customer's interface language (Chinese when it has no other). */
export function textIn(row: OutboxRow, language: string): string {
  return isMessageLanguage(language) && row.texts ? row.texts[language] : row.text;
}

export interface OutboxTables {
  messages: OutboxRow[];
  /** The bill reminders already considered, `<receiptNo>:due|overdue` (absent in older data). */
  reminded?: string[];
}

export function seedOutboxTables(): OutboxTables {
  return { messages: [], reminded: [] };
}

/**
 * The channels the customer chose for a type on /MyNotifySettings. Without a saved choice the
 * member area's defaults hold: SMS for all but marketing, e-mail when there is an address, push.
 */
export function chosenChannels(
  database: SandboxDb,
  customerId: string,
  type: NotifyType | 'always',
): OutboxChannel[] {
  if (type === 'always') return ['sms'];
  const customer = database.customers.find((row) => row.id === customerId);
  const choice = notifyChoiceOf(database, customerId, type);
  const channels: OutboxChannel[] = [];
  if (choice.sms) channels.push('sms');
  if (choice.email && (customer?.mail ?? '') !== '') channels.push('email');
  if (choice.push) channels.push('push');
  return channels;
}

export interface Message {
  kind: MessageKind;
  /** The number the message is about. */
  deviceNo: string;
  /** One text, or the text in every interface language. */
  text: string | LocalisedText;
  now: Date;
}

/**
 * Sends a message about a number to its customer on every channel they chose for its kind:
 * nothing when they turned that kind off. Returns what went into the outbox.
 */
export function sendMessage(database: SandboxDb, message: Message): OutboxRow[] {
  const device = database.devices.find((row) => row.deviceNo === message.deviceNo);
  if (!device) return [];
  return sendToCustomer(database, device.customerId, message);
}

/**
 * The same for a message about the customer rather than one of their numbers (a service-centre
 * visit): `deviceNo` is the mobile it goes to by SMS and push, the customer's contact number.
 */
export function sendToCustomer(
  database: SandboxDb,
  customerId: string,
  message: Message,
): OutboxRow[] {
  const customer = database.customers.find((row) => row.id === customerId);
  if (!customer) return [];
  const sent = chosenChannels(database, customerId, MESSAGE_KINDS[message.kind]).map(
    (channel, index): OutboxRow => ({
      id: `MSG${String(database.outbox.messages.length + index + 1).padStart(5, '0')}`,
      kind: message.kind,
      channel,
      number: message.deviceNo,
      to: channel === 'email' ? customer.mail : message.deviceNo,
      at: message.now.toISOString(),
      ...(typeof message.text === 'string'
        ? { text: message.text }
        : { text: message.text['zh-TW'], texts: message.text }),
      customerId,
      ...(channel === 'push' ? { read: false } : {}),
    }),
  );
  database.outbox.messages.push(...sent);
  return sent;
}

/**
 * Sends a message to one e-mail address whatever the customer chose (a code that proves a new
 * address is theirs goes to that address, not to the one on file).
 */
export function sendMailTo(
  database: SandboxDb,
  message: { kind: MessageKind; customerId: string; to: string; text: string; now: Date },
): OutboxRow {
  const customer = database.customers.find((row) => row.id === message.customerId);
  const row: OutboxRow = {
    id: `MSG${String(database.outbox.messages.length + 1).padStart(5, '0')}`,
    kind: message.kind,
    channel: 'email',
    number: customer?.mobile ?? '',
    to: message.to,
    at: message.now.toISOString(),
    text: message.text,
    customerId: message.customerId,
  };
  database.outbox.messages.push(row);
  return row;
}

/** The SMS of a one-time code, in every interface language. */
export function smsCodeText(code: string): LocalisedText {
  return {
    'zh-TW': `您的簡訊驗證碼為 ${code}，5 分鐘內有效。請勿將驗證碼告訴任何人。`,
    en: `Your verification code is ${code}. It is valid for 5 minutes. Never share it with anyone.`,
    id: `Kode verifikasi Anda ${code}. Berlaku 5 menit. Jangan berikan kepada siapa pun.`,
    th: `รหัสยืนยันของคุณคือ ${code} ใช้ได้ 5 นาที ห้ามบอกรหัสนี้กับผู้ใดเด็ดขาด`,
    vi: `Mã xác minh của bạn là ${code}, có hiệu lực trong 5 phút. Không chia sẻ mã với bất kỳ ai.`,
  };
}

/**
 * An SMS to the mobile that asked for it, whoever holds it (a sign-in code, a visitor's booking):
 * not for the customer to turn off. `customerId` is '' for a visitor.
 */
export function sendSmsTo(
  database: SandboxDb,
  message: {
    kind: MessageKind;
    to: string;
    texts: LocalisedText;
    customerId: string;
    now: Date;
  },
): OutboxRow {
  const row: OutboxRow = {
    id: `MSG${String(database.outbox.messages.length + 1).padStart(5, '0')}`,
    kind: message.kind,
    channel: 'sms',
    number: message.to,
    to: message.to,
    at: message.now.toISOString(),
    text: message.texts['zh-TW'],
    texts: message.texts,
    customerId: message.customerId,
  };
  database.outbox.messages.push(row);
  return row;
}

/** A one-time code by SMS to the mobile that asked for it (`sendSmsTo`). */
export function sendSmsCode(
  database: SandboxDb,
  message: { to: string; code: string; customerId: string; now: Date },
): OutboxRow {
  return sendSmsTo(database, {
    kind: 'smsCode',
    to: message.to,
    texts: smsCodeText(message.code),
    customerId: message.customerId,
    now: message.now,
  });
}

/** The outbox as /DevOpsTools shows it, newest first, in the interface language. */
export function outboxView(database: SandboxDb, language = 'zh-TW'): OutboxMessage[] {
  return [...database.outbox.messages].reverse().map((row) => ({
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    number: row.number,
    to: row.to,
    at: row.at,
    text: textIn(row, language),
  }));
}
