import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { redactState } from '../../../src/features/core/devtools/redactState';
import {
  registerSandboxControls,
  type OutboxMessage,
  type SandboxControls,
  type SandboxStatus,
} from '../../../src/state/sandboxControls';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

const SENT: OutboxMessage = {
  id: 'MSG00001',
  kind: 'roamingCapAlert',
  channel: 'email',
  number: '0912345678',
  to: 'wang.xiaoming@example.com',
  at: '2026-06-15T04:00:00.000Z',
  text: '【漫遊上限通知】門號 0912345678 本月漫遊已達您設定上限 NT$500 的 50%',
};

function fakeControls(outbox: OutboxMessage[] = []) {
  const status: SandboxStatus = { pendingFailure: null, slowMode: false, clockOffsetMinutes: 0 };
  const controls: SandboxControls = {
    status: () => ({ ...status }),
    outbox: () => [...outbox],
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

describe('DevOpsTools outbox', () => {
  it('lists what the carrier would have sent, and says so when nothing was', async () => {
    const outbox: OutboxMessage[] = [];
    registerSandboxControls(() => Promise.resolve(fakeControls(outbox)));
    await renderRoute(paths.devOpsTools);
    const region = await screen.findByRole('region', { name: 'Outbox: messages sent' });
    expect(await within(region).findByText('No message has been sent yet.')).toBeVisible();

    outbox.push(SENT);
    await userEvent.click(within(region).getByRole('button', { name: 'Refresh the outbox' }));
    const table = within(region).getByRole('table', { name: 'Messages sent' });
    expect(within(table).getByText('E-mail')).toBeVisible();
    expect(within(table).getByText('wang.xiaoming@example.com')).toBeVisible();
    expect(within(table).getByText('Roaming cap alert')).toBeVisible();
    expect(within(table).getByText(SENT.text)).toBeVisible();
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
