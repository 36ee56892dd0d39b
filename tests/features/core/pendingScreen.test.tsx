import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import ServicePendingScreen from '../../../src/features/core/ServicePendingScreen';
import { bindStoreToHttp } from '../../../src/state/httpBinding';
import { makeStore, type PreloadedState } from '../../../src/state/store';
import { testI18n } from '../../support/i18n';
import { signedInState } from '../../support/session';

/**
 * The frame is rendered under a route of its own, so the test does not depend on which of the
 * portal's routes are still waiting for their screen.
 */
async function renderPendingFrame(preloadedState?: PreloadedState) {
  const store = makeStore(preloadedState);
  bindStoreToHttp(store);
  const i18n = await testI18n('en');
  const router = createMemoryRouter(
    [
      {
        path: '/CoolAddon',
        handle: { routeKey: 'coolAddon', domain: 'mobile' },
        element: <ServicePendingScreen />,
      },
    ],
    { initialEntries: ['/CoolAddon'] },
  );
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  await screen.findByRole('heading', { level: 1 });
}

describe('pending service frame', () => {
  it('tells a visitor they are not logged in and links to login with the way back', async () => {
    await renderPendingFrame();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Add-on offers');
    expect(screen.getByText(/You are not logged in/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('/CoolAddon')),
    );
    expect(screen.getByRole('note')).toHaveTextContent('not available in this portal yet');
  });

  it('names the member and the selected number', async () => {
    await renderPendingFrame(signedInState());
    expect(screen.getByText(/'s account · Number 09\d{8}$/)).toBeVisible();
  });
});
