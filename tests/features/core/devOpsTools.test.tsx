import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { redactState } from '../../../src/features/core/devtools/redactState';
import {
  registerSandboxControls,
  type SandboxControls,
  type SandboxStatus,
} from '../../../src/state/sandboxControls';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

function fakeControls() {
  const status: SandboxStatus = { pendingFailure: null, slowMode: false, clockOffsetMinutes: 0 };
  const controls: SandboxControls = {
    status: () => ({ ...status }),
    outbox: () => [],
    failNext: (kind) => {
      status.pendingFailure = kind;
    },
    setSlowMode: (on) => {
      status.slowMode = on;
    },
    advanceClock: (minutes) => {
      status.clockOffsetMinutes += minutes;
    },
    reset: () => {
      status.pendingFailure = null;
    },
  };
  return controls;
}

afterEach(() => {
  registerSandboxControls(null);
});

describe('DevOpsTools (test environment)', () => {
  it('shows the environment, the state and the storage', async () => {
    localStorage.setItem('appInitInfo', 'x');
    await renderRoute(paths.devOpsTools);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Environment and version' }),
    ).toBeVisible();
    expect(screen.getByText('test')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'State viewer' })).toBeVisible();
    expect(screen.getByText('appInitInfo')).toBeVisible();
    expect(screen.getByText('Stored items: 1')).toBeVisible();
  });

  it('never shows the member token or personal data in the state viewer', async () => {
    const preloadedState = signedInState();
    const token = preloadedState.member?.token ?? '';
    expect(token).not.toBe('');
    await renderRoute(paths.devOpsTools, { preloadedState });
    const viewer = screen.getByLabelText('State viewer', { selector: 'pre' });
    expect(viewer.textContent).not.toContain(token);
    expect(viewer.textContent).toContain('[redacted');
  });

  it('injects a failure into the sandbox and says so', async () => {
    const controls = fakeControls();
    registerSandboxControls(() => Promise.resolve(controls));
    await renderRoute(paths.devOpsTools);
    expect(await screen.findByText('Calls answer normally')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Fail the next call (HTTP 503)' }));
    const status = (await screen.findByText('The next call will fail (HTTP 503)')).closest(
      '[role="status"]',
    );
    expect(status).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Slow mode' }));
    expect(screen.getByRole('button', { name: 'Slow mode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Advance the clock 10 minutes' }));
    expect(await screen.findByText('Sandbox clock: 10 minutes ahead')).toBeVisible();
  });
});

describe('redactState', () => {
  it('hides secrets and personal fields at any depth and keeps the rest', () => {
    const redacted = redactState({
      member: {
        token: 'abc',
        chtMemberInfo: { name: 'A', mail: 'a@b.c', devices: [{ PidHash: 'h' }] },
      },
      client: { language: 'en', identifier: 'id-1' },
    });
    expect(JSON.stringify(redacted)).not.toMatch(/abc|a@b\.c|"h"|id-1/);
    expect(redacted).toMatchObject({
      member: { chtMemberInfo: { name: 'A' } },
      client: { language: 'en' },
    });
  });
});
