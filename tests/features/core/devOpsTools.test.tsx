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

  it('sends the administration calls from their forms: a version, a meta read back, a refusal in words', async () => {
    const user = userEvent.setup();
    await renderRoute(paths.devOpsTools);
    const versions = screen.getByRole('form', { name: 'App version information' });
    await user.selectOptions(within(versions).getByLabelText('Platform'), 'android');
    await user.type(within(versions).getByLabelText('Version'), '6.1.0');
    await user.type(within(versions).getByLabelText('Minimum version (optional)'), '7.0.0');
    await user.click(within(versions).getByRole('button', { name: 'Set the version information' }));
    expect(await within(versions).findByRole('alert')).toHaveTextContent(
      'The minimum version cannot be above the newest.',
    );
    await user.clear(within(versions).getByLabelText('Minimum version (optional)'));
    await user.click(within(versions).getByRole('button', { name: 'Set the version information' }));
    expect(await within(versions).findByText('android is now at version 6.1.0.')).toBeVisible();

    const setForm = screen.getByRole('form', { name: 'Set a page meta' });
    await user.type(within(setForm).getByLabelText('Page path'), '/Roaming');
    await user.type(within(setForm).getByLabelText('Title'), 'Roaming passes');
    await user.click(within(setForm).getByRole('button', { name: 'Set the meta' }));
    expect(await within(setForm).findByText('The meta of /Roaming is saved.')).toBeVisible();
    const getForm = screen.getByRole('form', { name: 'Read a page meta' });
    await user.type(within(getForm).getByLabelText('Page path'), '/Roaming');
    await user.click(within(getForm).getByRole('button', { name: 'Read the meta' }));
    expect(await within(getForm).findByText('Roaming passes')).toBeVisible();

    const cpis = screen.getByRole('form', { name: 'Customer profile (CPIS)' });
    await user.type(within(cpis).getByLabelText('Number'), '0912345678');
    await user.click(within(cpis).getByRole('button', { name: 'Look up the number' }));
    expect(await within(cpis).findByText('5G 1399 Unlimited')).toBeVisible();
  });
});
