import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignInLink, SignInNotice } from '../../src/components/page/SignInNotice';
import { renderWithProviders } from '../support/render';

const PAGE = '/ServiceCenter/store-12?date=2026-11-30&slot=am#booking';

describe('SignInNotice', () => {
  it('says why, and signs in coming back to the whole page: path, query and fragment', async () => {
    await renderWithProviders(
      <SignInNotice title="Members book faster" text="Sign in to see your bookings." />,
      { route: PAGE },
    );
    expect(screen.getByText('Members book faster')).toBeInTheDocument();
    expect(screen.getByText('Sign in to see your bookings.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/Login?back=${encodeURIComponent(PAGE)}`,
    );
  });

  it('takes its own link words', async () => {
    await renderWithProviders(<SignInNotice text="More for members." label="Member login" />, {
      route: PAGE,
    });
    expect(screen.getByRole('link', { name: 'Member login' })).toHaveAttribute(
      'href',
      `/Login?back=${encodeURIComponent(PAGE)}`,
    );
  });

  it('sends a return path that is not this site home instead', async () => {
    await renderWithProviders(<SignInLink>Sign in</SignInLink>, { route: '//evil.example/x?y=1' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/Login?back=${encodeURIComponent('/')}`,
    );
  });
});
