import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RechargeScreen from '../../src/features/payments/RechargeScreen';
import { LANGUAGES } from '../../src/i18n/languages';
import { memberState } from '../features/usage/support';
import { renderWithProviders } from '../support/render';

describe('one money format', () => {
  it.each(LANGUAGES)('a screen shows money in the one NT$ format in %s', async (language) => {
    await renderWithProviders(<RechargeScreen />, {
      preloadedState: memberState(),
      language,
      route: '/Recharge',
    });
    expect(await screen.findByText('NT\u0024350', {}, { timeout: 5000 })).toBeInTheDocument();
    const log = await screen.findByRole('table', {}, { timeout: 5000 });
    const amounts = within(log).getAllByText(/NT\$/);
    expect(amounts.length).toBeGreaterThan(0);
    for (const amount of amounts) expect(amount.textContent).toMatch(/^-?NT\$\d{1,3}(,\d{3})*$/);
  });
});
