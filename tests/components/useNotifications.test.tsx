import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNotifications } from '../../src/components/useNotifications';
import { mutate } from '../../src/sandbox/db/state';
import { sendMessage } from '../../src/sandbox/db/tables/outbox';
import { renderWithProviders } from '../support/render';
import { signedInState } from '../support/session';

function Probe() {
  const { query, unread } = useNotifications();
  return (
    <p>
      {query.isUninitialized ? 'not asked' : `${String(query.currentData?.length ?? '…')} messages`}
      ,{` ${String(unread)} unread`}
    </p>
  );
}

function sendPush(text: string): void {
  mutate((database) =>
    sendMessage(database, {
      kind: 'roamingCapAlert',
      deviceNo: '0912345678',
      text,
      now: new Date('2026-06-15T04:00:00Z'),
    }),
  );
}

describe('useNotifications', () => {
  it('asks nothing for a visitor and counts no unread message', async () => {
    await renderWithProviders(<Probe />);
    expect(screen.getByText('not asked, 0 unread')).toBeVisible();
  });

  it("counts the member's unread messages", async () => {
    sendPush('one');
    sendPush('two');
    await renderWithProviders(<Probe />, { preloadedState: signedInState() });
    expect(await screen.findByText('2 messages, 2 unread')).toBeVisible();
  });
});
