import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../../src/sandbox/db/state';
import { CARRIER_REFUSAL, refuseOnce } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { DEMO_CUSTOMER_IDS, signedInState } from '../../support/session';

const TEN_GB = '10GB 加量包（30 天）';
const onNumber = (deviceNo: string) => signedInState(DEMO_CUSTOMER_IDS.mobile, deviceNo);

beforeAll(async () => {
  await import('../../../src/features/addons/CoolAddonScreen');
});

describe('Add-on offers screen', () => {
  it('buys a promoted add-on through the add-on purchase', async () => {
    const user = userEvent.setup();
    await renderRoute('/CoolAddon', { preloadedState: onNumber('0912345678') });
    const offer = await screen.findByRole('article', { name: TEN_GB });
    expect(offer).toHaveTextContent('限時推薦：10GB 加量包，30 天放心用');
    expect(screen.queryByRole('article', { name: '5GB 加量包（30 天）' })).toBeNull();
    expect(await screen.findByRole('region', { name: 'More from the eShop' })).toBeVisible();
    await user.click(within(offer).getByRole('button', { name: `Buy ${TEN_GB}` }));
    const dialog = await screen.findByRole('dialog', { name: `Buy ${TEN_GB}?` });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Buy for NT$250' }));
    expect(await screen.findByText(/Done: 10GB 加量包（30 天） is bought/)).toBeVisible();
    expect(db().addons.purchases.filter((row) => row.pid === 'ADD10G30')).toHaveLength(1);
  });

  it('shows a failed load with a retry', async () => {
    const user = userEvent.setup();
    refuseOnce('eShop/eShopPromoQRY');
    await renderRoute('/CoolAddon', { preloadedState: onNumber('0912345678') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CARRIER_REFUSAL);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: TEN_GB })).toBeVisible();
  });
});
