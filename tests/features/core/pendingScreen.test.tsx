import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

// /CoolAddon is a route whose screen is not built yet; move to another when it is.
describe('pending service frame', () => {
  it('tells a visitor they are not logged in and links to login with the way back', async () => {
    await renderRoute(paths.coolAddon);
    expect(screen.getByText(/You are not logged in/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('/CoolAddon')),
    );
    expect(screen.getByRole('note')).toHaveTextContent('not available in this portal yet');
  });

  it('names the member and the selected number', async () => {
    await renderRoute(paths.coolAddon, { preloadedState: signedInState() });
    expect(screen.getByText(/'s account · Number 09\d{8}$/)).toBeVisible();
  });
});
