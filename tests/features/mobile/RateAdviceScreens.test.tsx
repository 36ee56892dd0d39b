import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mutate } from '../../../src/sandbox/db/state';
import { CARRIER_REFUSAL, refuseOnce } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { DEMO_CUSTOMER_IDS, signedInState } from '../../support/session';

/** Lazily loaded screens and a busy machine: allow more than the default second. */
const SLOW = { timeout: 5_000 };

beforeAll(async () => {
  await import('../../../src/features/mobile/MobileRateSuggestScreen');
  await import('../../../src/features/mobile/TelRateSuggestScreen');
});

describe('Mobile plan advice screen', () => {
  it('prices the minutes too and links to the change with the suggested plan chosen', async () => {
    await renderRoute('/MobileRateSuggest', { preloadedState: signedInState() });
    const table = await screen.findByRole(
      'table',
      { name: 'Cost per billed month on your plan and on the suggested plan' },
      SLOW,
    );
    expect(
      within(table).getByRole('columnheader', { name: 'Minutes to other networks' }),
    ).toBeVisible();
    expect(screen.getByText(/each minute past the free minutes \(NT\$3 a minute\)/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Change plan' })).toHaveAttribute(
      'href',
      '/MobileRateChange?plan=M4G999',
    );
  });

  it('shows the carrier’s refusal', async () => {
    refuseOnce('Mobile/RatePlanSuggestion');
    await renderRoute('/MobileRateSuggest', { preloadedState: signedInState() });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(CARRIER_REFUSAL);
  });
});

describe('Landline plan advice screen', () => {
  const onLandline = () => signedInState(DEMO_CUSTOMER_IDS.fixedBroadband, '0223456789');

  it('starts from the landline’s own plan', async () => {
    mutate((database) => {
      const device = database.devices.find((row) => row.deviceNo === '0223456789');
      if (device) device.ratePlan = '市話通話型 299';
    });
    await renderRoute('/TelRateSuggest', { preloadedState: onLandline() });
    expect(await screen.findByText('市話通話型 299 · NT$299', {}, SLOW)).toBeVisible();
  });

  it('splits the minutes as the line calls: mostly local', async () => {
    await renderRoute('/TelRateSuggest', { preloadedState: onLandline() });
    const table = await screen.findByRole(
      'table',
      { name: 'Minutes per billed month by kind of call, and the cost on each plan' },
      SLOW,
    );
    const [, firstMonth] = within(table).getAllByRole('row');
    if (!firstMonth) throw new Error('no month');
    const minutes = within(firstMonth)
      .getAllByRole('cell')
      .slice(0, 3)
      .map((cell) => Number(/\d+/.exec(cell.textContent)?.[0]));
    const [local = 0, longDistance = 0, toMobile = 0] = minutes;
    expect(local).toBeGreaterThan(longDistance + toMobile);
  });
});
