import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePartnerLink } from '../../src/components/usePartnerLink';
import { renderWithProviders } from '../support/render';

function Probe({ url }: { url: string }) {
  const partner = usePartnerLink('Not on the list');
  return (
    <>
      <button type="button" onClick={() => void partner.open('one', url)}>
        Open
      </button>
      <p>{partner.opened ? `opened ${partner.opened}` : 'nothing opened'}</p>
      <p>
        {partner.failure
          ? `${partner.failure.key}: ${partner.failure.error.message}`
          : 'no failure'}
      </p>
    </>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('usePartnerLink', () => {
  it('opens a page whose host is on the single sign-on whitelist', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderWithProviders(<Probe url="https://kkbox.partner.example/activate" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('opened one')).toBeVisible();
    expect(screen.getByText('no failure')).toBeVisible();
    expect(open).toHaveBeenCalledWith(
      'https://kkbox.partner.example/activate',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it("refuses any other host, in the caller's words", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderWithProviders(<Probe url="https://elsewhere.example/page" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('one: Not on the list')).toBeVisible();
    expect(screen.getByText('nothing opened')).toBeVisible();
    expect(open).not.toHaveBeenCalled();
  });
});
