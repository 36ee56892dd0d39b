import { afterEach, describe, expect, it, vi } from 'vitest';
import { billInfoOf, payBills, billsOf } from '../../src/sandbox/db/bills';
import { advanceSandboxClock, clockOffsetMs, sandboxNow } from '../../src/sandbox/db/clock';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import { customerForToken, signInAs } from '../../src/sandbox/db/sessions';
import {
  db,
  keepInStorage,
  mutate,
  nextSequence,
  resetSandbox,
  SANDBOX_STORAGE_KEY,
} from '../../src/sandbox/db/state';
import type { SandboxDb } from '../../src/sandbox/db/types';
import { failNextCall, pendingFailure, setSlowMode } from '../../src/sandbox/faults';
import { DEMO_APP_TOKENS } from '../../src/sandbox/db/seedCustomers';

afterEach(() => {
  keepInStorage(null);
});

describe('sandbox state', () => {
  it('resetSandbox restores the seed: sessions, payments, clock and faults', () => {
    const { token } = signInAs(DEMO_CUSTOMER_IDS.mobile);
    const unpaid = billsOf('0912345678')[0]!;
    payBills([unpaid], 'creditCard');
    advanceSandboxClock(600_000);
    failNextCall();
    setSlowMode(true);
    expect(billInfoOf('0912345678').current?.status).toBe('paid');

    resetSandbox();

    expect(customerForToken(token)).toBeNull();
    expect(db().sessions.map((session) => session.token)).toEqual(Object.values(DEMO_APP_TOKENS));
    expect(billInfoOf('0912345678').current?.status).toBe('unpaid');
    expect(clockOffsetMs()).toBe(0);
    expect(pendingFailure()).toBeNull();
    expect(db().meta.slowMode).toBe(false);
  });

  it('advances the sandbox clock by an offset', () => {
    const before = Date.now();
    advanceSandboxClock(10 * 60_000);
    const now = sandboxNow().getTime();
    expect(now).toBeGreaterThanOrEqual(before + 10 * 60_000);
    expect(now).toBeLessThan(Date.now() + 10 * 60_000 + 1_000);
  });

  it('ends a session two hours later on the sandbox clock', () => {
    const { token } = signInAs(DEMO_CUSTOMER_IDS.mobile);
    expect(customerForToken(token)?.name).toBe('王小明');
    advanceSandboxClock(2 * 60 * 60_000 + 1_000);
    expect(customerForToken(token)).toBeNull();
  });

  it('makes a different token for every sign-in', () => {
    const first = signInAs(DEMO_CUSTOMER_IDS.mobile).token;
    const second = signInAs(DEMO_CUSTOMER_IDS.mobile).token;
    expect(first).not.toBe(second);
  });

  it('in the browser, survives a reload through localStorage and can be reset', () => {
    keepInStorage(localStorage);
    const { token } = signInAs(DEMO_CUSTOMER_IDS.fixedBroadband);
    expect(localStorage.getItem(SANDBOX_STORAGE_KEY)).toContain(token);

    keepInStorage(localStorage); // what a reload does: read the database back
    expect(customerForToken(token)?.name).toBe('陳美玲');

    resetSandbox();
    keepInStorage(localStorage);
    expect(customerForToken(token)).toBeNull();
  });

  it('reseeds when the stored database cannot be read', () => {
    localStorage.setItem(SANDBOX_STORAGE_KEY, '{"version":1,"customers":"broken"');
    keepInStorage(localStorage);
    expect(db().customers).toHaveLength(3);
    localStorage.setItem(SANDBOX_STORAGE_KEY, JSON.stringify({ version: 99 }));
    keepInStorage(localStorage);
    expect(db().devices.length).toBeGreaterThan(0);
  });

  describe('in the browser, one database for every page', () => {
    /** What another page of the portal does: read the stored database, change it, store it. */
    function anotherPageChanges(change: (database: SandboxDb) => void): void {
      const database = JSON.parse(localStorage.getItem(SANDBOX_STORAGE_KEY) ?? '') as SandboxDb;
      change(database);
      localStorage.setItem(SANDBOX_STORAGE_KEY, JSON.stringify(database));
    }
    /** The end of a task: the next read may see what another page wrote meanwhile. */
    const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

    it("a change made here keeps another page's newer change", async () => {
      keepInStorage(localStorage);
      expect(db().prepaidCards.sessions).toEqual([]);
      await nextTurn();
      anotherPageChanges((database) => {
        database.prepaidCards.sessions.push({
          token: '730007919',
          number: '0987000401',
          expiresAt: '2999-01-01T00:00:00.000Z',
        });
      });
      await nextTurn();
      const { token } = signInAs(DEMO_CUSTOMER_IDS.mobile);

      const stored = JSON.parse(localStorage.getItem(SANDBOX_STORAGE_KEY) ?? '') as SandboxDb;
      expect(stored.prepaidCards.sessions.map((session) => session.token)).toEqual(['730007919']);
      expect(stored.sessions.map((session) => session.token)).toEqual([
        ...Object.values(DEMO_APP_TOKENS),
        token,
      ]);
    });

    it("reads another page's change on the next read, without a reload", async () => {
      keepInStorage(localStorage);
      expect(db().meta.slowMode).toBe(false);
      await nextTurn();
      anotherPageChanges((database) => {
        database.meta.slowMode = true;
      });
      await nextTurn();
      expect(db().meta.slowMode).toBe(true);
    });

    it('counts on from the sequence another page reached, so tokens never repeat', async () => {
      keepInStorage(localStorage);
      const first = nextSequence();
      await nextTurn();
      anotherPageChanges((database) => {
        database.meta.sequence += 5;
      });
      await nextTurn();
      expect(nextSequence()).toBe(first + 6);
    });

    it('reads the stored database once per turn, not on every read', () => {
      keepInStorage(localStorage);
      db();
      const read = vi.spyOn(Storage.prototype, 'getItem');
      try {
        for (let index = 0; index < 20; index += 1) db();
        expect(read).not.toHaveBeenCalled();
      } finally {
        read.mockRestore();
      }
    });

    it('reads nothing back from storage that it cannot parse, and stores the seed instead', async () => {
      keepInStorage(localStorage);
      db();
      await nextTurn();
      localStorage.setItem(SANDBOX_STORAGE_KEY, '{"version":1');
      await nextTurn();
      expect(db().customers).toHaveLength(3);
      expect(localStorage.getItem(SANDBOX_STORAGE_KEY)).toContain('"customers"');
    });
  });

  it('in Node keeps everything in memory', () => {
    mutate((database) => {
      database.meta.sequence = 41;
    });
    expect(localStorage.getItem(SANDBOX_STORAGE_KEY)).toBeNull();
  });
});
