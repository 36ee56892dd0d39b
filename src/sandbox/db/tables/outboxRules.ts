import type { AppNotification } from '../../../api/push';
import { accepted, refused, type Outcome } from '../outcome';
import type { SandboxDb } from '../types';
import { textIn, type OutboxRow } from './outbox';

/**
 * The message centre over the outbox: a customer's app pushes are their /AppMessage list
 * (PushService/GetNotificationList), and opening one marks it read
 * (PushService/SetNotificationIsRead {msgkey, actid, pushid}). The read flag is on the outbox
 * row, so the unread count survives a reload with the sandbox database.
 */

export const NOTIFICATION_REFUSALS = {
  unknown: { code: 'NOTIFICATION_UNKNOWN', message: '查無此則訊息' },
} as const;

function pushIdOf(row: OutboxRow): string {
  return `P-${row.id}`;
}

function pushesOf(database: SandboxDb, customerId: string): OutboxRow[] {
  return database.outbox.messages.filter(
    (row) => row.channel === 'push' && row.customerId === customerId,
  );
}

/** The customer's app messages, newest first, each in `language` where it was written in it. */
export function notificationsOf(
  database: SandboxDb,
  customerId: string,
  language: string,
): AppNotification[] {
  return pushesOf(database, customerId)
    .reverse()
    .map((row) => ({
      msgkey: row.id,
      actid: row.kind,
      pushid: pushIdOf(row),
      body: textIn(row, language),
      time: row.at,
      isRead: row.read === true,
    }));
}

/** Marks one of the customer's messages read; all three keys must name the same message. */
export function markNotificationRead(
  database: SandboxDb,
  customerId: string,
  keys: { msgkey: string; actid: string; pushid: string },
): Outcome {
  const row = pushesOf(database, customerId).find(
    (candidate) =>
      candidate.id === keys.msgkey &&
      candidate.kind === keys.actid &&
      pushIdOf(candidate) === keys.pushid,
  );
  if (!row) return refused(NOTIFICATION_REFUSALS.unknown);
  row.read = true;
  return accepted(undefined);
}
