import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_POLICY_URL, TERMS_OF_USE_URL } from '../../../src/lib/carrierPages';
import { renderShell } from './support';

afterEach(() => {
  vi.useRealTimers();
});

describe('footer', () => {
  it('shows the year as it is in Taipei, already the new year there', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2025-12-31T16:30:00Z') });
    await renderShell();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/^© 2026 /)).toBeVisible();
    expect(within(footer).queryByText(/2025/)).not.toBeInTheDocument();
  });

  it('still shows the old year in Taipei just before midnight there', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2025-12-31T15:59:00Z') });
    await renderShell();
    expect(within(screen.getByRole('contentinfo')).getByText(/^© 2025 /)).toBeVisible();
  });

  it('has partner marks with text alternatives and the links of the spec', async () => {
    await renderShell();
    const footer = screen.getByRole('contentinfo');
    const partners = within(footer).getByRole('list', { name: 'Partners' });
    // Each mark is a link to the service it names.
    expect(
      within(partners)
        .getAllByRole('link')
        .map((mark) => [mark.getAttribute('aria-label'), mark.getAttribute('href')]),
    ).toEqual([
      ['Partner: mobile payments', '/DirectCarrierBilling'],
      ['Partner: phones and devices', '/DeviceManual'],
      ['Partner: video and music', '/MediaZone'],
      ['Partner: online security', '/Msecuritygo2'],
    ]);
    const links = within(footer).getByRole('navigation', { name: 'Site links' });
    expect(within(links).getByRole('link', { name: 'Get the app' })).toHaveAttribute(
      'href',
      '/App',
    );
    expect(within(links).getByRole('link', { name: 'Service locations' })).toHaveAttribute(
      'href',
      '/ServiceCenter',
    );
    expect(within(links).getByRole('link', { name: /Terms of use/ })).toHaveAttribute(
      'href',
      TERMS_OF_USE_URL,
    );
    expect(within(links).getByRole('link', { name: /Privacy policy/ })).toHaveAttribute(
      'href',
      PRIVACY_POLICY_URL,
    );
  });

  it('goes back to the top and puts the focus there', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    try {
      await renderShell();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Back to top' }));
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
      expect(screen.getByRole('link', { name: /Home$/ })).toHaveFocus();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
