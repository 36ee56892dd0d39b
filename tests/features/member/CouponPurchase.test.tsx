import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { refuseOnce, CARRIER_REFUSAL } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

describe('/My: buying a coupon', () => {
  it(
    'asks once more, shows a refusal, then adds the bought coupon to the unused list',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      await renderRoute(paths.my, { preloadedState: signedInState() });
      const form = await screen.findByRole('form', { name: 'Buy a coupon' });
      await user.click(within(form).getByRole('button', { name: 'Buy' }));
      expect(await within(form).findByText('Choose the coupon to buy.')).toBeVisible();

      await user.click(within(form).getByRole('radio', { name: /Hami Music, 30 days/ }));
      refuseOnce('Coupon/PurchaseCoupon', 'post');
      await user.click(within(form).getByRole('button', { name: 'Buy' }));
      expect(
        within(form).getByText(
          'Buy Hami Music, 30 days for NT$99? The price goes on your phone bill.',
        ),
      ).toBeVisible();
      await user.click(within(form).getByRole('button', { name: 'Yes, buy it' }));
      expect(await within(form).findByText(CARRIER_REFUSAL)).toBeVisible();
      expect(within(form).getByRole('radio', { name: /Hami Music, 30 days/ })).toBeChecked();

      await user.click(within(form).getByRole('button', { name: 'Buy' }));
      await user.click(within(form).getByRole('button', { name: 'Yes, buy it' }));
      expect(
        await within(form).findByText(
          'Bought: Hami Music, 30 days is now among your unused coupons.',
        ),
      ).toBeVisible();
      const unused = await screen.findByRole('table', { name: 'Unused' });
      expect(
        await within(unused).findByRole('rowheader', { name: /HAMI_MUSIC_30D/ }),
      ).toBeVisible();
    },
  );
});
