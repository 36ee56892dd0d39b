import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { mutate } from '../../../src/sandbox/db/state';
import { sendMessage, type LocalisedText } from '../../../src/sandbox/db/tables/outbox';
import { holdOnce, refuseOnce } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

const TEXT: LocalisedText = {
  'zh-TW': '漫遊已達上限的 50%',
  en: 'Roaming has reached 50% of your cap',
  id: 'Roaming telah mencapai 50%',
  th: 'โรมมิ่งถึง 50%',
  vi: 'Chuyển vùng đã đạt 50%',
};

function sendRoamingAlert(): void {
  mutate((database) =>
    sendMessage(database, {
      kind: 'roamingCapAlert',
      deviceNo: '0912345678',
      text: TEXT,
      now: new Date('2026-06-15T04:00:00Z'),
    }),
  );
}

describe('/AppMessage', () => {
  it('asks a visitor to sign in', async () => {
    await renderRoute(paths.appMessage);
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  it('shows loading, then says when there is no message', async () => {
    const release = holdOnce('PushService/GetNotificationList');
    await renderRoute(paths.appMessage, { preloadedState: signedInState() });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your messages…');
    release();
    expect(await screen.findByText('No messages yet')).toBeVisible();
  });

  it('shows a failed list with a retry that loads it', async () => {
    sendRoamingAlert();
    refuseOnce('PushService/GetNotificationList');
    await renderRoute(paths.appMessage, { preloadedState: signedInState() });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("We couldn't load your messages")).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Roaming cap alert' })).toBeVisible();
  });

  it('opens a message in the interface language and marks it read', async () => {
    sendRoamingAlert();
    await renderRoute(paths.appMessage, { preloadedState: signedInState() });
    const toggle = await screen.findByRole('button', { name: 'Roaming cap alert' });
    expect(screen.getByText('Unread messages: 1')).toBeVisible();
    expect(screen.getByText('Unread')).toBeVisible();
    expect(screen.getByText(TEXT.en)).not.toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(TEXT.en)).toBeVisible();
    expect(await screen.findByText('Unread messages: 0')).toBeVisible();
    expect(screen.queryByText('Unread')).toBeNull();
  });
});
