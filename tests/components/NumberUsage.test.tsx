import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NumberSummary } from '../../src/api/dashboard';
import { NumberUsage, numberUsageKind } from '../../src/components/NumberUsage';
import { renderWithProviders } from '../support/render';

const base: NumberSummary = {
  deviceNo: '0912345678',
  deviceType: 'mobile',
  alias: '',
  ratePlan: '',
  amountDue: 0,
  dueDate: null,
  billStatus: 'paid',
  dataUsedMB: null,
  dataAllowanceMB: null,
  speedTier: null,
  trafficMB: null,
  voiceMinutes: null,
  contractEnd: null,
  roaming: null,
};

describe('NumberUsage', () => {
  it("shows a mobile's data against its allowance, titled", async () => {
    await renderWithProviders(
      <NumberUsage number={{ ...base, dataUsedMB: 512, dataAllowanceMB: 1024 }} ns="home" titled />,
    );
    expect(screen.getByText('Data this month')).toBeVisible();
    expect(screen.getByRole('meter')).toBeVisible();
  });

  it("shows a broadband line's speed tier and traffic, and without a tier the traffic", async () => {
    const broadband = { ...base, deviceType: 'broadband', trafficMB: 2048 };
    const { rerender } = await renderWithProviders(
      <NumberUsage number={{ ...broadband, speedTier: '500M' }} ns="home" titled />,
    );
    expect(screen.getByText('Internet this month')).toBeVisible();
    expect(screen.getByText('500M line · 2.00 GB used')).toBeVisible();
    rerender(<NumberUsage number={broadband} ns="home" />);
    expect(screen.getByText('2.00 GB used')).toBeVisible();
  });

  it("shows a landline's minutes, and nothing for a line without use", async () => {
    await renderWithProviders(
      <NumberUsage number={{ ...base, deviceType: 'fixedline', voiceMinutes: 95 }} ns="home" />,
    );
    expect(screen.getByText('95 minutes of calls')).toBeVisible();
    expect(numberUsageKind({ ...base, deviceType: 'fixedline' })).toBeNull();
  });
});
