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
} as const satisfies Record<string, NotifyType | 'always'>;

export type MessageKind = keyof typeof MESSAGE_KINDS;

export interface OutboxRow extends OutboxMessage {
  kind: MessageKind;
  customerId: string;
}

export interface OutboxTables {
  messages: OutboxRow[];
}

export function seedOutboxTables(): OutboxTables {
  return { messages: [] };
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
  text: string;
  now: Date;
}

/**
 * Sends a message about a number to its customer on every channel they chose for its kind:
 * nothing when they turned that kind off. Returns what went into the outbox.
 */
export function sendMessage(database: SandboxDb, message: Message): OutboxRow[] {
  const device = database.devices.find((row) => row.deviceNo === message.deviceNo);
  if (!device) return [];
  const customer = database.customers.find((row) => row.id === device.customerId);
  const sent = chosenChannels(database, device.customerId, MESSAGE_KINDS[message.kind]).map(
    (channel, index): OutboxRow => ({
      id: `MSG${String(database.outbox.messages.length + index + 1).padStart(5, '0')}`,
      kind: message.kind,
      channel,
      number: message.deviceNo,
      to: channel === 'email' ? (customer?.mail ?? '') : message.deviceNo,
      at: message.now.toISOString(),
      text: message.text,
      customerId: device.customerId,
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

/** The outbox as /DevOpsTools shows it, newest first. */
export function outboxView(database: SandboxDb): OutboxMessage[] {
  return [...database.outbox.messages]
    .reverse()
    .map(({ id, kind, channel, number, to, at, text }) => ({
      id,
      kind,
      channel,
      number,
      to,
      at,
      text,
    }));
}
