import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getEncryptedCookie, setEncryptedCookie } from '../../../src/lib/cookies';
import { NPS_COOKIE_MS, npsCookieName } from '../../../src/lib/nps';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

function memberCookie(): string {
  const state = signedInState();
  return npsCookieName(state.member?.chtMemberInfo ?? null, state.client?.device ?? null) ?? '';
}

describe('/NPS', () => {
  it('takes a member’s answer and remembers it for 30 days', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderRoute('/NPS', { preloadedState: signedInState() });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Satisfaction survey' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '10' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(getEncryptedCookie(memberCookie())).toBe('1');
    unmount();

    await renderRoute('/NPS', { preloadedState: signedInState() });
    expect(screen.getByText('You have already answered our survey')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
  });

  it('says already answered while the cookie the shell set lives', async () => {
    setEncryptedCookie(memberCookie(), '1', { ms: NPS_COOKIE_MS });
    await renderRoute('/NPS', { preloadedState: signedInState() });
    expect(screen.getByText('You have already answered our survey')).toBeInTheDocument();
  });

  it('lets a visitor answer once from this browser', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderRoute('/NPS');
    await user.click(screen.getByRole('radio', { name: '6' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    unmount();
    expect(document.cookie).toMatch(/nps_/);
  });
});
