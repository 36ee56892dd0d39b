import { beforeEach, describe, expect, it } from 'vitest';
import { db, mutate, resetSandbox } from '../../src/sandbox/db/state';
import {
  ADMIN_REFUSALS,
  cpisRecord,
  metaOf,
  setMeta,
  setSpaCacheVersion,
  setVersionInfo,
} from '../../src/sandbox/db/tables/settingsAdminRules';

const NOW = new Date('2026-06-15T04:00:00Z');

beforeEach(() => {
  resetSandbox();
});

describe('administration calls', () => {
  it('keeps a well-formed SPA cache version and refuses another', () => {
    expect(mutate((database) => setSpaCacheVersion(database, '2026.6.1', NOW))).toEqual({
      ok: true,
      value: { version: '2026.6.1', setAt: NOW.toISOString() },
    });
    expect(mutate((database) => setSpaCacheVersion(database, 'v1; drop', NOW))).toMatchObject(
      ADMIN_REFUSALS.version,
    );
    expect(db().shell.admin?.spaCacheVersion?.version).toBe('2026.6.1');
  });

  it('sets app versions per platform, the minimum not above the newest, an https update link', () => {
    const ios = { platform: 'iOS', version: '6.0.0', minVersion: '5.5.0', updateUrl: '' };
    expect(mutate((database) => setVersionInfo(database, ios))).toEqual({
      ok: true,
      value: { platform: 'ios', version: '6.0.0', minVersion: '5.5.0' },
    });
    const refusals = [
      [{ ...ios, platform: 'symbian' }, ADMIN_REFUSALS.platform],
      [{ ...ios, version: 'six' }, ADMIN_REFUSALS.version],
      [{ ...ios, minVersion: '7.0' }, ADMIN_REFUSALS.minimum],
      [{ ...ios, updateUrl: 'http://apps.example/' }, ADMIN_REFUSALS.updateUrl],
    ] as const;
    for (const [info, refusal] of refusals) {
      expect(mutate((database) => setVersionInfo(database, info))).toMatchObject(refusal);
    }
    expect(db().shell.admin?.versions.ios?.version).toBe('6.0.0');
  });

  it('sets a page meta that GetMeta answers, one per path', () => {
    const meta = { path: '/Roaming', title: 'Roaming', description: 'Passes abroad' };
    expect(mutate((database) => setMeta(database, meta)).ok).toBe(true);
    mutate((database) => setMeta(database, { ...meta, title: 'Roaming passes' }));
    expect(metaOf(db(), '/roaming')).toEqual({ ...meta, title: 'Roaming passes' });
    expect(metaOf(db(), '/Bill')).toBeNull();
    expect(mutate((database) => setMeta(database, { ...meta, path: '//x' }))).toMatchObject(
      ADMIN_REFUSALS.path,
    );
    expect(mutate((database) => setMeta(database, { ...meta, title: ' ' }))).toMatchObject(
      ADMIN_REFUSALS.title,
    );
  });

  it("answers a number's customer-profile record, and refuses an unknown number", () => {
    expect(cpisRecord(db(), '0912345678')).toEqual({
      ok: true,
      value: {
        deviceNo: '0912345678',
        customerKind: 'mobile',
        ratePlan: '5G 1399 吃到飽',
        status: 'active',
      },
    });
    expect(cpisRecord(db(), '0900000000')).toMatchObject(ADMIN_REFUSALS.number);
  });
});
