import { beforeEach, describe, expect, it } from 'vitest';
import { advanceSandboxClock, sandboxNow } from '../../src/sandbox/db/clock';
import { dateAfter } from '../../src/sandbox/db/dates';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import { db, mutate, resetSandbox } from '../../src/sandbox/db/state';
import {
  DUE_REMINDER_DAYS,
  sendBillReminders,
  sendFakeBaseStationAlerts,
  sendTroubleUpdate,
} from '../../src/sandbox/db/tables/alertRules';
import { outboxView, sendSmsTo } from '../../src/sandbox/db/tables/outbox';
import type { NotifyType } from '../../src/api/memberArea';

const WANG = DEMO_CUSTOMER_IDS.mobile;
const NUMBER = '0912345678';
const DAY_MS = 24 * 60 * 60 * 1000;

function turnOff(type: NotifyType): void {
  mutate((database) => {
    database.memberArea.notifySettings.push({
      customerId: WANG,
      type,
      sms: false,
      email: false,
      push: false,
    });
  });
}

function kindsSent(): string[] {
  return db().outbox.messages.map((row) => `${row.kind} ${row.channel} ${row.number}`);
}

/** Leaves one unpaid bill, on 0912345678, due `days` Taipei days after now. */
function onlyBillDueIn(days: number): string {
  return mutate((database) => {
    const unpaid = database.bills.filter((bill) => bill.status !== 'paid');
    for (const bill of unpaid) bill.status = 'paid';
    const bill = database.bills.find((row) => row.deviceNo === NUMBER);
    if (!bill) throw new Error('no bill');
    bill.status = 'unpaid';
    bill.dueDate = dateAfter(sandboxNow(), days);
    return bill.receiptNo;
  });
}

beforeEach(() => {
  resetSandbox();
});

describe('fake base-station alerts', () => {
  it('go to the numbers with the alert on, by the service choices', () => {
    const sent = mutate((database) => sendFakeBaseStationAlerts(database, sandboxNow()));
    expect(sent.map((row) => row.number)).toEqual([NUMBER, NUMBER, NUMBER]);
    expect(outboxView(db(), 'en')[0]?.text).toContain('fake base station');
    turnOff('service');
    expect(mutate((database) => sendFakeBaseStationAlerts(database, sandboxNow()))).toEqual([]);
  });
});

describe('bill reminders', () => {
  it(`remind ${String(DUE_REMINDER_DAYS)} days before the due date, then once overdue, once each`, () => {
    onlyBillDueIn(DUE_REMINDER_DAYS + 1);
    expect(mutate((database) => sendBillReminders(database, sandboxNow()))).toEqual([]);
    const dueDay = new Date(sandboxNow().getTime() + DAY_MS);
    expect(mutate((database) => sendBillReminders(database, dueDay)).length).toBeGreaterThan(0);
    expect(mutate((database) => sendBillReminders(database, dueDay))).toEqual([]);
    const afterDue = new Date(sandboxNow().getTime() + (DUE_REMINDER_DAYS + 2) * DAY_MS);
    mutate((database) => sendBillReminders(database, afterDue));
    const channels = ['sms', 'email', 'push'];
    expect(kindsSent()).toEqual([
      ...channels.map((channel) => `billDueReminder ${channel} ${NUMBER}`),
      ...channels.map((channel) => `billOverdueReminder ${channel} ${NUMBER}`),
    ]);
  });

  it('are sent when the sandbox clock moves on, and not to a customer who turned bills off', () => {
    onlyBillDueIn(-1);
    turnOff('bill');
    advanceSandboxClock(60_000);
    expect(db().outbox.messages).toEqual([]);
    onlyBillDueIn(-1);
    mutate((database) => {
      database.memberArea.notifySettings = [];
      database.outbox.reminded = [];
    });
    advanceSandboxClock(60_000);
    expect(outboxView(db(), 'en')[0]).toMatchObject({ kind: 'billOverdueReminder' });
    expect(outboxView(db(), 'en')[0]?.text).toContain('is overdue');
  });
});

describe('fault report updates and visitor SMS', () => {
  it("tell the number's customer, unless they turned service messages off", () => {
    const update = { deviceNo: NUMBER, ticketId: 'T202600001', now: sandboxNow() };
    mutate((database) => sendTroubleUpdate(database, { ...update, event: 'filed' }));
    expect(outboxView(db(), 'en').map((row) => row.text)).toContain(
      'Your fault report T202600001 has been received. We will handle it as soon as possible.',
    );
    turnOff('service');
    expect(
      mutate((database) => sendTroubleUpdate(database, { ...update, event: 'cancelled' })),
    ).toEqual([]);
  });

  it('sends a visitor their booking by SMS, whatever any customer chose', () => {
    const texts = { 'zh-TW': '中文', en: 'English', id: 'Indonesia', th: 'ไทย', vi: 'Việt' };
    mutate((database) =>
      sendSmsTo(database, {
        kind: 'visitorBooking',
        to: '0955000111',
        texts,
        customerId: '',
        now: sandboxNow(),
      }),
    );
    expect(outboxView(db(), 'vi')).toEqual([
      expect.objectContaining({ kind: 'visitorBooking', channel: 'sms', to: '0955000111' }),
    ]);
    expect(outboxView(db(), 'vi')[0]?.text).toBe('Việt');
  });
});
