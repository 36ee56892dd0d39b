import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DeviceSwitcher } from '../../../src/components/DeviceSwitcher';
import { commonHeadersFrom } from '../../../src/state/httpBinding';
import { renderWithProviders } from '../../support/render';
import { signedInState } from '../../support/session';

function stateWithHidden(deviceNo: string) {
  const state = signedInState();
  const client = state.client;
  if (!client) throw new Error('a signed-in client state is expected');
  const devices = client.devices.map((device) =>
    device.deviceNo === deviceNo ? { ...device, show: false } : device,
  );
  return { ...state, client: { ...client, devices } };
}

describe('DeviceSwitcher', () => {
  it('lists the numbers from state and the choice drives the deviceno header', async () => {
    const { store } = await renderWithProviders(<DeviceSwitcher label="Number" />, {
      preloadedState: signedInState(),
    });
    const select = screen.getByRole('combobox', { name: 'Number' });
    expect(select).toHaveValue('0912345678');
    expect(commonHeadersFrom(store).deviceno).toBe('0912345678');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('0912345678'),
      expect.stringContaining('0922333444'),
      expect.stringContaining('0933555666'),
    ]);

    await userEvent.selectOptions(select, '0933555666');
    expect(store.getState().client.device?.deviceNo).toBe('0933555666');
    expect(commonHeadersFrom(store).deviceno).toBe('0933555666');
  });

  it('leaves out numbers the member hid', async () => {
    await renderWithProviders(<DeviceSwitcher label="Number" />, {
      preloadedState: stateWithHidden('0922333444'),
    });
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      '0912345678',
      '0933555666',
    ]);
  });

  it('renders nothing for a visitor', async () => {
    await renderWithProviders(<DeviceSwitcher label="Number" />);
    expect(screen.queryByRole('combobox', { name: 'Number' })).not.toBeInTheDocument();
  });
});
