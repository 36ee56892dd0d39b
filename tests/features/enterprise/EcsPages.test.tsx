import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl } from '../../../src/sandbox/handlers/support';
import { server } from '../../../src/sandbox/node';
import { CARRIER_REFUSAL, refuseOnce } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { refuseEcsOnce, signInToEcs, WAIT } from './support';

beforeAll(async () => {
  await Promise.all([
    import('../../../src/features/enterprise/EcsMenuScreen'),
    import('../../../src/features/enterprise/EProductsScreen'),
    import('../../../src/features/enterprise/EcProductCenterScreen'),
    import('../../../src/features/enterprise/EcAboutScreen'),
    import('../../../src/features/enterprise/EcsOnBoardingScreen'),
  ]);
});

describe('Business menu', { timeout: 30_000 }, () => {
  it('lays out the page tree as links, after a failed load and its retry', async () => {
    refuseOnce('Announcement/eShopEnterprise_GetPageTreeList');
    await renderRoute('/ECSMenu');
    expect(await screen.findByText(CARRIER_REFUSAL, {}, WAIT)).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    const menu = await screen.findByRole('navigation', { name: 'Business services' }, WAIT);
    expect(within(menu).getByRole('link', { name: '已訂閱產品' })).toHaveAttribute(
      'href',
      '/EProducts',
    );
    expect(within(menu).getByText('產品與服務')).toBeVisible();
  });

  it('says when the menu is empty', async () => {
    server.use(
      http.get(apiUrl('Announcement/eShopEnterprise_GetPageTreeList'), () =>
        HttpResponse.json({ result: 1, data: { pages: [] } }),
      ),
    );
    await renderRoute('/ECSMenu');
    expect(await screen.findByText('The menu is empty.', {}, WAIT)).toBeVisible();
  });
});

describe('Subscribed products', { timeout: 30_000 }, () => {
  it('shows a category of products with the lines a staff user may see', async () => {
    signInToEcs('sales01');
    await renderRoute('/EProducts/mobile');
    const product = await screen.findByRole('region', { name: '企業 5G 999' }, WAIT);
    expect(within(product).getByRole('table')).toHaveTextContent('0955123456');
    expect(within(product).getByRole('table')).not.toHaveTextContent('0955123458');
    expect(screen.queryByRole('region', { name: '企業市話' })).toBeNull();
    expect(screen.getByRole('link', { name: '行動通信' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a failed load with a retry', async () => {
    signInToEcs('admin');
    refuseEcsOnce('SubscribedProducts');
    await renderRoute('/EProducts');
    expect(await screen.findByText(CARRIER_REFUSAL, {}, WAIT)).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: '企業光世代 300M' }, WAIT)).toHaveTextContent(
      '88012345',
    );
  });
});

describe('Product centre, about and the first-run steps', { timeout: 30_000 }, () => {
  it('lists the catalogue by category with the way to order and to what the company has', async () => {
    signInToEcs('admin');
    await renderRoute('/ECProductCenter');
    const cloud = await screen.findByRole('region', { name: '雲端與資安' }, WAIT);
    expect(cloud).toHaveTextContent('企業雲端主機');
    expect(within(cloud).getByRole('link', { name: 'Order in 雲端與資安' })).toHaveAttribute(
      'href',
      '/ESellableProducts/cloud',
    );
  });

  it('says what the service is, with a contact, and walks a new user to the sign-in', async () => {
    await renderRoute('/ECAbout');
    const contact = await screen.findByRole('region', { name: 'Contact the business team' }, WAIT);
    expect(within(contact).getByRole('link', { name: '0800-080-412' })).toHaveAttribute(
      'href',
      'tel:0800080412',
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Business sign-in' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Business sign-in' }, WAIT),
    ).toBeVisible();
  });

  it('shows four first-run steps', async () => {
    await renderRoute('/ECSOnBoarding');
    const steps = await screen.findByRole('list', {}, WAIT);
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Sign in now' })).toHaveAttribute('href', '/ECSLogin');
  });
});
