import { describe, expect, it } from 'vitest';
import { getBillInfo } from '../../src/api/bill';
import { FALLBACK_MESSAGES } from '../../src/api/http';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import {
  currentLatencyMs,
  failNextCall,
  INJECTED_FAILURE_MESSAGE,
  latencyFor,
  pendingFailure,
  setSlowMode,
  SLOW_MODE_EXTRA_MS,
} from '../../src/sandbox/faults';
import { actAs } from './support';

describe('sandbox fault injection', () => {
  it('fails only the next call, with HTTP 503', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    failNextCall();
    expect(pendingFailure()).toBe('http503');
    expect(await getBillInfo({ deviceNo: '0912345678' })).toEqual({
      error: { code: 'HTTP', status: 503, message: FALLBACK_MESSAGES.HTTP },
    });
    expect(pendingFailure()).toBeNull();
    expect(await getBillInfo({ deviceNo: '0912345678' })).toMatchObject({
      data: { deviceNo: '0912345678' },
    });
  });

  it("can fail with the carrier's refusal instead", async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    failNextCall('result');
    expect(await getBillInfo({ deviceNo: '0912345678' })).toMatchObject({
      error: { message: INJECTED_FAILURE_MESSAGE },
    });
    expect(await getBillInfo({ deviceNo: '0912345678' })).toHaveProperty('data');
  });

  it('adds slow mode to the latency in the browser, and never delays Node', () => {
    expect(latencyFor({ enabled: true, baseMs: 250, slowMode: false })).toBe(250);
    expect(latencyFor({ enabled: true, baseMs: 250, slowMode: true })).toBe(
      250 + SLOW_MODE_EXTRA_MS,
    );
    expect(latencyFor({ enabled: false, baseMs: 250, slowMode: true })).toBe(0);
    setSlowMode(true);
    expect(currentLatencyMs()).toBe(0);
  });
});

describe('background calls', () => {
  it('leave an armed failure for the next call a screen makes', async () => {
    const { isBackgroundCall } = await import('../../src/sandbox/handlers/faultLayer');
    const { apiUrl } = await import('../../src/sandbox/handlers/support');
    expect(isBackgroundCall(apiUrl('Check', 'memberSite'))).toBe(true);
    expect(isBackgroundCall(apiUrl('Http/CurrentTime'))).toBe(true);
    expect(isBackgroundCall(`${apiUrl('Announcement/SitecoreAnnouncement')}?x=1`)).toBe(true);
    expect(isBackgroundCall(apiUrl('Bill/BillInfo'))).toBe(false);
    expect(isBackgroundCall(apiUrl('Announcement/eShop_GetAreasByCity'))).toBe(false);
  });
});
