import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../../src/sandbox/db/state';
import { CARRIER_REFUSAL } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { refuseEcsOnce, signInToEcs, WAIT } from './support';

beforeAll(async () => {
  await import('../../../src/features/enterprise/ESellableProductsScreen');
});

describe('Products available to order', { timeout: 30_000 }, () => {
  it('sends an enquiry with a reference, after refusing text outside the product rule', async () => {
    signInToEcs('admin');
    const user = userEvent.setup();
    await renderRoute('/ESellableProducts/cloud');
    await user.click(
      await screen.findByRole('button', { name: 'Enquire about 企業資安防護' }, WAIT),
    );
    expect(screen.queryByRole('heading', { name: '企業 5G 專網' })).toBeNull();
    const form = screen.getByRole('form', { name: 'Send an enquiry' });
    expect(within(form).getByLabelText('Product')).toHaveValue('S-SEC');
    const message = within(form).getByLabelText('What you need');
    await user.type(message, 'price?');
    await user.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    expect(message).toHaveAccessibleDescription(/Use only letters, numbers/);

    await user.clear(message);
    await user.type(message, '全公司 (50 人)');
    await user.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    expect(
      await within(form).findByText(/Enquiry EQ\d{8} about 企業資安防護 sent/, {}, WAIT),
    ).toBeVisible();
    expect(db().ecs.enquiries).toHaveLength(2);
  });

  it('lets the administrator order after a confirmation', async () => {
    signInToEcs('admin');
    const user = userEvent.setup();
    await renderRoute('/ESellableProducts');
    await user.click(await screen.findByRole('button', { name: 'Order 企業雲端主機' }, WAIT));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(/Order OD\d{8} placed/, {}, WAIT)).toBeVisible();
    expect(db().ecs.orders).toMatchObject([{ productId: 'S-CLOUD', userId: 'admin' }]);
  });

  it('shows a staff user no order button, and why when asked', async () => {
    signInToEcs('sales01');
    const user = userEvent.setup();
    await renderRoute('/ESellableProducts');
    expect(
      await screen.findByRole('button', { name: 'Enquire about 企業雲端主機' }, WAIT),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Order/ })).toBeNull();
    await user.click(screen.getByText("Why can't I order?"));
    expect(screen.getByText(/Only your company's administrator can order/)).toBeVisible();
  });

  it('shows a failed load with a retry', async () => {
    signInToEcs('admin');
    refuseEcsOnce('SellableProducts');
    await renderRoute('/ESellableProducts');
    expect(await screen.findByText(CARRIER_REFUSAL, {}, WAIT)).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: '企業 5G 專網' }, WAIT)).toBeVisible();
  });
});
