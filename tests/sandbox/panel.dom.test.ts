import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerForToken } from '../../src/sandbox/db/sessions';
import { db } from '../../src/sandbox/db/state';
import { pendingFailure } from '../../src/sandbox/faults';
import { mountSandboxPanel } from '../../src/sandbox/panel';
import { readPersistedState } from '../../src/state/persist';
import { DEMO_APP_TOKENS } from '../../src/sandbox/db/seedCustomers';

afterEach(() => {
  document.getElementById('sandbox-panel')?.remove();
});

function mount() {
  const reload = vi.fn();
  mountSandboxPanel({ reload });
  return { reload, user: userEvent.setup() };
}

describe('sandbox panel', () => {
  it('styles itself from a stylesheet file, never an injected <style> (a strict style-src)', () => {
    mount();
    expect(document.querySelectorAll('style')).toHaveLength(0);
    expect(document.getElementById('sandbox-panel')).toHaveClass('sbx-root');
  });

  it('opens and closes from the keyboard', async () => {
    const { user } = mount();
    const toggle = screen.getByRole('button', { name: 'Sandbox' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Sandbox controls' });
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(panel).not.toBeVisible();
  });

  it('signs in as a demo customer: a sandbox session and the portal state after a login', async () => {
    const { user, reload } = mount();
    await user.click(screen.getByRole('button', { name: 'Sandbox' }));
    await user.click(screen.getByRole('button', { name: 'Sign in as 王小明 (mobile, VIP gold)' }));

    expect(reload).toHaveBeenCalledOnce();
    const state = readPersistedState();
    expect(customerForToken(state.member?.token)?.name).toBe('王小明');
    expect(state.member?.chtMemberInfo?.name).toBe('王小明');
    expect(state.client).toMatchObject({
      isLogin: true,
      loginType: 'chtmember',
      vipLevel: 1,
      isCompanyTaxId: false,
    });
    expect(state.client?.devices.map((device) => device.deviceNo)).toEqual([
      '0912345678',
      '0922333444',
      '0933555666',
    ]);
    expect(state.client?.device?.deviceNo).toBe('0912345678');
  });

  it('signs an enterprise in with the tax-id flag and no VIP level', async () => {
    const { user } = mount();
    await user.click(screen.getByRole('button', { name: 'Sandbox' }));
    await user.click(
      screen.getByRole('button', { name: 'Sign in as 好客科技股份有限公司 (enterprise)' }),
    );
    expect(readPersistedState().client).toMatchObject({ isCompanyTaxId: true, vipLevel: 9999 });
  });

  it('signs out, ending the sandbox session', async () => {
    const { user, reload } = mount();
    await user.click(screen.getByRole('button', { name: 'Sandbox' }));
    await user.click(screen.getByRole('button', { name: /^Sign in as 陳美玲/ }));
    const token = readPersistedState().member?.token;
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(reload).toHaveBeenCalledTimes(2);
    expect(readPersistedState().member).toBeUndefined();
    expect(readPersistedState().client?.isLogin).toBe(false);
    expect(customerForToken(token)).toBeNull();
  });

  it('arms a failure, toggles slow mode and shows both', async () => {
    const { user } = mount();
    await user.click(screen.getByRole('button', { name: 'Sandbox' }));
    const panel = screen.getByRole('region', { name: 'Sandbox controls' });
    await user.click(within(panel).getByRole('button', { name: 'Fail the next call' }));
    expect(pendingFailure()).toBe('http503');
    const slow = within(panel).getByRole('button', { name: 'Slow mode' });
    await user.click(slow);
    expect(slow).toHaveAttribute('aria-pressed', 'true');
    expect(db().meta.slowMode).toBe(true);
    expect(within(panel).getByRole('status')).toHaveTextContent(/next call will fail/);
    expect(within(panel).getByRole('status')).toHaveTextContent(/Slow mode: on/);
  });

  it('moves the clock by 10 minutes or a day and shows the offset', async () => {
    const { user } = mount();
    await user.click(screen.getByRole('button', { name: 'Sandbox' }));
    const panel = screen.getByRole('region', { name: 'Sandbox controls' });
    db().meta.clockOffsetMs = 0;
    await user.click(within(panel).getByRole('button', { name: 'Advance clock 1 day' }));
    await user.click(within(panel).getByRole('button', { name: 'Advance clock 10 minutes' }));
    expect(db().meta.clockOffsetMs).toBe((24 * 60 + 10) * 60_000);
    expect(within(panel).getByRole('status')).toHaveTextContent('Clock: +1 day 10 min');
  });

  it('resets the data and signs the portal out', async () => {
    const { user, reload } = mount();
    await user.click(screen.getByRole('button', { name: 'Sandbox' }));
    await user.click(screen.getByRole('button', { name: /^Sign in as 王小明/ }));
    await user.click(screen.getByRole('button', { name: 'Reset data (signs out)' }));
    expect(reload).toHaveBeenCalledTimes(2);
    expect(db().sessions.map((session) => session.token)).toEqual(Object.values(DEMO_APP_TOKENS));
    expect(readPersistedState().client?.isLogin).toBe(false);
  });
});
