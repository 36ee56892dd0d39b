import { describe, expect, it } from 'vitest';
import {
  mobileManualClickLog,
  mobileManualItem,
  mobileManualList,
} from '../../src/api/deviceManual';
import { MANUAL_ERRORS, manualClicks } from '../../src/sandbox/handlers/deviceManual';

describe('the handset manual calls (sandbox)', () => {
  it('lists the manuals and gives one manual its chapters', async () => {
    const list = await mobileManualList();
    expect('data' in list && list.data.map((manual) => manual.model)).toContain('iPhone 15');
    const detail = await mobileManualItem({ manualId: 'M-PIXEL8' });
    expect('data' in detail && detail.data.manual.model).toBe('Pixel 8');
    expect('data' in detail && detail.data.items.length).toBeGreaterThan(0);
    expect(await mobileManualItem({ manualId: 'nope' })).toMatchObject({
      error: { code: MANUAL_ERRORS.notFound.code },
    });
  });

  it('logs every opened chapter and counts them per manual and chapter', async () => {
    expect(await mobileManualClickLog({ manualId: 'M-S24', itemId: 'apn' })).toEqual({
      data: { clicks: 1 },
    });
    expect(await mobileManualClickLog({ manualId: 'M-S24', itemId: 'apn' })).toEqual({
      data: { clicks: 2 },
    });
    expect(await mobileManualClickLog({ manualId: 'M-S24', itemId: 'volte' })).toEqual({
      data: { clicks: 1 },
    });
    expect(await mobileManualClickLog({ manualId: 'M-S24', itemId: 'nope' })).toMatchObject({
      error: { code: MANUAL_ERRORS.itemNotFound.code },
    });
    expect(manualClicks()).toHaveLength(3);
  });
});
