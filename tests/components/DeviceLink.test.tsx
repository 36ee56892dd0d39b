import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DeviceLink } from '../../src/components/DeviceLink';
import { renderWithProviders } from '../support/render';
import { signedInState } from '../support/session';

describe('DeviceLink', () => {
  it('makes its number the current one, then follows the link', async () => {
    const user = userEvent.setup();
    const { store } = await renderWithProviders(
      <Routes>
        <Route
          path="/"
          element={
            <DeviceLink deviceNo="0933555666" to="/Bill">
              Pay
            </DeviceLink>
          }
        />
        <Route path="/Bill" element={<h1>Bill page</h1>} />
      </Routes>,
      { preloadedState: signedInState() },
    );
    expect(store.getState().client.device?.deviceNo).toBe('0912345678');
    await user.click(screen.getByRole('link', { name: 'Pay' }));
    expect(screen.getByRole('heading', { name: 'Bill page' })).toBeVisible();
    expect(store.getState().client.device?.deviceNo).toBe('0933555666');
  });

  it('leaves the current number alone for a number that is not the customer’s', async () => {
    const user = userEvent.setup();
    const { store } = await renderWithProviders(
      <DeviceLink deviceNo="0900000000" to="/">
        Elsewhere
      </DeviceLink>,
      { preloadedState: signedInState() },
    );
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(store.getState().client.device?.deviceNo).toBe('0912345678');
  });
});
